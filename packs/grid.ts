/**
 * The grid pack (`dist/lib-grid.js` after `dist/lib.js`, or `import 'lib-ext4/grid'`): grid
 * features beyond the grid, its columns and its row editor — `Lib.toolbar.Paging`
 * (`pagingtoolbar`), the toolbar that pages a store; the buffered store (`buffered: true`,
 * Ext 4.2's infinite scrolling) with `Lib.grid.plugin.BufferedRenderer` (`bufferedrenderer`);
 * `Lib.data.JsonP` and the `jsonp` proxy.
 *
 * @example
 *   <script src="dist/lib.js"></script>
 *   <script src="dist/lib-grid.js"></script>
 */
export { Paging } from '../classes/toolbar/Paging';
export { BufferedRenderer } from '../classes/grid/plugin/BufferedRenderer';
export { JsonP } from '../classes/data/JsonP';
export { JsonPProxy } from '../classes/data/proxy/JsonP';
