// Type-level spec of the event maps (`$eventMap`, classes/util/Observable.types.ts), checked by
// `npm run typecheck` (strict tsc over spec/); nothing here runs. A handler gets Ext JS 4.2.1's
// arguments for the event, typed; a subclass inherits its parent's events with itself as the
// first argument; each `@ts-expect-error` below fails the check if the types stop catching it.
import Lib from '../../index';
import type { Component } from '../../classes/Component';
import type { Model } from '../../classes/data/Model';
import type { Operation } from '../../classes/data/Operation';
import type { Store } from '../../classes/data/Store';
import type { AjaxProxy } from '../../classes/data/proxy/Ajax';
import type { Batch } from '../../classes/data/Batch';
import type { EventObjectImpl } from '../../classes/EventObjectImpl';
import type { Container } from '../../classes/container/Container';
import type { Panel, PanelEvents } from '../../classes/panel/Panel';
import type { Window } from '../../classes/window/Window';
import type { Button } from '../../classes/button/Button';
import type { Menu } from '../../classes/menu/Menu';
import type { TabPanel } from '../../classes/tab/Panel';
import type { GridPanel } from '../../classes/grid/Panel';
import type { TableView } from '../../classes/view/Table';
import type { SelectionModel } from '../../classes/selection/Model';
import type { RowEditing } from '../../classes/grid/plugin/RowEditing';
import type { EditContext } from '../../classes/grid/plugin/Editing';
import type { Basic } from '../../classes/form/Basic';
import type { Action } from '../../classes/form/action/Action';
import type { FormPanel } from '../../classes/form/Panel';
import type { TextField } from '../../classes/form/field/Text';
import type { ComboBox } from '../../classes/form/field/ComboBox';
import type { LoadMask } from '../../classes/LoadMask';
import type { ToolTip } from '../../classes/tip/ToolTip';
import { Observable } from '../../classes/util/Observable';

declare const store: Store;
declare const proxy: AjaxProxy;
declare const batch: Batch;
declare const component: Component;
declare const container: Container;
declare const panel: Panel;
declare const win: Window;
declare const button: Button;
declare const tabs: TabPanel;
declare const grid: GridPanel;
declare const view: TableView;
declare const selModel: SelectionModel;
declare const rowEditing: RowEditing;
declare const form: Basic;
declare const formPanel: FormPanel;
declare const field: TextField;
declare const combo: ComboBox;
declare const mask: LoadMask;
declare const tip: ToolTip;

// Stores: Ext's argument lists, inferred.
store.on('load', (s, records, ok) => {
  const same: Store = s;
  const list: Model[] | undefined = records;
  const done: boolean = ok;
  void [same, list, done];
});
store.on('datachanged', (s) => void s.getCount());
store.on('update', (s, record, operation, modified) => {
  const names: string[] | null = modified;
  void [s.getCount(), record.get('id'), operation.toUpperCase(), names];
});
store.on('write', (s, operation) => {
  const op: Operation = operation;
  void [s, op];
});
store.on('add', (s, records, index) => void [records.length, index.toFixed()]);
store.on('beforesync', (operations) => void operations.create);
// Lib.create by name answers the class's instance, events included.
Lib.create('Lib.data.Store', { fields: ['id'] }).on('clear', (s) => void s.getCount());

// @ts-expect-error a misspelt event
store.on('lod', () => {});
// @ts-expect-error a handler whose argument types are not the event's
store.on('load', (s: Store, records: string) => void [s, records]);
// @ts-expect-error a handler wanting more than the event gives (and the options object)
store.on('datachanged', (s: Store, a: number, b: number, c: number) => void [s, a, b, c]);

// Proxies and batches.
proxy.on('exception', (p, response, operation) => {
  const self: AjaxProxy = p;
  void [self, response?.status, operation.getError()];
});
batch.on('operationcomplete', (b, operation) => void [b.operations, operation]);

// Components: a subclass's listeners get the subclass, for its own and inherited events.
component.on('render', (c) => void c.getId());
component.on('show', (c) => void c.isVisible());
component.on('hide', (c) => void c.isVisible());
component.on('resize', (c, width, height, oldWidth) => void [c, width + height, oldWidth]);
container.on('add', (ct, item, index) => void [ct.items, item.getId(), index.toFixed()]);
panel.on('collapse', (p) => {
  const self: Panel = p;
  void self.collapsed;
});
panel.on('render', (p) => void p.collapsed);
panel.on('titlechange', (p, title, old) => void [p, title.length, old?.length]);
win.on('close', (w) => {
  const self: Window = w;
  void self;
});
win.on('maximize', (w) => void w.maximized);
win.on('afterrender', (w) => void w.maximized);
button.on('click', (b, e) => {
  const ev: EventObjectImpl = e;
  void [b.pressed, ev];
});
button.on('menushow', (b, menu) => {
  const m: Menu = menu;
  void [b, m];
});
tabs.on('tabchange', (t, card, old) => void [t.getActiveTab(), card.getId(), old]);
mask.on('show', (m) => void m);
tip.on('beforeshow', (t) => void t.target);
// @ts-expect-error a panel event on a plain component
component.on('collapse', () => {});
// @ts-expect-error a handler for the wrong class
panel.on('collapse', (b: Button) => void b);

