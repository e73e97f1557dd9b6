/**
 * `Lib.form.field.Trigger` (xtypes `triggerfield` and `trigger`, alternates
 * `Lib.form.TriggerField`, `Lib.form.TwinTriggerField`, `Lib.form.Trigger`): a text field with
 * one or more buttons (triggers, `x-form-trigger`) inside its right edge. A click on the
 * n-th trigger calls `onTrigger<n>Click(e)` when the field has one, else `onTriggerClick(e)`
 * (nothing while read-only or disabled). One trigger is there by default (`triggerCls`, or
 * `trigger1Cls`); `trigger2Cls`, `trigger3Cls` … add more. Pressing a trigger keeps the focus
 * in the input. Triggers are hidden with `hideTrigger` and while read-only; `editable: false`
 * makes the text read-only (`x-trigger-noedit`) while the triggers still work.
 *
 * @example
 *   const search = Lib.create('Lib.form.field.Trigger', {
 *     trigger1Cls: 'x-form-clear-trigger', trigger2Cls: 'x-form-search-trigger',
 *     onTrigger1Click() { this.setValue(''); },
 *     onTrigger2Click() { runSearch(this.getValue()); },
 *   });
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs } from '../../../lib/config';
import type { Element } from '../../dom/Element';
import { makeEl, px } from '../../dom/Element.build';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { TextField, type TextFieldConfig } from './Text';

export interface TriggerFieldConfig extends TextFieldConfig {
  /** Hides the triggers (default `false`). */
  hideTrigger?: boolean;
  /** The text can be typed (default `true`); `false` leaves only the triggers. */
  editable?: boolean;
  /** A class of the first trigger (the same as `trigger1Cls`). */
  triggerCls?: string;
  /** The class of the first trigger. */
  trigger1Cls?: string;
  /** The class of a second trigger (`trigger3Cls` and on add more, as in Ext JS 4). */
  trigger2Cls?: string;
}

/** A field's `onTrigger<n>Click` handlers, by name. */
type Clicks = Record<string, ((e: EventObjectImpl) => void) | undefined>;

export class TriggerField<V = string> extends TextField<V> {
  declare hideTrigger: boolean;
  declare editable: boolean;
  declare triggerCls?: string;
  declare trigger1Cls?: string;
  declare trigger2Cls?: string;
  /** The element holding the triggers (`x-trigger-cell`, once rendered). */
  declare triggerCell?: Element;
  /** The first trigger (once rendered). */
  declare triggerEl?: Element;
  /** Every trigger, in order (once rendered). */
  declare triggerEls: Element[];
  /** @internal The classes of the subclass's own triggers, by index (`'form-arrow-trigger'`, prefixed). */
  declare $triggerCls?: string[];

  /** Called by a trigger click the field has no `onTrigger<n>Click` for (a hook; nothing here). */
  onTriggerClick(_e?: EventObjectImpl): void {}

  override $createInput(doc: Document, body: HTMLElement): HTMLElement {
    const me = this as any;
    const input = super.$createInput(doc, body);
    const cell = (me.triggerCell = makeEl(body, 'div', 'trigger-cell', { 'aria-hidden': 'true' }));
    const els: Element[] = (me.triggerEls = []);
    const own: string[] = me.$triggerCls || [];
    // As Ext: one trigger per trigger<n>Cls (triggerCls is the first), and always at least one.
    for (
      let n = 1, cls;
      (cls = me['trigger' + n + 'Cls'] || (n < 2 && me.triggerCls)) || n <= own.length || n < 2;
      n++
    ) {
      const trigger = makeEl(
        cell.dom,
        'div',
        ['form-trigger', 'trigger-index-' + (n - 1), own[n - 1]].filter(Boolean).join(' '),
      );
      if (cls) trigger.addCls(cls);
      els.push(trigger);
    }
    me.triggerEl = els[0];
    if (els.length > 1) input.style.paddingRight = els.length * 22 + 2 + 'px';
    return input;
  }

  override initEvents(): void {
    const me = this;
    super.initEvents();
    me.triggerCell!.on({
      // Keeps the focus in the input.
      mousedown: (e: EventObjectImpl) => e.preventDefault(),
      click: me.onTriggerWrapClick,
      scope: me,
    });
  }

  /** @internal A click on a trigger: its `onTrigger<n>Click`, else `onTriggerClick`. */
  onTriggerWrapClick(e: EventObjectImpl): void {
    const me = this as this & Clicks;
    const index = me.triggerEls.findIndex((t: Element) => t.contains(e.target as Node));
    if (index < 0 || me.readOnly || me.disabled) return;
    (me['onTrigger' + (index + 1) + 'Click'] || me.onTriggerClick).call(me, e);
  }

  /** Shows or hides the triggers. */
  setHideTrigger(hideTrigger: boolean): void {
    this.hideTrigger = hideTrigger;
    if (this.rendered) this.$applyReadOnly();
  }

  /** Lets the text be typed (`true`) or only chosen with the triggers. */
  setEditable(editable: boolean): void {
    this.editable = editable;
    if (this.rendered) this.$applyReadOnly();
  }

  /** The input is read-only while not `editable`; the triggers hide while read-only. */
  override $applyReadOnly(): void {
    const me = this;
    super.$applyReadOnly();
    const hidden = me.readOnly || me.hideTrigger;
    (me.inputEl!.dom as HTMLInputElement).readOnly = me.readOnly || !me.editable;
    me.el!.toggleCls(px('trigger-noedit'), !me.editable);
    me.bodyEl!.toggleCls(px('form-trigger-wrap'), !hidden);
    me.triggerCell!.setStyle('display', hidden ? 'none' : '');
  }

  override onDestroy(): void {
    this.triggerCell?.removeAllListeners();
    super.onDestroy();
  }
}

registerClass(TriggerField, 'Lib.form.field.Trigger', {
  $configs: declareConfigs<TriggerFieldConfig, TextFieldConfig>({
    hideTrigger: false,
    editable: true,
    triggerCls: cfg('string'),
    trigger1Cls: cfg('string'),
    trigger2Cls: cfg('string'),
  }),
  xtype: ['triggerfield', 'trigger'],
  alternateClassName: ['Lib.form.TriggerField', 'Lib.form.TwinTriggerField', 'Lib.form.Trigger'],
});

/** Typed config for `Lib.create` (the constructor itself is the field's). */
export interface TriggerField {
  $construct(config?: TriggerFieldConfig): this;
}

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.Trigger': typeof TriggerField;
  }
  interface AliasMap {
    'widget.triggerfield': typeof TriggerField;
    'widget.trigger': typeof TriggerField;
  }
}
