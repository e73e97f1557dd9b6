/**
 * Names for the `Ext` shim: which Lib class an `Ext.*` class name (or one of Ext JS 4's
 * alternate names) stands for, and which aliases are Ext JS framework aliases, so that an
 * unknown one can be reported by name. `Ext.x.Y` is `Lib.x.Y` unless the table below says
 * otherwise.
 *
 * @example
 *   libNamesFor('Ext.data.RestProxy'); // ['Lib.data.proxy.Rest', 'Lib.data.RestProxy']
 */

/**
 * Ext names whose Lib twin is not simply `Lib.` + the rest: Ext JS 4 alternate class names
 * (so they work whether or not Lib registers the same alternate) and classes Ext JS 5+ moved.
 */
export const CLASS_RENAMES: Readonly<Record<string, string>> = {
  // Ext JS 4 alternate names
  'Ext.data.RestProxy': 'Lib.data.proxy.Rest',
  'Ext.data.HttpProxy': 'Lib.data.proxy.Ajax',
  'Ext.data.AjaxProxy': 'Lib.data.proxy.Ajax',
  'Ext.data.ServerProxy': 'Lib.data.proxy.Server',
  'Ext.data.DataProxy': 'Lib.data.proxy.Proxy',
  'Ext.data.Proxy': 'Lib.data.proxy.Proxy',
  'Ext.data.MemoryProxy': 'Lib.data.proxy.Memory',
  'Ext.data.JsonReader': 'Lib.data.reader.Json',
  'Ext.data.ArrayReader': 'Lib.data.reader.Array',
  'Ext.data.XmlReader': 'Lib.data.reader.Xml',
  'Ext.data.Reader': 'Lib.data.reader.Reader',
  'Ext.data.DataReader': 'Lib.data.reader.Reader',
  'Ext.data.JsonWriter': 'Lib.data.writer.Json',
  'Ext.data.XmlWriter': 'Lib.data.writer.Xml',
  'Ext.data.Writer': 'Lib.data.writer.Writer',
  'Ext.data.DataWriter': 'Lib.data.writer.Writer',
  'Ext.data.Record': 'Lib.data.Model',
  'Ext.StoreMgr': 'Lib.data.StoreManager',
  'Ext.StoreManager': 'Lib.data.StoreManager',
  'Ext.data.StoreMgr': 'Lib.data.StoreManager',
  'Ext.ComponentMgr': 'Lib.ComponentManager',
  'Ext.Element': 'Lib.dom.Element',
  'Ext.grid.GridPanel': 'Lib.grid.Panel',
  'Ext.grid.Column': 'Lib.grid.column.Column',
  'Ext.grid.DateColumn': 'Lib.grid.column.Date',
  'Ext.grid.NumberColumn': 'Lib.grid.column.Number',
  'Ext.grid.BooleanColumn': 'Lib.grid.column.Boolean',
  'Ext.grid.TemplateColumn': 'Lib.grid.column.Template',
  'Ext.grid.ActionColumn': 'Lib.grid.column.Action',
  'Ext.grid.RowNumberer': 'Lib.grid.column.RowNumberer',
  'Ext.Panel': 'Lib.panel.Panel',
  'Ext.Button': 'Lib.button.Button',
  'Ext.form.Field': 'Lib.form.field.Base',
  'Ext.form.BaseField': 'Lib.form.field.Base',
  'Ext.form.TextField': 'Lib.form.field.Text',
  'Ext.form.NumberField': 'Lib.form.field.Number',
  'Ext.form.DateField': 'Lib.form.field.Date',
  'Ext.form.Checkbox': 'Lib.form.field.Checkbox',
  'Ext.form.ComboBox': 'Lib.form.field.ComboBox',
  'Ext.form.DisplayField': 'Lib.form.field.Display',
  'Ext.form.VTypes': 'Lib.form.field.VTypes',
  // Alternate names of the packs' classes (the core's table of pack names lists only the
  // classes and aliases: with these, an alternate used without its pack names the pack too)
  'Ext.form.FileUploadField': 'Lib.form.field.File',
  'Ext.ux.form.FileUploadField': 'Lib.form.field.File',
  'Ext.form.File': 'Lib.form.field.File',
  'Ext.form.Hidden': 'Lib.form.field.Hidden',
  'Ext.form.HtmlEditor': 'Lib.form.field.HtmlEditor',
  'Ext.form.Radio': 'Lib.form.field.Radio',
  'Ext.form.TextArea': 'Lib.form.field.TextArea',
  'Ext.form.TimeField': 'Lib.form.field.Time',
  'Ext.form.Time': 'Lib.form.field.Time',
  'Ext.Slider': 'Lib.slider.Single',
  'Ext.form.SliderField': 'Lib.slider.Single',
  'Ext.slider.SingleSlider': 'Lib.slider.Single',
  'Ext.slider.Slider': 'Lib.slider.Single',
  'Ext.slider.MultiSlider': 'Lib.slider.Multi',
  'Ext.Tip': 'Lib.tip.Tip',
  'Ext.ToolTip': 'Lib.tip.ToolTip',
  'Ext.QuickTip': 'Lib.tip.QuickTip',
  'Ext.DataView': 'Lib.view.View',
  'Ext.data.Association': 'Lib.data.association.Association',
  'Ext.data.HasManyAssociation': 'Lib.data.association.HasMany',
  'Ext.data.BelongsToAssociation': 'Lib.data.association.BelongsTo',
  'Ext.data.HasOneAssociation': 'Lib.data.association.HasOne',
  'Ext.PagingToolbar': 'Lib.toolbar.Paging',
  'Ext.ux.CheckColumn': 'Lib.grid.column.CheckColumn',
  'Ext.data.ScriptTagProxy': 'Lib.data.proxy.JsonP',
  'Ext.grid.PropertyGrid': 'Lib.grid.property.Grid',
  'Ext.layout.TableLayout': 'Lib.layout.container.Table',
  'Ext.layout.AbsoluteLayout': 'Lib.layout.container.Absolute',
  'Ext.ButtonGroup': 'Lib.container.ButtonGroup',
  'Ext.CycleButton': 'Lib.button.Cycle',
  // Ext JS 4's abstract bases, which legacy code extends and overrides: Lib has one class
  // where Ext had the abstract one and its subclass.
  'Ext.AbstractComponent': 'Lib.Component',
  'Ext.container.AbstractContainer': 'Lib.container.Container',
  'Ext.panel.AbstractPanel': 'Lib.panel.Panel',
  'Ext.view.AbstractView': 'Lib.view.View',
  // Ext JS 5+ locations of Ext JS 4 classes
  'Ext.data.field.Field': 'Lib.data.Field',
};