// Grid, view, selection model: relayed events keep their origin's arguments.
grid.on('selectionchange', (sm, selected) => {
  const s: SelectionModel = sm;
  const records: Model[] = selected;
  void [s, records];
});
grid.on('itemclick', (v, record, item, index, e) => {
  const tv: TableView = v;
  void [tv, record.get('id'), item.tagName, index.toFixed(), e.getTarget()];
});
grid.on('reconfigure', (g, newStore) => void [g.getStore(), newStore]);
grid.on('collapse', (g) => void g.getStore());
view.on('cellclick', (v, td, cellIndex, record, tr, rowIndex) => void [td, cellIndex, rowIndex]);
view.on('refresh', (v) => void v);
selModel.on('select', (sm, record, index) => void [sm.getSelection(), record, index]);
// @ts-expect-error itemclick gives the record second, not the index
grid.on('itemclick', (v: TableView, index: number) => void [v, index]);

// Editing plugins.
rowEditing.on('edit', (editor, context) => {
  const ctx: EditContext = context;
  void [editor.editing, ctx.record, ctx.newValues];
});
rowEditing.on('validateedit', (editor, context) => {
  context.cancel = !context.record;
  return editor.editing;
});
grid.on('edit', (editor, context) => void [editor, context.rowIdx]);
// @ts-expect-error the context is an object, not a record
rowEditing.on('edit', (editor: RowEditing, context: string) => void [editor, context]);

// Forms: the form's events, relayed by the form panel; fields.
form.on('actioncomplete', (f, action) => {
  const a: Action = action;
  void [f.isValid(), a];
});
formPanel.on('actioncomplete', (f, action) => void [f.isValid(), action]);
formPanel.on('fieldvaliditychange', (p, f, valid) => void [p.getForm(), f.getName(), valid]);
field.on('change', (f, newValue, oldValue) => void [f.getValue(), newValue, oldValue]);
field.on('specialkey', (f, e) => void e.getKey());
combo.on('select', (c, records) => void [c.getValue(), records.length]);
// @ts-expect-error a form event on a field
field.on('actioncomplete', () => {});

// Listeners objects are checked per event.
panel.on({ collapse: (p) => void p.collapsed, scope: panel });
// @ts-expect-error an unknown event in a listeners object
panel.on({ colapse: () => {} });

// Escapes for events the maps do not list (see `DynamicName` and `$eventMap`):
// 1. a name TypeScript knows only as `string` is not checked;
panel.on('myevent' as string, (...args: unknown[]) => void args);
panel.fireEvent('myevent' as string, panel, 1);
const names: string[] = ['collapse', 'expand'];
for (const name of names) panel.on(name, () => {});
// 2. a DOM event of an element, with the `element` option;
panel.on('dblclick', (e: EventObjectImpl) => void e, null, { element: 'body' });
// 3. a subclass declares its own events on top of its parent's.
interface FancyPanelEvents<S> extends PanelEvents<S> {
  sparkle: [panel: S, brightness: number];
}
abstract class FancyPanel extends (Object as unknown as typeof Panel) {
  declare $eventMap: FancyPanelEvents<this>;
  shine(): void {
    this.fireEvent('sparkle', this, 3);
    // @ts-expect-error the declared arguments are checked when firing, too
    this.fireEvent('sparkle', this, 'bright');
  }
}
declare const fancy: FancyPanel;
fancy.on('sparkle', (p, brightness) => void [p.shine(), brightness.toFixed()]);
fancy.on('collapse', (p) => void p.shine());
// An untyped observable (the default) takes any name and arguments, inside its class too.
class Untyped extends Observable {
  ping(): void {
    this.fireEvent('ping', this, 1, 'two');
  }
}
new Untyped().on('ping', (a: Untyped, b: number) => void [a, b]);
// Every typed observable is still an Observable.
const plain: Observable[] = [store, panel, grid, selModel, form, rowEditing];
export { plain };

// The inferred arguments are the declared types, not `any`.
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
store.on('load', (s, records, ok) => {
  const exact: [
    Same<typeof s, Store>,
    Same<typeof records, Model[] | undefined>,
    Same<typeof ok, boolean>,
  ] = [true, true, true];
  void exact;
});
panel.on('render', (p) => {
  const exact: Same<typeof p, Panel> = true;
  void exact;
});
grid.on('itemclick', (v, record) => {
  const exact: [Same<typeof v, TableView>, Same<typeof record, Model>] = [true, true];
  void exact;
});
rowEditing.on('validateedit', (editor, context) => {
  const exact: [Same<typeof editor, RowEditing>, Same<typeof context, EditContext>] = [true, true];
  void exact;
});
