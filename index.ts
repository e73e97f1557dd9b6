/**
 * The full build (`lib-ext4`): the data entry (`data.ts`, which holds the core, `core.ts`),
 * `Lib.Date` (`date.ts`) and every other registered class, with `Lib.util.Format` and the XML
 * reader and writer, which the data entry leaves out. `dist/lib.mjs` is built from here, `dist/lib.js` (the global
 * script) from `global.ts`.
 */
import { Lib } from './data';
import './date';
// What the data entry leaves out: the XML reader and writer (reading XML text needs a
// DOMParser) and Lib.util.Format (the renderers' helpers).
import './classes/data/reader/Xml';
import './classes/data/writer/Xml';
import './classes/util/Format';
// Every other registered class (each file registers itself on import).
import './classes/Component';
import './classes/ComponentLoader';
import './classes/ComponentManager';
import './classes/ComponentQuery';
import './classes/DomHelper';
import './classes/EventObjectImpl';
import './classes/LoadMask';
import './classes/Template';
import './classes/XTemplate';
import './classes/button/Button';
import './classes/button/Split';
import './classes/container/Container';
import './classes/container/Viewport';
import './classes/dom/CompositeElementLite';
import './classes/dom/Element';
import './classes/form/Basic';
import './classes/form/Panel';
import './classes/form/action/Action';
import './classes/form/action/Load';
import './classes/form/action/Submit';
import './classes/form/field/Base';
import './classes/form/field/Checkbox';
import './classes/form/field/ComboBox';
import './classes/form/field/Date';
import './classes/form/field/Display';
import './classes/form/field/Number';
import './classes/form/field/Text';
import './classes/form/field/VTypes';
import './classes/grid/Panel';
import './classes/grid/RowEditor';
import './classes/grid/View';
import './classes/grid/column/Boolean';
import './classes/grid/column/Column';
import './classes/grid/column/Date';
import './classes/grid/column/Number';
import './classes/grid/header/Container';
import './classes/grid/plugin/Editing';
import './classes/grid/plugin/RowEditing';
import './classes/Component.layout';
import './classes/layout/Layout';
import './classes/layout/container/Accordion';
import './classes/layout/container/Anchor';
import './classes/layout/container/Auto';
import './classes/layout/container/Border';
import './classes/layout/container/Box';
import './classes/layout/container/Card';
import './classes/layout/container/Column';
import './classes/layout/container/Fit';
import './classes/layout/container/Form';
import './classes/layout/container/HBox';
import './classes/layout/container/VBox';
import './classes/menu/CheckItem';
import './classes/menu/Item';
import './classes/menu/Manager';
import './classes/menu/Menu';
import './classes/menu/Separator';
import './classes/panel/Panel';
import './classes/panel/Tool';
import './classes/selection/Model';
import './classes/selection/RowModel';
import './classes/toolbar/Fill';
import './classes/toolbar/Item';
import './classes/toolbar/Paging';
import './classes/toolbar/Separator';
import './classes/toolbar/Spacer';
import './classes/toolbar/TextItem';
import './classes/toolbar/Toolbar';
import './classes/tab/Bar';
import './classes/tab/Panel';
import './classes/tab/Tab';
import './classes/tip/QuickTip';
import './classes/tip/QuickTipManager';
import './classes/tip/Tip';
import './classes/tip/ToolTip';
import './classes/util/Region';
import './classes/view/BoundList';
import './classes/view/Table';
import './classes/window/MessageBox';
import './classes/window/Window';
import './classes/ZIndexManager';

export * from './data';
export default Lib;
