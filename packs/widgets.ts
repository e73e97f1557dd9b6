/**
 * The widgets pack (`dist/lib-widgets.js` after `dist/lib.js`, or `import 'lib-ext4/widgets'`):
 * the table and absolute layouts (`layout: 'table'`, `'absolute'`), button groups
 * (`buttongroup`), cycle buttons (`cycle`) and labels (`label`) — the pieces of Ext JS 4
 * toolbars and forms that `lib.js` leaves out.
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
