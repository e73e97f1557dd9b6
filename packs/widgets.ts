/**
 * The widgets pack (`dist/lib-widgets.js` after `dist/lib.js`, or `import 'lib-ext4/widgets'`):
 * the table and absolute layouts (`layout: 'table'`, `'absolute'`), button groups
 * (`buttongroup`), cycle buttons (`cycle`), labels (`label`) and tabs at the side of a tab panel
 * (`tabPosition: 'left'`, `'right'`) — the pieces of Ext JS 4 toolbars, forms and tab panels that
 * `lib.js` leaves out.
 *
 * @example
 *   <script src="dist/lib.js"></script>
 *   <script src="dist/lib-widgets.js"></script>
 *   <script>
 *     Lib.widget('container', {layout: {type: 'table', columns: 2}, renderTo: document.body,
 *       items: [{xtype: 'label', text: 'Name:'}, {xtype: 'textfield', hideLabel: true}]});
 *   </script>
 */
export { TableLayout } from '../classes/layout/container/Table';
export { AbsoluteLayout } from '../classes/layout/container/Absolute';
export { ButtonGroup } from '../classes/container/ButtonGroup';
export { Cycle } from '../classes/button/Cycle';
export { Label } from '../classes/form/Label';
// Lets tab panels put their tabs at the left or the right (`tabPosition`).
import '../classes/tab/Panel.sides';