/**
 * The Lib names to try for an `Ext.*` name, best first: the table's entry, then
 * `Lib.` + the rest. Empty for a name outside the `Ext` namespace.
 */
export function libNamesFor(name: string): string[] {
  if (!name.startsWith('Ext.') || name.length === 4) return [];
  const direct = 'Lib.' + name.slice(4);
  const renamed = CLASS_RENAMES[name];
  return renamed && renamed !== direct ? [renamed, direct] : [direct];
}

/** Ext alternate names to also publish on the Lib namespace (`Ext.grid.GridPanel`). */
export function alternateProperties(): Array<[string, string]> {
  return Object.keys(CLASS_RENAMES).map((name) => ['Lib.' + name.slice(4), CLASS_RENAMES[name]]);
}

/** Ext JS 4.2 framework aliases, by prefix (the xtypes, ptypes and types legacy code names). */
const EXT_ALIASES: Record<string, string> = {
  widget:
    'component box container panel window viewport toolbar tbfill tbseparator tbspacer tbtext ' +
    'tbitem pagingtoolbar button splitbutton cycle buttongroup menu menuitem menucheckitem ' +
    'menuseparator colormenu datemenu grid gridpanel treepanel propertygrid tablepanel gridview ' +
    'treeview tableview dataview listview gridcolumn templatecolumn numbercolumn datecolumn ' +
    'booleancolumn actioncolumn rownumberer checkcolumn treecolumn headercontainer roweditor ' +
    'roweditorbuttons form fieldset fieldcontainer field textfield textareafield textarea ' +
    'numberfield datefield timefield checkboxfield checkbox checkboxgroup radiofield radio ' +
    'radiogroup combobox combo displayfield hiddenfield hidden filefield fileuploadfield ' +
    'htmleditor triggerfield trigger pickerfield spinnerfield sliderfield slider multislider ' +
    'boundlist label image imagecomponent progressbar tooltip quicktip tabpanel tab tabbar ' +
    'header title tool splitter draw chart flash editor datepicker monthpicker colorpicker ' +
    'messagebox loadmask',
  plugin:
    'rowediting cellediting rowexpander bufferedrenderer gridviewdragdrop treeviewdragdrop ' +
    'headerreorderer headerresizer',
  proxy: 'proxy server ajax rest memory jsonp scripttag direct localstorage sessionstorage',
  reader: 'json array xml',
  writer: 'base json xml',
  store: 'store array json jsonp tree node buffer direct xml',
  selection: 'rowmodel cellmodel checkboxmodel treemodel',
  feature: 'grouping groupingsummary summary rowbody rowwrap',
  layout:
    'auto autocontainer fit border hbox vbox box card anchor absolute column table form ' +
    'accordion center',
};

const extAliases = new Set<string>();
for (const prefix of Object.keys(EXT_ALIASES)) {
  for (const name of EXT_ALIASES[prefix].split(' ')) extAliases.add(prefix + '.' + name);
}

/** Whether a full alias (`'widget.treepanel'`) is one of Ext JS 4's framework aliases. */
export function isExtAlias(alias: string): boolean {
  return extAliases.has(alias);
}
