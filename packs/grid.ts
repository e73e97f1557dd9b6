/**
 * The grid pack (`dist/lib-grid.js` after `dist/lib.js`, or `import 'lib-ext4/grid'`): what
 * legacy grids use beyond the grid, its plain, date, number and boolean columns and its row
 * editor.
 * - Columns: `actioncolumn`, `checkcolumn`, `templatecolumn`, `rownumberer`.
 * - Selection models: `Lib.selection.CheckboxModel` (`selType: 'checkboxmodel'`) and
 *   `Lib.selection.CellModel` (`'cellmodel'`).
 * - Editing: `Lib.grid.plugin.CellEditing` (`cellediting`); `Lib.grid.property.Grid`
 *   (`propertygrid`).
 * - Features (`features: [...]`): `grouping`, `summary`, `groupingsummary`, `rowbody` on their
 *   base `Lib.grid.feature.Feature`; the `rowexpander` plugin (on a `rowbody`).
 * - The header's interaction (resizing and moving columns by drag and by keys, the column menu,
 *   multi-column sort: classes/grid/header/Container.ui.ts) and grid state (`stateful`:
 *   classes/grid/Panel.state.ts) with `Lib.state.Manager` and its providers.
 * - Remote data: `Lib.toolbar.Paging` (`pagingtoolbar`); the buffered store (`buffered: true`,
 *   Ext 4.2's infinite scrolling) with `Lib.grid.plugin.BufferedRenderer`
 *   (`bufferedrenderer`); `Lib.data.JsonP` and the `jsonp` proxy.
 *
 * @example
 *   <script src="dist/lib.js"></script>
 *   <script src="dist/lib-grid.js"></script>
 */
import '../classes/grid/header/Container.ui';
import '../classes/grid/Panel.state';
import '../classes/grid/header/Container.group';
export { Paging } from '../classes/toolbar/Paging';
export { Manager as StateManager } from '../classes/state/Manager';
export { Provider } from '../classes/state/Provider';
export { CookieProvider } from '../classes/state/CookieProvider';
export { LocalStorageProvider } from '../classes/state/LocalStorageProvider';
export { ActionColumn } from '../classes/grid/column/Action';
export { CheckColumn } from '../classes/grid/column/CheckColumn';
export { TemplateColumn } from '../classes/grid/column/Template';
export { RowNumberer } from '../classes/grid/column/RowNumberer';
export { CheckboxModel } from '../classes/selection/CheckboxModel';
export { Feature } from '../classes/grid/feature/Feature';
export { Grouping } from '../classes/grid/feature/Grouping';
export { Summary } from '../classes/grid/feature/Summary';
export { GroupingSummary } from '../classes/grid/feature/GroupingSummary';
export { RowBody } from '../classes/grid/feature/RowBody';
export { BufferedRenderer } from '../classes/grid/plugin/BufferedRenderer';
export { JsonP } from '../classes/data/JsonP';
export { JsonPProxy } from '../classes/data/proxy/JsonP';
export { CellEditing } from '../classes/grid/plugin/CellEditing';
export { CellModel } from '../classes/selection/CellModel';
export { PropertyGrid } from '../classes/grid/property/Grid';
export { RowExpander } from '../classes/grid/plugin/RowExpander';
