/**
 * `Lib.layout.container.Form` (`layout: 'form'`): form fields one below the other, each as
 * wide as the container (their labels keep the field's `labelWidth`).
 *
 * @example
 *   Lib.widget('panel', {layout: 'form', items: [{xtype: 'textfield', fieldLabel: 'Name'}]});
 */
import { registerClass } from '../../../lib/Class';
import { cssPrefix } from '../../dom/Element';
import { Layout } from '../Layout';

export class FormLayout extends Layout {}

registerClass(FormLayout, 'Lib.layout.container.Form', {
  alias: 'layout.form',
  type: 'form',
  targetCls: cssPrefix() + 'form-layout-ct',
  baseItemCls: cssPrefix() + 'form-layout-item',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.layout.container.Form': typeof FormLayout;
  }
}
