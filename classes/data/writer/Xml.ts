/**
 * `Lib.data.writer.Xml` (alias `writer.xml`, also `Lib.data.XmlWriter`): writes the records
 * of a request as XML text in `request.xmlData`: `header`, then each record as a `record`
 * element with one child element per value, wrapped in `documentRoot` (or, when that is
 * empty and there is not exactly one record, in `defaultDocumentRoot`). Unlike Ext JS 4,
 * values are XML-escaped (`<`, `&`, quotes), and a name that is no XML name is an error
 * rather than broken XML.
 *
 * @example
 *   Lib.create('writer.xml', {documentRoot: 'users', record: 'user'});
 *   // <users><user><id>7</id><name>Grace &amp; co</name></user></users>
 */
import { registerClass } from '../../../lib/Class';
import { raise } from '../../../lib/Error';
import { encode as encodeJson } from '../../../lib/lang/JSON';
import type { Request } from '../Request';
import { dateText, isString, keys } from '../../../lib/check';
import { cfg, declareConfigs, type OwnConfigs, type Test } from '../../../lib/config';
import { Writer, type WriterConfig } from './Writer';

export interface XmlWriterConfig extends WriterConfig {
  /**
   * The element around the records (default `'xmlData'`; `''` or `null` for none with one
   * record).
   */
  documentRoot?: string | null;
  /** The element around several records when `documentRoot` is empty (default `'xmlData'`). */
  defaultDocumentRoot?: string;
  /** Text before the document, such as `'<?xml version="1.0" encoding="UTF-8"?>'` (default `''`). */
  header?: string;
  /** The element of each record (default `'record'`). */
  record?: string;
}

/** An XML element name (ASCII letters, digits, `_`, `-`, `.`, and one namespace prefix). */
const XML_NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
/** The entity of each escaped character. */
const ENTITIES: Record<string, string> = {
  '&': 'amp',
  '<': 'lt',
  '>': 'gt',
  '"': 'quot',
  "'": 'apos',
};

const isName = (v: unknown) => isString(v) && XML_NAME.test(v);
const ELEMENT: Test = [isName, 'an XML element name'];

// Characters XML 1.0 cannot carry at all, not even as character references.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/**
 * Text with `&`, `<`, `>`, `"` and `'` escaped for XML. Control characters XML cannot carry
 * throw a `Lib.Error` rather than being dropped (dropping would lose what the user typed).
 */
export function escapeXml(text: string): string {
  if (NOT_XML.test(text)) {
    raise(
      'Lib.data.writer.Xml#writeRecords',
      `the value ${JSON.stringify(text.length > 60 ? text.slice(0, 57) + '...' : text)} holds a control character`,
    );
  }
  return text.replace(/[&<>"']/g, (ch) => '&' + ENTITIES[ch] + ';');
}

/**
 * The configs on the instance, as `XmlWriterConfig` types and documents them (a config without a
 * default is `undefined` until set).
 */
export interface XmlWriter extends OwnConfigs<XmlWriterConfig, WriterConfig> {}

export class XmlWriter extends Writer {
  /** Writes the XML text into `request.xmlData` and returns the request. */
  override writeRecords(request: Request, data: Array<Record<string, unknown>>): Request {
    /** `inner` in an element `name` (none for an empty name). */
    const element = (name: string | null | undefined, inner: string) =>
      name ? '<' + name + '>' + inner + '</' + name + '>' : inner;
    const root = this.documentRoot || (data.length !== 1 ? this.defaultDocumentRoot : '');
    const records = data.map((item) => {
      let fields = '';
      for (const key of keys(item)) {
        if (!XML_NAME.test(key)) {
          raise(`${this.$className}#writeRecords`, `'${key}' is not an XML element name`);
        }
        fields += element(key, escapeXml(textOf(item[key])));
      }
      return element(this.record, fields);
    });
    request.xmlData = (this.header || '') + element(root, records.join(''));
    return request;
  }
}

/** A value as element text: empty for null/undefined, local date-time for dates, JSON for objects. */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'object') return encodeJson(value);
  return String(value);
}

registerClass(XmlWriter, 'Lib.data.writer.Xml', {
  $configs: declareConfigs<XmlWriterConfig, WriterConfig>({
    // `null` is a value of its own: no element around one record, as `''`.
    documentRoot: cfg([(v) => v === '' || isName(v), "an XML element name or ''"], 'xmlData', true),
    defaultDocumentRoot: cfg(ELEMENT, 'xmlData'),
    header: '',
    record: cfg(ELEMENT, 'record'),
  }),
  alias: 'writer.xml',
  alternateClassName: 'Lib.data.XmlWriter',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.writer.Xml': typeof XmlWriter;
  }
  interface AliasMap {
    'writer.xml': typeof XmlWriter;
  }
}
