/**
 * The grid pack (`dist/lib-grid.js` after `dist/lib.js`, or `import 'lib-ext4/grid'`): grid
 * features beyond the grid, its columns and its row editor — `Lib.toolbar.Paging`
 * (`pagingtoolbar`), the toolbar that pages a store; `Lib.grid.plugin.CellEditing`
 * (`cellediting`), editing a cell at a time; `Lib.selection.CellModel` (`selType:
 * 'cellmodel'`), selecting a cell; `Lib.grid.property.Grid` (`propertygrid`), editing an object's
 * properties.
 *
 * @example
 *   <script src="dist/lib.js"></script>
 *   <script src="dist/lib-grid.js"></script>
 */
export { Paging } from '../classes/toolbar/Paging';
export { CellEditing } from '../classes/grid/plugin/CellEditing';
export { CellModel } from '../classes/selection/CellModel';
export { PropertyGrid } from '../classes/grid/property/Grid';
