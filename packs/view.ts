/**
 * The view pack (`dist/lib-view.js` after `dist/lib.js`, or `import 'lib-ext4/view'`): the data
 * view — `Lib.view.View` (`Lib.DataView`, xtype `dataview`), which shows a store's records
 * through a template and lets the user select them — and its selection model,
 * `Lib.selection.DataViewModel`.
 *
 * @example
 *   <script src="dist/lib.js"></script>
 *   <script src="dist/lib-view.js"></script>
 *   <script>
 *     Lib.create('Lib.view.View', {renderTo: document.body, store, itemTpl: '{name:htmlEncode}'});
 *   </script>
 */
export { DataViewModel } from '../classes/selection/DataViewModel';
export { DataView } from '../classes/view/View';
// Gives the combo box's list (Lib.view.BoundList) the data view's item methods.
import '../classes/view/BoundList.view';
