/**
 * `Lib.form.RadioGroup` (xtype `radiogroup`): a `Lib.form.CheckboxGroup` of radios
 * (`radiofield` items, usually sharing a `name`). Its value is `{name: inputValue}` of the
 * checked radio; `setValue({name: inputValue})` checks that radio. Switching radios fires one
 * `change(group, newValue, oldValue)`. `allowBlank: false` requires a choice (`blankText`).
 *
 * The radios sit in an element with `role="radiogroup"` (labelled by the group's label,
 * `aria-required` without `allowBlank`); the browser gives them one Tab stop and moves the
 * selection with the arrow keys.
 *
 * @example
 *   Lib.create('Lib.form.RadioGroup', {
 *     fieldLabel: 'Size', columns: 1, vertical: true, renderTo: document.body, items: [
 *       {boxLabel: 'S', name: 'size', inputValue: 's'},
 *       {boxLabel: 'M', name: 'size', inputValue: 'm', checked: true},
 *     ],
 *   }).getValue(); // {size: 'm'}
 */
import { registerClass } from '../../lib/Class';
import { isArray, isMap } from '../../lib/check';
import { CheckboxGroup, type CheckboxGroupConfig, type GroupValue } from './CheckboxGroup';
import type { Radio } from './field/Radio';
import './field/Radio';

export class RadioGroup extends CheckboxGroup {
  /** No `change` while a switch is half done (two radios checked for a moment). */
  override isEqual(value1: unknown, value2: unknown): boolean {
    const value = value1 as GroupValue;
    return Object.keys(value).some((n) => isArray(value[n])) || super.isEqual(value1, value2);
  }

  /** Checks, for each name of `value`, the radio of that name with that `inputValue` (one `change`). */
  override setValue(value: GroupValue | null | undefined): this {
    this.batchChanges(() => {
      for (const name of isMap(value) ? Object.keys(value) : []) {
        (this.getBoxes() as Radio[]).find((r) => r.getName() === name)?.setValue(value![name]);
      }
    });
    return this;
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    this.containerEl?.set({ 'aria-required': !this.allowBlank && 'true' });
  }
}

registerClass(RadioGroup, 'Lib.form.RadioGroup', {
  blankText: 'You must select one item in this group',
  xtype: 'radiogroup',
  defaultType: 'radiofield',
  $boxSelector: '[isRadio]',
  $groupRole: 'radiogroup',
});

/** Typed config for `Lib.create` (the constructor itself is the component's). */
export interface RadioGroup {
  $construct(config?: CheckboxGroupConfig): this;
}

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.RadioGroup': typeof RadioGroup;
  }
  interface AliasMap {
    'widget.radiogroup': typeof RadioGroup;
  }
}
