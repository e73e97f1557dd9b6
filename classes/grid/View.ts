/**
 * `Lib.grid.View` (xtype `gridview`): the view a grid panel creates for its rows — a
 * `Lib.view.Table` (see there for rendering, virtual scrolling, events and node lookups).
 * Configure it through the grid's `viewConfig`.
 *
 * @example
 *   Lib.create('Lib.grid.Panel', {viewConfig: {stripeRows: false, emptyText: 'No users'}, ...});
 */
import { registerClass } from '../../lib/Class';
import { TableView, type TableViewConfig } from '../view/Table';

export type GridViewConfig = TableViewConfig;

// Construction takes the configs of `Lib.view.Table` (`GridViewConfig`).
export class GridView extends TableView {}

registerClass(GridView, 'Lib.grid.View', {
  xtype: 'gridview',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.View': typeof GridView;
  }
  interface AliasMap {
    'widget.gridview': typeof GridView;
  }
}
