/**
 * The names each optional pack registers (its classes and their full aliases), in the core:
 * using one of them while its pack is not loaded fails with an error naming the script to add
 * (`Lib.create('Lib.form.field.HtmlEditor')` → "it is in the forms pack: load
 * dist/lib-forms.js after dist/lib.js"). The classes' alternate names (`Lib.form.TextArea`),
 * which legacy code uses, are left out to spare the core's bytes: the `Ext` shim's rename table
 * (shim/names.ts) lists their `Ext.*` forms, which then name the pack too, and without the shim
 * such a name is an unknown name (with a "did you mean"). spec/packs.spec.ts checks both
 * tables against what each pack script registers.
 */
import { namespace, packOf, root, suggest } from '../lib/ClassManager';
import { raise } from '../lib/Error';

/** Each pack's names, separated by blanks. */
export const PACK_NAMES: Readonly<Record<string, string>> = {
  forms:
    'Lib.form.CheckboxGroup widget.checkboxgroup Lib.form.FieldContainer widget.fieldcontainer ' +
    'Lib.form.FieldSet widget.fieldset Lib.form.RadioGroup widget.radiogroup ' +
    'Lib.form.field.File widget.filefield widget.fileuploadfield ' +
    'Lib.form.field.Hidden widget.hiddenfield widget.hidden ' +
    'Lib.form.field.HtmlEditor widget.htmleditor Lib.form.field.Radio widget.radiofield ' +
    'widget.radio Lib.form.field.TextArea widget.textareafield widget.textarea ' +
    'Lib.form.field.Time widget.timefield Lib.menu.DatePicker widget.datemenu ' +
    'Lib.slider.Multi widget.multislider Lib.slider.Single widget.slider widget.sliderfield ' +
    'Lib.ProgressBar widget.progressbar',
  tips:
    'Lib.tip.Tip Lib.tip.ToolTip widget.tooltip Lib.tip.QuickTip widget.quicktip ' +
    'Lib.tip.QuickTipManager Lib.QuickTips',
  xml: 'Lib.data.reader.Xml reader.xml Lib.data.writer.Xml writer.xml',
  loader: 'Lib.ComponentLoader',
  view: 'Lib.view.View widget.dataview Lib.selection.DataViewModel selection.dataviewmodel',
  app:
    'Lib.app.Application Lib.app.Controller Lib.app.EventBus Lib.data.association.Association ' +
    'Lib.data.association.HasMany association.hasmany Lib.data.association.BelongsTo ' +
    'association.belongsto Lib.data.association.HasOne association.hasone',
  grid:
    'Lib.toolbar.Paging widget.pagingtoolbar Lib.state.Manager Lib.state.Provider ' +
    'Lib.state.CookieProvider Lib.state.LocalStorageProvider Lib.grid.column.Action ' +
    'widget.actioncolumn Lib.grid.column.CheckColumn widget.checkcolumn ' +
    'Lib.grid.column.Template widget.templatecolumn Lib.grid.column.RowNumberer ' +
    'widget.rownumberer Lib.selection.CheckboxModel selection.checkboxmodel ' +
    'Lib.grid.feature.Feature feature.feature Lib.grid.feature.Grouping feature.grouping ' +
    'Lib.grid.feature.Summary feature.summary Lib.grid.feature.GroupingSummary ' +
    'feature.groupingsummary Lib.grid.feature.RowBody feature.rowbody ' +
    'Lib.grid.plugin.BufferedRenderer plugin.bufferedrenderer Lib.grid.plugin.RowExpander ' +
    'plugin.rowexpander Lib.data.JsonP Lib.data.proxy.JsonP proxy.jsonp proxy.scripttag ' +
    'Lib.grid.plugin.CellEditing plugin.cellediting Lib.selection.CellModel ' +
    'selection.cellmodel Lib.grid.property.Grid widget.propertygrid',
  widgets:
    'Lib.layout.container.Table layout.table Lib.layout.container.Absolute layout.absolute ' +
    'Lib.container.ButtonGroup widget.buttongroup Lib.button.Cycle widget.cycle ' +
    'Lib.form.Label widget.label',
};

for (const pack of Object.keys(PACK_NAMES)) {
  for (const name of PACK_NAMES[pack].split(' ')) packOf[name] = pack;
}

// Legacy pages call `Ext.QuickTips.init()` first thing (an MVC application calls it for them).
// Without the tips pack that call warns once, naming the pack, and the `data-qtip` texts show
// as the browser's own tooltips (`title`, as text) rather than not at all. The pack's
// singleton replaces this one.
const titled = new WeakSet<Element>();
const quickTips = {
  init() {
    if (quickTips.on) return;
    quickTips.on = true;
    console.warn(
      '[Lib.QuickTips.init] data-qtip texts show as title tooltips' + suggest('Lib.QuickTips'),
    );
    document.addEventListener('mouseover', (event) => {
      const el = (event.target as Element).closest?.('[data-qtip]');
      if (el && (titled.has(el) || !el.hasAttribute('title'))) {
        titled.add(el);
        const text = new DOMParser().parseFromString(el.getAttribute('data-qtip')!, 'text/html');
        el.setAttribute('title', text.body.textContent!);
      }
    });
  },
  on: false,
};
namespace('Lib.tip').QuickTipManager = root.QuickTips = quickTips;

// Likewise `Lib.application` (`Ext.application`) without the app pack; the pack replaces it.
root.application = () =>
  raise('Lib.application', 'Lib.app.Application is not loaded' + suggest('Lib.app.Application'));
