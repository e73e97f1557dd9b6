/**
 * The names each optional pack registers (classes, alternate names, full aliases), in the
 * core: using one of them while its pack is not loaded fails with an error naming the script
 * to add (`Lib.create('Lib.form.field.HtmlEditor')` → "it is in the forms pack: load
 * dist/lib-forms.js after dist/lib.js"). spec/packs.spec.ts checks the table against what each
 * pack script registers.
 */
import { namespace, packOf, root, suggest } from '../lib/ClassManager';
import { raise } from '../lib/Error';

/** Each pack's names, separated by blanks. */
export const PACK_NAMES: Readonly<Record<string, string>> = {
  forms:
    'Lib.form.CheckboxGroup widget.checkboxgroup Lib.form.FieldContainer widget.fieldcontainer ' +
    'Lib.form.FieldSet widget.fieldset Lib.form.RadioGroup widget.radiogroup ' +
    'Lib.form.field.File Lib.form.FileUploadField Lib.ux.form.FileUploadField Lib.form.File ' +
    'widget.filefield widget.fileuploadfield ' +
    'Lib.form.field.Hidden Lib.form.Hidden widget.hiddenfield widget.hidden ' +
    'Lib.form.field.HtmlEditor Lib.form.HtmlEditor widget.htmleditor ' +
    'Lib.form.field.Radio Lib.form.Radio widget.radiofield widget.radio ' +
    'Lib.form.field.TextArea Lib.form.TextArea widget.textareafield widget.textarea ' +
    'Lib.form.field.Time Lib.form.TimeField Lib.form.Time widget.timefield ' +
    'Lib.menu.DatePicker widget.datemenu',
  tips:
    'Lib.tip.Tip Lib.Tip Lib.tip.ToolTip Lib.ToolTip widget.tooltip Lib.tip.QuickTip ' +
    'Lib.QuickTip widget.quicktip Lib.tip.QuickTipManager Lib.QuickTips',
  xml: 'Lib.data.reader.Xml Lib.data.XmlReader reader.xml Lib.data.writer.Xml Lib.data.XmlWriter writer.xml',
  loader: 'Lib.ComponentLoader',
};

for (const pack of Object.keys(PACK_NAMES)) {
  for (const name of PACK_NAMES[pack].split(' ')) packOf[name] = pack;
}

// Legacy pages call `Ext.QuickTips.init()` first thing: without the tips pack that call says
// which script to add, rather than failing on `undefined`. The pack's singleton replaces it.
const quickTips = {
  init: () => raise('Lib.QuickTips.init', 'Lib.QuickTips is not loaded' + suggest('Lib.QuickTips')),
};
namespace('Lib.tip').QuickTipManager = root.QuickTips = quickTips;
