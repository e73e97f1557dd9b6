/**
 * The grid pack (`dist/lib-grid.js` after `dist/lib.js`, or `import 'lib-ext4/grid'`): grid
 * features beyond the grid, its columns and its row editor — `Lib.toolbar.Paging`
 * (`pagingtoolbar`), the toolbar that pages a store; the grid features (`features: [...]`):
 * `Lib.grid.feature.Grouping` (`grouping`), `Summary` (`summary`) and `GroupingSummary`
 * (`groupingsummary`) on their base `Lib.grid.feature.Feature`.
 *
 * @example
 *   <script src="dist/lib.js"></script>
 *   <script src="dist/lib-grid.js"></script>
 */
export { Paging } from '../classes/toolbar/Paging';
export { Feature } from '../classes/grid/feature/Feature';
export { Grouping } from '../classes/grid/feature/Grouping';
export { Summary } from '../classes/grid/feature/Summary';
export { GroupingSummary } from '../classes/grid/feature/GroupingSummary';
