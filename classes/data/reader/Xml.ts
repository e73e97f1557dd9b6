/**
 * `Lib.data.reader.Xml` (alias `reader.xml`, also `Lib.data.XmlReader`): reads XML answers.
 * The records are the elements matching `record` (inside the first element matching `root`,
 * when one is set); a field's value is the text of the first element its `mapping` (else its
 * name) selects inside the record — a tag name, a CSS selector (`'address > city'`) or
 * `'@attr'` for an attribute of the record element. `totalProperty`, `successProperty`,
 * `messageProperty` and `idProperty` are selectors too.
 *
 * It reads `response.responseXML`, or parses `responseText` with `DOMParser` where one exists
 * (browsers, happy-dom). Without a `DOMParser` (plain Node) it fails with an error saying so;
 * a body that is not well-formed XML reads as a failure with the parser's message.
 *
 * @example
 *   Lib.create('reader.xml', {model: 'App.User', record: 'user', totalProperty: 'total'});
 *   // <users><total>10</total><user id="7"><name>Ada</name></user></users>
 */
import { registerClass } from '../../../lib/Class';
import { LibError } from '../../../lib/Error';
import { ResultSet } from '../ResultSet';
import { Reader, type ReaderConfig, type Accessor } from './Reader';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export interface XmlReaderConfig extends ReaderConfig {
  /** The selector of a record element (default `'record'`). */
  record?: string;
}

const WHERE = 'Lib.data.reader.Xml';
/** A plain element name: looked up with getElementsByTagName (fast, and namespace prefixes work). */
const TAG_NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;

export class XmlReader extends Reader {
  declare record: string;
  /** The document of the last read (Ext's `xmlData`). */
  declare xmlData?: Any;

  override $construct(config?: XmlReaderConfig) {
    if (
      config &&
      config.record !== undefined &&
      (typeof config.record !== 'string' || config.record === '')
    ) {
      throw new TypeError(
        `[${WHERE}] config 'record' must be a non-empty selector string, got ${String(config.record)}`,
      );
    }
    return super.$construct(config);
  }

  /**
   * The XML document of a response: `responseXML`, else `responseText` parsed with
   * `DOMParser`. A body that is not well-formed gives an unsuccessful ResultSet saying why;
   * no `DOMParser` to parse with throws a `Lib.Error`.
   */
  override getResponseData(response: Any): Any {
    const xml = response.responseXML;
    if (xml && typeof xml === 'object') return xml;
    return this.parse(response.responseText);
  }

  /** Reads an XML document (or XML text, or the first of an array of documents). */
  override readRecords(data: Any): ResultSet {
    let doc = Array.isArray(data) ? data[0] : data;
    if (typeof doc === 'string') {
      doc = this.parse(doc);
      if (doc instanceof ResultSet) return doc;
    }
    this.xmlData = doc;
    return super.readRecords(doc);
  }

  /** @internal Parses XML text; a parse error gives an unsuccessful ResultSet. */
  parse(text: unknown): Any {
    const Parser = (globalThis as Any).DOMParser;
    if (typeof Parser !== 'function') {
      throw new LibError(
        'cannot read XML text: there is no DOMParser here (plain Node); run in a browser or a DOM such as happy-dom, or pass a parsed document as responseXML',
        { sourceMethod: `${WHERE}#getResponseData` },
      );
    }
    const doc = new Parser().parseFromString(String(text ?? ''), 'application/xml');
    const error =
      doc && doc.getElementsByTagName ? doc.getElementsByTagName('parsererror')[0] : null;
    if (!doc || !doc.documentElement || error) {
      const detail = error
        ? String(error.textContent || '')
            .trim()
            .replace(/\s+/g, ' ')
        : '';
      return new ResultSet({
        total: 0,
        count: 0,
        records: [],
        success: false,
        message: `the answer is not well-formed XML${detail ? ': ' + detail.slice(0, 200) : ''}`,
      });
    }
    return doc;
  }

  /** An accessor for a selector: the text of the first element it selects, `'@x'` an attribute. */
  override createAccessor(path: string, _index?: number): Accessor {
    return selectorAccessor(path);
  }

  /**
   * Whether a record element carries `field`: it has the node the field is read from — the
   * attribute of an `'@attr'` mapping, else an element the field's `mapping` (or its name)
   * selects, even an empty one (the server sent the field empty: it reads as the field's
   * default). A function mapping counts as carried. A row that is no XML node (a record's own
   * data) is asked as a plain object, as the json reader does.
   */
  override hasField(raw: Any, field: Any): boolean {
    if (!isNode(raw)) return super.hasField(raw, field);
    const mapping = field.mapping;
    if (typeof mapping === 'function') return true;
    const selector =
      mapping !== undefined && mapping !== null && mapping !== '' ? String(mapping) : field.name;
    if (selector.charAt(0) === '@') return raw.getAttribute(selector.slice(1)) !== null;
    return firstNode(selector, raw) !== null;
  }

