/**
 * `Lib.form.field.Picker` (xtype `pickerfield`, alternate `Lib.form.Picker`): a trigger field
 * whose trigger drops down a floating component, the picker, made once by `createPicker()`
 * (the hook subclasses fill in: the combo box's list, the date field's calendar). `expand()`
 * shows it aligned to the field (`pickerAlign`, default `'tl-bl?'`: below, above at the
 * bottom of the window; as wide as the field with `matchFieldWidth`), `collapse()` hides it;
 * `isExpanded` says which. The trigger, Down or Alt+Down open it; Esc closes it (the key goes
 * no further: a row editor around the field stays open); so do leaving the field, a press
 * outside the field and the picker, and showing a menu (`Lib.menu.Manager`). The focus stays
 * in the input. Events: `expand(field)`, `collapse(field)`.
 *
 * @example
 *   Lib.define('ColorField', {
 *     extend: 'Lib.form.field.Picker',
 *     createPicker() {
 *       return Lib.widget('colorpalette', {floating: true, hidden: true});
 *     },
 *   });
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs } from '../../../lib/config';
import type { Component } from '../../Component';
import { px } from '../../dom/Element.build';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { MenuManager } from '../../menu/Manager';
import type { Menu } from '../../menu/Menu';
import { TriggerField, type TriggerFieldConfig } from './Trigger';
import type { FieldEvents } from './Base';

export interface PickerFieldConfig extends TriggerFieldConfig {
  /** The picker is as wide as the field (default `true`). */
  matchFieldWidth?: boolean;
  /** How the picker is aligned to the field, as `Lib.dom.Element#alignTo` reads it (default `'tl-bl?'`). */
  pickerAlign?: string;
  /** `[x, y]` moved from the aligned position. */
  pickerOffset?: [number, number];
}

/** The events of picker fields: a field's plus the picker opening and closing. */
export interface PickerFieldEvents<S = PickerField> extends FieldEvents<S> {
  /** The picker opened. */
  expand: [field: S];
  /** The picker closed. */
  collapse: [field: S];
}

export class PickerField<P extends Component = Component, V = string> extends TriggerField<V> {
  /** Type only: the events (see `PickerFieldEvents`). */
  declare $eventMap: PickerFieldEvents<this>;
  declare matchFieldWidth: boolean;
  declare pickerAlign: string;
  declare pickerOffset?: [number, number];
  /** The picker, once made. */
  declare picker: P | null;
  /** `true` while the picker is shown. */
  declare isExpanded: boolean;

  /** Hook: makes the picker (a floating, hidden component). */
  createPicker(): P {
    throw new TypeError(`[${this.$className}] createPicker() makes no picker`);
  }

  /** The picker (made on first use). */
  getPicker(): P {
    const me = this;
    if (!me.picker) {
      const picker: P & { ownerButton?: Component } = (me.picker = me.createPicker());
      // A press on the field is not outside the picker (Lib.menu.Manager reads ownerButton).
      picker.ownerButton = me;
      me.mon(picker, 'hide', me.collapse, me);
    }
    return me.picker!;
  }

  /**
   * Shows the picker under the field (not while read-only or disabled), fires `expand(field)`
   * and runs `onExpand()`.
   */
  expand(): void {
    const me = this;
    if (!me.rendered || me.isExpanded || me.readOnly || me.disabled || me.isDestroyed) return;
    const picker = me.getPicker();
    picker.show();
    me.isExpanded = true;
    me.alignPicker();
    MenuManager.onShow(picker as Component as Menu);
    me.bodyEl!.addCls(px('pickerfield-open'));
    me.inputEl!.set({ 'aria-expanded': 'true' });
    me.fireEvent('expand', me);
    me.onExpand();
  }

  /** Hook: runs after the picker showed. */
  onExpand(): void {}

  /** Hides the picker, fires `collapse(field)` and runs `onCollapse()`. */
  collapse(): void {
    const me = this;
    if (!me.isExpanded || me.isDestroyed) return;
    me.isExpanded = false;
    me.picker!.hide();
    MenuManager.onHide(me.picker as Component as Menu);
    me.bodyEl!.removeCls(px('pickerfield-open'));
    me.inputEl!.set({ 'aria-expanded': 'false', 'aria-activedescendant': null });
    me.fireEvent('collapse', me);
    me.onCollapse();
  }

  /** Hook: runs after the picker hid. */
  onCollapse(): void {}

  /** Aligns the shown picker to the field (`pickerAlign`, `pickerOffset`, `matchFieldWidth`). */
  alignPicker(): void {
    const me = this;
    const body = me.bodyEl!;
    if (!me.isExpanded) return;
    const width = body.getWidth();
    if (me.matchFieldWidth && width > 0) me.picker!.setWidth(width);
    me.picker!.el!.alignTo(body, me.pickerAlign, me.pickerOffset);
  }

  /** The trigger opens the picker (closes it when open) and focuses the input. */
  override onTriggerClick(): void {
    const me = this;
    if (me.readOnly || me.disabled) return;
    if (me.isExpanded) me.collapse();
    else me.expand();
    me.focus();
  }

  override $createInput(doc: Document, body: HTMLElement): HTMLElement {
    const input = super.$createInput(doc, body);
    input.setAttribute('aria-expanded', 'false');
    return input;
  }

  /** A click on a text that cannot be typed opens the picker. */
  override initEvents(): void {
    const me = this;
    super.initEvents();
    me.inputEl!.on('click', () => me.editable || me.onTriggerClick());
  }

  /** Down (or Alt+Down) opens the picker, Esc closes it (and goes no further). */
  override $onInputKeyDown(e: EventObjectImpl): void {
    const me = this;
    const key = e.getKey();
    if (key === e.DOWN && !me.isExpanded) {
      e.preventDefault();
      me.onTriggerClick();
    } else if (key === e.ESC && me.isExpanded) {
      e.stopEvent();
      me.collapse();
    } else super.$onInputKeyDown(e);
  }

  /** Leaving the field closes the picker. */
  override beforeBlur(): void {
    this.collapse();
  }

  override onHide(): void {
    this.collapse();
    super.onHide();
  }

  override onDisable(): void {
    this.collapse();
    super.onDisable();
  }

  override onDestroy(): void {
    const me = this;
    me.collapse();
    me.picker?.destroy();
    me.picker = null;
    super.onDestroy();
  }
}

registerClass(PickerField, 'Lib.form.field.Picker', {
  $configs: declareConfigs<PickerFieldConfig, TriggerFieldConfig>({
    matchFieldWidth: true,
    pickerAlign: 'tl-bl?',
    pickerOffset: cfg('array'),
  }),
  xtype: 'pickerfield',
  alternateClassName: 'Lib.form.Picker',
  picker: null,
  isExpanded: false,
});

/** Typed config for `Lib.create` (the constructor itself is the field's). */
export interface PickerField {
  $construct(config?: PickerFieldConfig): this;
}

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.Picker': typeof PickerField;
  }
  interface AliasMap {
    'widget.pickerfield': typeof PickerField;
  }
}
