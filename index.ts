/**
 * The full build: the core plus every registered class. `dist/lib.mjs` is built from here,
 * `dist/lib.js` (the global script) from `global.ts`.
 */
import { Lib } from './lib/Lib';
// Every registered class (each file registers itself on import).
import './classes/Ajax';
import './classes/Component';
import './classes/ComponentManager';
import './classes/EventObjectImpl';
import './classes/button/Button';
import './classes/data/Batch';
import './classes/data/Connection';
import './classes/data/Errors';
import './classes/data/Field';
import './classes/data/Model';
import './classes/data/Operation';
import './classes/data/Request';
import './classes/data/ResultSet';
import './classes/data/SortTypes';
import './classes/data/Store';
import './classes/data/StoreManager';
import './classes/data/Types';
import './classes/data/proxy/Ajax';
import './classes/data/proxy/Memory';
import './classes/data/proxy/Proxy';
import './classes/data/proxy/Rest';
import './classes/data/proxy/Server';
import './classes/data/reader/Array';
import './classes/data/reader/Json';
import './classes/data/reader/Reader';
import './classes/data/reader/Xml';
import './classes/data/writer/Json';
import './classes/data/writer/Writer';
import './classes/data/writer/Xml';
import './classes/data/validations';
import './classes/dom/Element';
import './classes/form/field/Base';
import './classes/form/field/Checkbox';
import './classes/form/field/ComboBox';
import './classes/form/field/Date';
import './classes/form/field/Display';
import './classes/form/field/Number';
import './classes/form/field/Text';
import './classes/form/field/VTypes';
import './classes/util/DelayedTask';
import './classes/util/Event';
import './classes/util/Filter';
import './classes/util/Format';
import './classes/util/Grouper';
import './classes/util/Observable';
import './classes/util/Sorter';
import './classes/view/BoundList';

export { Lib };
export default Lib;
export { Base } from './lib/Base';
export { LibError } from './lib/Error';
export { define, registerClass } from './lib/Class';
export type { ClassBody, ClassHooks } from './lib/Class';
export type { ClassMap, AliasMap } from './lib/ClassManager';
