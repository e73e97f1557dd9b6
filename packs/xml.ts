/**
 * The XML pack (`dist/lib-xml.js` after `dist/lib.js`, or `import 'lib-ext4/xml'`): the XML
 * reader and writer of the data layer (`reader: 'xml'`, `writer: 'xml'`; Lib.data.reader.Xml,
 * Lib.data.writer.Xml). JSON and arrays need no pack.
 *
 * @example
 *   import Lib from 'lib-ext4/data';
 *   import 'lib-ext4/xml';
 *   Lib.create('Lib.data.Store', {model: 'App.User',
 *     proxy: {type: 'ajax', url: '/users.xml', reader: {type: 'xml', record: 'user'}}});
 */
export { XmlReader } from '../classes/data/reader/Xml';
export { XmlWriter } from '../classes/data/writer/Xml';
