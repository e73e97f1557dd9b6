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
import { makeEl, px, renderMessageList } from '../../dom/Element.build';
import { toText } from '../../../lib/lang/String';

/** Builds the label, body, input and error elements of `field` inside its root element. */
export function renderFieldLayout(field: BaseField): void {
  const el = field.el as Element;
  const root = el.dom;
  const { id, labelAlign: align, labelPad: pad, msgTarget } = field;
  // Labels beside the input are labelWidth + labelPad wide; errors under the field indent as much.
  const width = align === 'top' ? 0 : field.labelWidth + pad;
  el.addCls(px(`field form-item form-type-${field.inputType} form-label-${align}`));
  const text = field.getLabelText();
  const label = (field.labelEl =
    text === null
      ? undefined
      : makeEl(
          root,
          'label',
          'form-item-label form-item-label-' + align,
          { id: id + '-labelEl' },
          text + field.labelSeparator,
        ));
  if (label && width) label.setStyle({ width, paddingRight: pad });
  const body = (field.bodyEl = makeEl(root, 'div', 'form-item-body', { id: id + '-bodyEl' }));
  const input = (field.inputEl = Element.get(
    field.createInput(root.ownerDocument, body.dom),
  ) as Element);
  if (label) {
    // `for` only points at labelable elements; a display field's div is labelled by id.
    if (/^(INPUT|TEXTAREA)$/.test(input.dom.tagName)) label.set({ for: input.id });
    else input.set({ 'aria-labelledby': label.id });
  } else {
    const aria = field.ariaLabel || toText(field.fieldLabel);
    if (aria) input.set({ 'aria-label': aria });
  }
  if (msgTarget === 'none') return;
  const error = (field.errorEl = makeEl(root, 'div', 'form-error-msg form-error-msg-' + msgTarget, {
    id: id + '-errorEl',
    'aria-live': 'polite',
  }));
  if (msgTarget === 'under') {
    el.addCls(px('form-msg-under'));
    if (label && width) error.setStyle('paddingLeft', width);
  }
}

/**
 * Shows `field`'s current errors: `x-form-invalid` on the root, `x-form-invalid-field` and
 * `aria-invalid` on the input, the texts in the error element (referenced by the input's
 * `aria-describedby`) and, for `'side'`/`'qtip'`, in a `title`.
 */
export function showActiveErrors(field: BaseField): void {
  const { activeErrors: errors, errorEl, msgTarget } = field;
  const invalid = errors.length > 0;
  const title = invalid && errors.join('\n');
  const cls = px('form-invalid');
  (field.el as Element).toggleCls(cls, invalid);
  const input = (field.inputEl as Element)
    .toggleCls(cls + '-field', invalid)
    .set({ 'aria-invalid': String(invalid) });
  if (errorEl) {
    renderMessageList(errorEl.dom, errors);
    errorEl.toggleCls(px('form-error-msg-active'), invalid);
    input.set({ 'aria-describedby': invalid && errorEl.id });
    if (msgTarget === 'side') errorEl.set({ title });
    if (msgTarget === 'qtip') input.set({ title });
  }
}
