/**
 * The DOM of a form field (Ext 4's Labelable markup, with divs): the root holds a `<label>`
 * (unless hidden), the body (`x-form-item-body`) with the input the field creates, and the
 * error element (`x-form-error-msg`, absent with `msgTarget: 'none'`). Labels and error texts
 * are always set as text.
 *
 * @example
 *   renderFieldLayout(field); // in BaseField#onRender
 *   showActiveErrors(field); // after markInvalid / clearInvalid
 */
import { Element } from '../../dom/Element';
import type { BaseField } from './Base';
import { cssPrefix, renderMessageList, toText } from './Base.utils';

/** Builds the label, body, input and error elements of `field` inside its root element. */
export function renderFieldLayout(field: BaseField): void {
  const p = cssPrefix();
  const el = field.el as Element;
  const doc = el.dom.ownerDocument;
  const align = field.labelAlign;
  el.addCls([p + 'field', p + 'form-item', p + 'form-type-' + field.inputType]);
  el.addCls(p + 'form-label-' + align);
  const label = field.getLabelText();
  if (label !== null) {
    const node = doc.createElement('label');
    node.id = field.id + '-labelEl';
    node.className = `${p}form-item-label ${p}form-item-label-${align}`;
    node.textContent = label + field.labelSeparator;
    if (align !== 'top') {
      node.style.width = field.labelWidth + field.labelPad + 'px';
      node.style.paddingRight = field.labelPad + 'px';
    }
    el.dom.appendChild(node);
    field.labelEl = Element.get(node) as Element;
  }
  const body = doc.createElement('div');
  body.id = field.id + '-bodyEl';
  body.className = p + 'form-item-body';
  el.dom.appendChild(body);
  field.bodyEl = Element.get(body) as Element;
  const input = field.createInput(doc, body);
  field.inputEl = Element.get(input) as Element;
  if (field.labelEl) {
    // `for` only points at labelable elements; a display field's div is labelled by id.
    if (input.tagName === 'INPUT' || input.tagName === 'TEXTAREA')
      field.labelEl.set({ for: input.id });
    else input.setAttribute('aria-labelledby', field.labelEl.id);
  } else {
    const aria = field.ariaLabel || toText(field.fieldLabel);
    if (aria) input.setAttribute('aria-label', aria);
  }
  if (field.msgTarget !== 'none') {
    const error = doc.createElement('div');
    error.id = field.id + '-errorEl';
    error.className = `${p}form-error-msg ${p}form-error-msg-${field.msgTarget}`;
    error.setAttribute('aria-live', 'polite');
    if (field.msgTarget === 'under') {
      el.addCls(p + 'form-msg-under');
      if (field.labelEl && align !== 'top')
        error.style.paddingLeft = field.labelWidth + field.labelPad + 'px';
    }
    el.dom.appendChild(error);
    field.errorEl = Element.get(error) as Element;
  }
}

/**
 * Shows `field`'s current errors: `x-form-invalid` on the root, `x-form-invalid-field` and
 * `aria-invalid` on the input, the texts in the error element (referenced by the input's
 * `aria-describedby`) and, for `'side'`/`'qtip'`, in a `title`.
 */
export function showActiveErrors(field: BaseField): void {
  const errors = field.activeErrors;
  const invalid = errors.length > 0;
  const text = errors.join('\n');
  const cls = cssPrefix() + 'form-invalid';
  (field.el as Element).toggleCls(cls, invalid);
  const input = field.inputEl as Element;
  input.toggleCls(cls + '-field', invalid);
  input.dom.setAttribute('aria-invalid', String(invalid));
  const errorEl = field.errorEl;
  if (!errorEl) return;
  renderMessageList(errorEl.dom, errors);
  errorEl.toggleCls(cssPrefix() + 'form-error-msg-active', invalid);
  input.set({ 'aria-describedby': invalid ? errorEl.id : null });
  if (field.msgTarget === 'side') errorEl.set({ title: invalid ? text : null });
  if (field.msgTarget === 'qtip') input.set({ title: invalid ? text : null });
}
