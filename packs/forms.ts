/**
 * The forms pack (`dist/lib-forms.js` after `dist/lib.js`, or `import 'lib-ext4/forms'`): the
 * field types and form containers that only forms use — the HTML editor, the file, time,
 * text area, hidden and radio fields, the checkbox and radio groups, the field set and field
 * container, the date menu, the sliders (`Lib.slider.Single`, `Lib.slider.Multi`) and the
 * progress bar (`Lib.ProgressBar`) — and remote combo boxes (`queryMode: 'remote'`). The fields the
 * grid, its row editor and the form panel use (text, number, date, combo box, checkbox,
 * display) stay in `lib.js`.
 *
 * @example
 *   <script src="dist/lib.js"></script>
 *   <script src="dist/lib-forms.js"></script>
 *   <script>Lib.create('Lib.form.field.HtmlEditor', {renderTo: document.body});</script>
 */
export { CheckboxGroup } from '../classes/form/CheckboxGroup';
export { FieldContainer } from '../classes/form/FieldContainer';
export { FieldSet } from '../classes/form/FieldSet';
export { RadioGroup } from '../classes/form/RadioGroup';
export { FileField } from '../classes/form/field/File';
export { HiddenField } from '../classes/form/field/Hidden';
export { HtmlEditor } from '../classes/form/field/HtmlEditor';
export { Radio } from '../classes/form/field/Radio';
export { TextArea } from '../classes/form/field/TextArea';
export { TimeField } from '../classes/form/field/Time';
export { DatePickerMenu } from '../classes/menu/DatePicker';
export { MultiSlider } from '../classes/slider/Multi';
export { SingleSlider } from '../classes/slider/Single';
export { ProgressBar } from '../classes/ProgressBar';
// Installs remote querying on the core's combo box.
import '../classes/form/field/ComboBox.remote';
