/**
 * `Lib.form.field.Radio` (xtypes `radiofield` and `radio`, alternate `Lib.form.Radio`): a
 * radio button. Radios sharing a `name` in the same form (the nearest `form` above them, as
 * Ext's RadioManager scopes them; or outside any form) make a group: checking one unchecks
 * the others, each firing `change`. `setValue(true|false)` checks or unchecks this radio;
 * `setValue(inputValue)` checks the radio of the group with that `inputValue`.
 * `getGroupValue()` is the checked radio's `inputValue`. A radio submits its `inputValue`
 * when checked and nothing otherwise.
 *
 * The browser's own radio group gives the keyboard behaviour of WAI-ARIA's radio group: one
 * Tab stop, the arrow keys move the selection.
 *
 * @example
 *   const yes = Lib.create('Lib.form.field.Radio', {name: 'ok', inputValue: 'y', boxLabel: 'Yes'});
 *   const no = Lib.create('Lib.form.field.Radio', {name: 'ok', inputValue: 'n', boxLabel: 'No'});
 *   yes.setValue('n'); // checks `no`
 *   yes.getGroupValue(); // 'n'
 */
import { registerClass } from '../../../lib/Class';
import { isBoolean } from '../../../lib/check';
import { ComponentManager } from '../../ComponentManager';
import { Checkbox, type CheckboxConfig } from './Checkbox';

export class Radio extends Checkbox {
  /** Always `true` (Ext's type tag). */
  declare isRadio: true;

  /** The id of the form the radio is in (`up('form')`), else `undefined`. */
  getFormId(): string | undefined {
    return this.up('form')?.id;
  }

  /** @internal The radios of this group (this one too), those with `inputValue` `value` when given. */
  $group(value?: unknown): Radio[] {
    const { name } = this;
    const form = this.getFormId();
    return Array.from(ComponentManager.all.values() as Iterable<Radio>).filter(
      (c) =>
        c.isRadio &&
        c.name === name &&
        (value === undefined || c.inputValue == value) &&
        c.getFormId() === form,
    );
  }

  /** The `inputValue` of the group's checked radio, or `null`. */
  getGroupValue(): string | number | null {
    return this.$group().find((r) => r.checked)?.inputValue ?? null;
  }

  /** `true`/`false` checks or unchecks this radio; another value checks the group's radio with that `inputValue`. */
  override setValue(value: unknown): this {
    if (isBoolean(value)) super.setValue(value);
    else this.$group(value)[0]?.setValue(true);
    return this;
  }

  /** `inputValue` when checked, else `null`. */
  override getSubmitValue(): string | number | null {
    return this.checked ? this.inputValue : null;
  }

  /** As `getSubmitData()`: `{[name]: inputValue}` when checked, else `null` (Ext's rule). */
  override getModelData(): Record<string, unknown> | null {
    return this.getSubmitData();
  }

  /** Checking a radio unchecks the others of its group. */
  override onChange(newValue?: unknown, oldValue?: unknown): void {
    super.onChange(newValue, oldValue);
    if (newValue) for (const radio of this.$group()) if (radio !== this) radio.setValue(false);
  }

  /**
   * The input's `name` scopes the browser's radio group (arrow keys, Tab stop) as the group:
   * the form's id comes first inside a form.
   */
  override $createInput(doc: Document, body: HTMLElement): HTMLElement {
    const input = super.$createInput(doc, body);
    const form = this.getFormId();
    if (form) input.setAttribute('name', form + ':' + this.getName());
    return input;
  }

  /** A read-only group undoes what the browser did (it may have unchecked a sibling too). */
  override $onFieldMutation(): void {
    if (this.readOnly) {
      for (const radio of this.$group()) {
        const input = radio.inputEl?.dom as HTMLInputElement | undefined;
        if (input) input.checked = radio.checked;
      }
    } else super.$onFieldMutation();
  }
}

registerClass(Radio, 'Lib.form.field.Radio', {
  $inputCls: 'form-radio',
  xtype: ['radiofield', 'radio'],
  alternateClassName: 'Lib.form.Radio',
  inputType: 'radio',
  isRadio: true,
});

/** Typed config for `Lib.create` (the constructor itself is the field's). */
export interface Radio {
  $construct(config?: CheckboxConfig): this;
}

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.Radio': typeof Radio;
  }
  interface AliasMap {
    'widget.radiofield': typeof Radio;
    'widget.radio': typeof Radio;
  }
}
