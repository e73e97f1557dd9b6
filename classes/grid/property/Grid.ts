/**
 * `Lib.grid.property.Grid` (xtype `propertygrid`, alternate `Lib.grid.PropertyGrid`; in the
 * grid pack): edits the properties of a plain object, one row per property (name, value),
 * with a `Lib.grid.plugin.CellEditing` (one click) on the value column and a
 * `Lib.selection.CellModel`. Each value is edited by a field of its type: a date field for a
 * `Date`, a number field for a number, a true/false combo for a boolean, a text field
 * otherwise (`sourceConfig[name].type` or `.editor` choose another). An edit writes the value
 * into `source` (`beforepropertychange(source, name, value, oldValue)` may refuse it) and
 * fires `propertychange(source, name, value, oldValue)`.
 *
 * @example
 *   Lib.create('Lib.grid.property.Grid', {
 *     renderTo: document.body, width: 300,
 *     source: {title: 'Users', pageSize: 25, autoLoad: true, created: new Date()},
 *     sourceConfig: {pageSize: {displayName: 'Page size'}},
 *   });
 */
import { registerClass } from '../../../lib/Class';
import { Lib } from '../../../lib/Lib';
import { cfg, declareConfigs } from '../../../lib/config';
import { ComponentManager } from '../../ComponentManager';
import { Store } from '../../data/Store';
import { GridPanel, type GridPanelConfig } from '../Panel';
import type { Model } from '../../data/Model';
import type { BaseField } from '../../form/field/Base';
import type { Column, ColumnRenderer } from '../column/Column';
import type { PluginSpec } from '../../Component';
import type { UtilFormat } from '../../util/Format';

/** The `Lib` namespace, where the format functions are found at render time. */
type LibRoot = { util: { Format: UtilFormat } };

/** A renderer's arguments after the value: `(metaData, record, rowIndex, colIndex, store, view)`. */
type RendererRest = Parameters<ColumnRenderer> extends [unknown, ...infer R] ? R : never;

/** The grid while `initComponent` reads its configs (`plugins` are still specs). */
type Configured = { plugins: PluginSpec[] };

/** How one property shows and is edited (`sourceConfig[name]`). */
export interface PropertyConfig {
  /** The name shown (default the property's name). */
  displayName?: string;
  /** Renders the value: `(value, metaData, record, ...)` as a column renderer. */
  renderer?: ColumnRenderer;
  /** The field editing it: a field, a field config or an xtype. */
  editor?: unknown;
  /** Its type, choosing the editor: 'date', 'number', 'boolean' or 'string'. */
  type?: 'date' | 'number' | 'boolean' | 'string';
}

export interface PropertyGridConfig extends GridPanelConfig {
  /** The object edited (default `{}`). */
  source?: Record<string, unknown>;
  /** Per property: `displayName`, `renderer`, `editor`, `type`. */
  sourceConfig?: Record<string, PropertyConfig>;
  /** Display names by property (Ext JS 4's older form of `sourceConfig[name].displayName`). */
  propertyNames?: Record<string, string>;
  /** Editors by property (the older form of `sourceConfig[name].editor`). */
  customEditors?: Record<string, unknown>;
  /** Renderers by property (the older form of `sourceConfig[name].renderer`). */
  customRenderers?: Record<string, ColumnRenderer>;
  /** Width of the name column in pixels (default 115). */
  nameColumnWidth?: number;
  /** Header of the name column (default 'Name'). */
  nameText?: string;
  /** Header of the value column (default 'Value'). */
  valueText?: string;
  /** The date format of dates shown (default 'm/j/Y'). */
  dateFormat?: string;
  /** Clicks that start an edit: 1 or 2 (default 1). */
  clicksToEdit?: 1 | 2;
}

export class PropertyGrid extends GridPanel {
  declare source: Record<string, unknown>;
  declare sourceConfig: Record<string, PropertyConfig>;
  declare propertyNames?: Record<string, string>;
  declare customEditors?: Record<string, unknown>;
  declare customRenderers?: Record<string, ColumnRenderer>;
  declare nameColumnWidth: number;
  declare nameText: string;
  declare valueText: string;
  declare dateFormat: string;
  declare clicksToEdit: 1 | 2;
  /** @internal The fields made for the value types and the `editor` configs, by name. */
  declare $editors: Map<string, BaseField>;

  /** Builds the store of the properties, the two columns, the cell editing and the cell model. */
  override initComponent(): void {
    const me = this;
    const config: Record<string, PropertyConfig> = {};
    // Ext JS 4's older per-property configs, then `sourceConfig` over them.
    const legacy: Array<[Record<string, unknown> | undefined, keyof PropertyConfig]> = [
      [me.propertyNames, 'displayName'],
      [me.customEditors, 'editor'],
      [me.customRenderers, 'renderer'],
    ];
    for (const [given, key] of legacy) {
      for (const name of Object.keys(given || {})) {
        (config[name] ||= {} as PropertyConfig)[key] = given![name] as never;
      }
    }
    for (const [name, value] of Object.entries(me.sourceConfig || {})) {
      config[name] = { ...config[name], ...value };
    }
    me.sourceConfig = config;
    me.source ||= {};
    me.$editors = new Map();
    me.store = new Store({ fields: ['name', 'value'] });
    me.setSource(me.source);
    me.columns = [
      {
        header: me.nameText,
        dataIndex: 'name',
        width: me.nameColumnWidth,
        renderer: (name: string) => config[name]?.displayName ?? name,
      },
      {
        header: me.valueText,
        dataIndex: 'value',
        flex: 1,
        editor: 'textfield',
        renderer: (value: unknown, ...rest: RendererRest) => me.renderValue(value, rest),
      },
    ] as unknown as Column[];
    me.selType = 'cellmodel';
    (me as Configured).plugins = [
      ...((me.plugins as PluginSpec[] | null) || []),
      {
        ptype: 'cellediting',
        clicksToEdit: me.clicksToEdit,
        // Whichever cell was clicked, the value is edited, by the field of its type.
        startEdit(record: Model) {
          return Object.getPrototypeOf(this).startEdit.call(this, record, 1);
        },
        getEditor: (record: Model) => me.getCellEditor(record),
      },
    ];
    super.initComponent();
    me.mon(me.store, 'update', me.onPropertyUpdate, me);
  }