  /**
   * What a record element holds under a plain `name` (the writer's `clientIdProperty`,
   * echoed back): the text of the element `name` selects (`''` when empty), or with
   * `'@name'` the attribute; `undefined` when there is none. A row that is no XML node is
   * asked as a plain object.
   */
  override rawValue(raw: Any, name: string): Any {
    if (!isNode(raw)) return super.rawValue(raw, name);
    if (name.charAt(0) === '@') {
      const value = raw.getAttribute(name.slice(1));
      return value === null ? undefined : value;
    }
    const node = firstNode(name, raw);
    return node === null ? undefined : node.textContent;
  }

  /** @internal XML values are never read by a plain key. */
  override fieldKey(_field: Any, _index: number): string | number | null {
    return null;
  }

  /** @internal Selector accessors for the record elements, total, success and message. */
  override getAccessors(): NonNullable<Reader['$accessors']> {
    const key = [
      this.root,
      this.record,
      this.totalProperty,
      this.successProperty,
      this.messageProperty,
    ].join('\u0000');
    let accessors = this.$accessors;
    if (!accessors || accessors.key !== key) {
      const root = this.root ? selectorNode(this.root) : null;
      const record = this.record;
      accessors = this.$accessors = {
        key,
        root: (doc: Any) => {
          const node = root ? root(doc) : doc;
          if (!node || typeof node !== 'object') return [];
          if (node.nodeName === record) return [node];
          return Array.from(selectAll(record, node));
        },
        total: this.totalProperty ? selectorAccessor(this.totalProperty) : () => undefined,
        success: this.successProperty ? selectorAccessor(this.successProperty) : () => undefined,
        message: this.messageProperty ? selectorAccessor(this.messageProperty) : null,
        meta: null,
      };
    }
    return accessors;
  }
}

/** The first node a selector picks inside `node` (a plain name: the first such descendant). */
function selectorNode(selector: string): (node: Any) => Any {
  if (TAG_NAME.test(selector)) {
    return (node) =>
      node && typeof node.getElementsByTagName === 'function'
        ? node.getElementsByTagName(selector)[0] || null
        : null;
  }
  return (node) =>
    node && typeof node.querySelector === 'function' ? node.querySelector(selector) : null;
}

/** Whether `raw` is an XML element rather than a plain object. */
function isNode(raw: Any): boolean {
  return (
    raw !== null &&
    typeof raw === 'object' &&
    typeof raw.getElementsByTagName === 'function' &&
    typeof raw.getAttribute === 'function'
  );
}

/**
 * The first node `selector` picks inside `node` (as `selectorNode` does, without making a
 * function), `null` for none; a selector the DOM refuses picks none.
 */
function firstNode(selector: string, node: Any): Any {
  try {
    if (TAG_NAME.test(selector)) return node.getElementsByTagName(selector)[0] || null;
    return typeof node.querySelector === 'function' ? node.querySelector(selector) : null;
  } catch {
    return null;
  }
}

function selectAll(selector: string, node: Any): ArrayLike<Any> {
  if (TAG_NAME.test(selector)) return node.getElementsByTagName(selector);
  return typeof node.querySelectorAll === 'function' ? node.querySelectorAll(selector) : [];
}

/**
 * The value a selector reads: the text of the selected element (`undefined` when there is
 * none or it is empty, so the field's default applies), or with `'@name'` the attribute of
 * the node itself.
 */
export function selectorAccessor(selector: string): Accessor {
  if (selector.charAt(0) === '@') {
    const attribute = selector.slice(1);
    return (node) => {
      if (!node || typeof node.getAttribute !== 'function') return undefined;
      const value = node.getAttribute(attribute);
      return value === null ? undefined : value;
    };
  }
  const select = selectorNode(selector);
  return (node) => {
    const found = select(node);
    return found && found.firstChild ? found.textContent : undefined;
  };
}

registerClass(XmlReader, 'Lib.data.reader.Xml', {
  alias: 'reader.xml',
  alternateClassName: 'Lib.data.XmlReader',
  record: 'record',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.reader.Xml': typeof XmlReader;
  }
  interface AliasMap {
    'reader.xml': typeof XmlReader;
  }
}
