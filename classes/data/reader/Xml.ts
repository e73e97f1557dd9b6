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
import { isArray, isFn, isObj, isString } from '../../../lib/check';
import { cfg, declareConfigs, type OwnConfigs } from '../../../lib/config';
import { raise } from '../../../lib/Error';
import { ResultSet } from '../ResultSet';
import { Reader, pathOf, type ReaderConfig, type Accessor, type Accessors } from './Reader';
import type { Field } from '../Field';
import type { ConnectionResponse } from '../Connection.types';

export interface XmlReaderConfig extends ReaderConfig {
  /** The selector of a record element (default `'record'`). */
  record?: string;
}

/** A plain element name: looked up with getElementsByTagName (fast, and namespace prefixes work). */
const TAG_NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;

/**
 * The configs on the instance, as `XmlReaderConfig` types and documents them (a config without a
 * default is `undefined` until set).
 */
export interface XmlReader extends OwnConfigs<XmlReaderConfig, ReaderConfig> {}

export class XmlReader extends Reader {
  /** The document of the last read (Ext's `xmlData`). */
  declare xmlData?: Document;

  /**
   * The nested element of an association in a record element (see the association classes'
   * `readAssociated`): the first element `key` selects, or what a function `key` returns.
   */
  override getAssociatedDataRoot(row: unknown, key: string | ((row: unknown) => unknown)): unknown {
    return isFn(key) ? key(row) : pick(row, key);
  }

  /**
   * The XML document of a response: `responseXML`, else `responseText` parsed with
   * `DOMParser`. A body that is not well-formed gives an unsuccessful ResultSet saying why;
   * no `DOMParser` to parse with throws a `Lib.Error`.
   */
  override getResponseData(response: ConnectionResponse): unknown {
    const xml = response.responseXML;
    return isObj(xml) ? xml : this.parseXml(response.responseText);
  }

  /** Reads an XML document (or XML text, or the first of an array of documents). */
  override readRecords(data: unknown): ResultSet {
    let doc: unknown = isArray(data) ? data[0] : data;
    if (isString(doc)) {
      doc = this.parseXml(doc);
      if (doc instanceof ResultSet) return doc;
    }
    this.xmlData = doc as Document;
    return super.readRecords(doc);
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
  override hasField(raw: unknown, field: Field): boolean {
    if (!isNode(raw)) return super.hasField(raw, field);
    return isFn(field.mapping) || this.rawValue(raw, pathOf(field)) !== undefined;
  }

  /**
   * What a record element holds under a plain `name` (the writer's `clientIdProperty`,
   * echoed back): the text of the element `name` selects (`''` when empty), or with
   * `'@name'` the attribute; `undefined` when there is none. A row that is no XML node is
   * asked as a plain object.
   */
  override rawValue(raw: unknown, name: string): unknown {
    if (!isNode(raw)) return super.rawValue(raw, name);
    if (name[0] === '@') return attribute(raw, name.slice(1));
    try {
      return pick(raw, name)?.textContent;
    } catch {
      // A selector the DOM refuses picks none.
      return undefined;
    }
  }

  /** @internal XML values are never read by a plain key. */
  override $fieldKey(_field: Field, _index: number): string | number | null {
    return null;
  }

  /**
   * @internal The accessors of the base reader (selectors, through `createAccessor`), but the
   * root one gives the record elements (inside the first element matching `root`, when one is
   * set), and no `metaData` is read.
   */
  override $getAccessors(): Accessors {
    const known = this.$accessors;
    const accessors = super.$getAccessors();
    if (accessors !== known) {
      const { root, record } = this;
      accessors.metaProperty = accessors.record = null;
      accessors.root = (doc: unknown) => {
        const node = (root ? pick(doc, root) : doc) as Element | null;
        if (!isObj(node)) return [];
        if (node.nodeName === record) return [node];
        return Array.from(
          TAG_NAME.test(record)
            ? node.getElementsByTagName(record)
            : isFn(node.querySelectorAll)
              ? node.querySelectorAll(record)
              : [],
        );
      };
    }
    return accessors;
  }

  /**
   * @internal Parses XML text with `DOMParser` (none to parse with throws a `Lib.Error`); a
   * parse error gives an unsuccessful ResultSet saying why.
   */
  parseXml(text: unknown): Document | ResultSet {
    const Parser = (globalThis as { DOMParser?: typeof DOMParser }).DOMParser;
    if (typeof Parser !== 'function') {
      raise(`${this.$className}#getResponseData`, 'cannot read XML text: there is no DOMParser');
    }
    const doc = new Parser().parseFromString(String(text ?? ''), 'application/xml');
    const error = pick(doc, 'parsererror', true);
    if (!doc || !doc.documentElement || error) {
      const detail = String(error?.textContent || '')
        .replace(/\s+/g, ' ')
        .trim();
      return this.nullResultSet(
        'the answer is not well-formed XML' + (detail ? ': ' + detail.slice(0, 200) : ''),
      );
    }
    return doc;
  }
}

/** A node as `pick` calls it: by the name of its finding method. */
type Finder = Record<string, (selector: string) => unknown>;

/**
 * The first node `selector` picks inside `node` (`tag`, a plain name: the first such
 * descendant), `null` for none.
 */
export function pick(
  node: unknown,
  selector: string,
  tag = TAG_NAME.test(selector),
): Element | null {
  const method = tag ? 'getElementsByTagName' : 'querySelector';
  if (!node || !isFn((node as Finder)[method])) return null;
  return tag
    ? ((node as Finder)[method](selector) as ArrayLike<Element>)[0] || null
    : ((node as Finder)[method](selector) as Element | null);
}

/** An attribute of `node`, `undefined` when it has none. */
function attribute(node: unknown, name: string): string | undefined {
  const value =
    node && isFn((node as Element).getAttribute) ? (node as Element).getAttribute(name) : null;
  return value === null ? undefined : value;
}

/** Whether `raw` is an XML element rather than a plain object. */
function isNode(raw: unknown): boolean {
  return isObj(raw) && isFn(raw.getElementsByTagName) && isFn(raw.getAttribute);
}

/**
 * The value a selector reads: the text of the selected element (`undefined` when there is
 * none or it is empty, so the field's default applies), or with `'@name'` the attribute of
 * the node itself.
 */
export function selectorAccessor(selector: string): Accessor {
  if (selector[0] === '@') {
    const name = selector.slice(1);
    return (node) => attribute(node, name);
  }
  const tag = TAG_NAME.test(selector);
  return (node) => {
    const found = pick(node, selector, tag);
    return found && found.firstChild ? found.textContent : undefined;
  };
}

registerClass(XmlReader, 'Lib.data.reader.Xml', {
  $configs: declareConfigs<XmlReaderConfig, ReaderConfig>({
    record: cfg('name', 'record'),
  }),
  alias: 'reader.xml',
  alternateClassName: 'Lib.data.XmlReader',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.data.reader.Xml': typeof XmlReader;
  }
  interface AliasMap {
    'reader.xml': typeof XmlReader;
  }
}