  /** @internal Renders a value: the property's `renderer`, else dates formatted, else as is. */
  renderValue(value: unknown, rest: RendererRest): unknown {
    const renderer = this.sourceConfig[(rest[1] as Model).get('name') as string]?.renderer;
    if (renderer) return renderer(value, ...rest);
    // Lib.util.Format through the namespace: the pack adds no name to the core's table for it.
    return value instanceof Date
      ? (Lib as unknown as LibRoot).util.Format.date(value, this.dateFormat)
      : value;
  }

  /**
   * The field editing a property's value (`record`: its row): its `sourceConfig` editor, else
   * one per type (`type`, else the value's): date field, number field, true/false combo, text
   * field. Made on first use and kept.
   */
  getCellEditor(record: Model): BaseField {
    const me = this;
    const name = record.get('name') as string;
    const value = record.get('value');
    const config = me.sourceConfig[name] || {};
    const type =
      config.type ||
      (value instanceof Date
        ? 'date'
        : typeof value === 'number'
          ? 'number'
          : typeof value === 'boolean'
            ? 'boolean'
            : 'string');
    const key = config.editor ? '=' + name : type;
    let field = me.$editors.get(key);
    if (!field) {
      const editor = (config.editor as BaseField | Record<string, unknown> | undefined) || {
        xtype:
          (
            { date: 'datefield', number: 'numberfield', boolean: 'combo' } as Record<string, string>
          )[type] || 'textfield',
        ...(type === 'boolean' && { store: [true, false], editable: false, forceSelection: true }),
        ...(type === 'date' && { format: me.dateFormat }),
      };
      field = (editor as BaseField).isFormField
        ? (editor as BaseField)
        : ComponentManager.create<BaseField>(editor, 'textfield');
      me.$editors.set(key, field);
    }
    field.name = 'value';
    return field;
  }

  /**
   * @internal A value was edited: `beforepropertychange(source, name, value, oldValue)`
   * (`false` puts the old value back), then the value goes into `source`, the row is
   * committed and `propertychange(source, name, value, oldValue)` fires.
   */
  onPropertyUpdate(_store: Store, record: Model, operation: string): void {
    const me = this;
    if (operation !== 'edit') return;
    const name = record.get('name') as string;
    const value = record.get('value');
    const old = record.modified.value;
    if (me.fireEvent('beforepropertychange' as never, me.source, name, value, old) === false) {
      return record.reject();
    }
    me.source[name] = value;
    record.commit();
    me.fireEvent('propertychange' as never, me.source, name, value, old);
  }

  /** Edits another object (and, when given, its `sourceConfig`). */
  setSource(source: Record<string, unknown>, sourceConfig?: Record<string, PropertyConfig>): void {
    const me = this;
    me.source = source;
    if (sourceConfig) me.sourceConfig = { ...sourceConfig };
    me.store.loadData(Object.keys(source).map((name) => ({ name, value: source[name] })));
  }

  /** The object edited. */
  getSource(): Record<string, unknown> {
    return this.source;
  }

  /**
   * Sets a property's value (as an edit would, with the events); a property the object does
   * not have is added only with `create`.
   */
  setProperty(name: string, value: unknown, create?: boolean): void {
    const me = this;
    const store = me.store;
    const at = store.findExact('name', name);
    if (at >= 0) store.getAt(at)!.set('value', value);
    else if (create) {
      me.source[name] = value;
      store.add({ name, value });
    }
  }

  /** Removes a property from the object and the grid. */
  removeProperty(name: string): void {
    const store = this.store;
    const at = store.findExact('name', name);
    delete this.source[name];
    if (at >= 0) store.removeAt(at);
  }

  /** Releases the fields made for the values and the store of the properties. */
  override onDestroy(): void {
    const store = this.store;
    for (const field of this.$editors.values()) field.destroy();
    this.$editors.clear();
    super.onDestroy();
    store.destroy();
  }
}

registerClass(PropertyGrid, 'Lib.grid.property.Grid', {
  $configs: declareConfigs<PropertyGridConfig, GridPanelConfig>({
    source: cfg('object'),
    sourceConfig: cfg('object'),
    propertyNames: cfg('object'),
    customEditors: cfg('object'),
    customRenderers: cfg('object'),
    nameColumnWidth: 115,
    nameText: 'Name',
    valueText: 'Value',
    dateFormat: 'm/j/Y',
    clicksToEdit: cfg([(v) => v === 1 || v === 2, '1 or 2'], 1),
  }),
  xtype: 'propertygrid',
  alternateClassName: 'Lib.grid.PropertyGrid',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.property.Grid': typeof PropertyGrid;
    'Lib.grid.PropertyGrid': typeof PropertyGrid;
  }
  interface AliasMap {
    'widget.propertygrid': typeof PropertyGrid;
  }
}
