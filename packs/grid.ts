/**
 * The grid pack (`dist/lib-grid.js` after `dist/lib.js`, or `import 'lib-ext4/grid'`): grid
 * features beyond the grid, its columns and its row editor — `Lib.toolbar.Paging`
 * (`pagingtoolbar`), the toolbar that pages a store.
 *
 * @example
 *   <script src="dist/lib.js"></script>
 *   <script src="dist/lib-grid.js"></script>
 */
export { Paging } from '../classes/toolbar/Paging';
