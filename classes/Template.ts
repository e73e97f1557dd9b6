/**
 * `Lib.Template`: an HTML fragment with placeholders. `{0}` and `{name}` are replaced by the
 * values given to `apply` (an array or an object), `{name:format}` and `{name:format(args)}`
 * pass the value through a `Lib.util.Format` function (`{price:usMoney}`,
 * `{text:ellipsis(10)}`, `{d:date("Y-m-d")}`) or, with `this.`, through a member function of
 * the template. A template is parsed once (at `compile()` or its first use) and then
 * interpreted: it never turns into code (no `eval`), so it works under a strict Content
 * Security Policy.
 *
 * Values are NOT HTML-encoded unless the placeholder says so (`{name:htmlEncode}`), as in Ext:
 * `apply` returns the raw string. Whatever writes into the page (`append`, `overwrite`, ...
 * and a component's `tpl`) goes through `Lib.dom.Markup`, the sanitizer: scripts and event
 * handlers never run, formatting stays.
 *
 * @example
 *   const t = new Lib.Template('<div class="{cls}">{name:htmlEncode} {value:ellipsis(10)}</div>');
 *   t.append(document.body, {cls: 'row', name: 'Ada', value: 'a rather long text'});
 */
import { Base } from '../lib/Base';
import { registerClass } from '../lib/Class';
import { isArray, isFn, isObj, isString } from '../lib/check';
import { cfg, checkConfigs, declareConfigs, fail } from '../lib/config';
import { raise } from '../lib/Error';
import { isDate } from '../lib/lang/is';
import { apply } from '../lib/lang/Object';
import { Format } from './util/Format';
import { Element } from './dom/Element';
import { Markup } from './dom/Markup';
import { checkName, compile, member, type Get, type Scope } from './Template.expr';

/** A parsed template: writes its output for the values in scope. */
export type Emit = (out: unknown[], s: Scope) => void;

/** What an insertion returns: the new node, or with `returnElement` its `Lib.dom.Element`. */
export type TplInserted<R extends boolean> = R extends true ? Element : HTMLElement;

/** The config object a template takes after its markup strings (plus any member functions). */
export interface TemplateConfig {
  /** Parses the template at once (default `false`: at its first use). */
  compiled?: boolean;
  /** Ignores the formats of `{name:format}` placeholders (default `false`). */
  disableFormats?: boolean;
  /** Ext's code definitions: refused, since Lib runs no template code. */
  definitions?: never;
}

/** Where the node goes, and which node Ext returns, for each insertion. */
const PLACES = {
  beforeBegin: 'previousSibling',
  afterBegin: 'firstChild',
  beforeEnd: 'lastChild',
  afterEnd: 'nextSibling',
} as const;

const TYPES = /^(string|number|boolean)$/;

/** Functions by name: the formats of `Lib.util.Format`, or a template's member functions. */
type Calls = Record<string, (...args: unknown[]) => unknown>;

/** Runs the writers of `list`. */
export const run = (list: Emit[], out: unknown[], s: Scope): void => {
  for (const emit of list) emit(out, s);
};

/** A writer of `text`. */
export const text =
  (text: string): Emit =>
  (out) =>
    out.push(text);

/** A writer of what `get` gives, unless `null` or `undefined`. */
export const put =
  (get: Get): Emit =>
  (out, s) => {
    const v = get(s);
    if (v != null) out.push(v + '');
  };

export class Template extends Base {
  /** The template markup (the strings given, joined). */
  declare html: string;
  declare compiled: boolean;
  declare disableFormats: boolean;
  /** The config object given after the strings (`{}` when none). */
  declare initialConfig: TemplateConfig;
  /** Always `true` on templates. */
  declare isTemplate: true;
  /** @internal The parsed template (`null` until parsed). */
  declare $emit: Emit | null;

  /**
   * @param html The markup: strings joined in order (or one array of them); a config object
   *   among them (`{compiled, disableFormats}` and member functions) is applied to the
   *   template.
   */
  override $construct(...html: unknown[]): this {
    const me = this;
    const parts = html.length == 1 && isArray(html[0]) ? html[0] : html;
    const strings: string[] = [];
    me.initialConfig = {};
    for (const part of parts) {
      if (isString(part)) strings.push(part);
      else if (isObj(part)) apply(me, apply(me.initialConfig, checkConfigs(me, part)));
      else fail(me.$className, 'html', 'strings or a config object', part);
    }
    me.html = strings.join('');
    me.$emit = null;
    if (me.compiled) me.compile();
    return me;
  }

  /**
   * A template of the class it is called on from an element's `value` (a hidden textarea) or
   * its `innerHTML`: `Lib.XTemplate.from('tpl-el')`.
   */
  static from<T extends typeof Template>(
    this: T,
    el: unknown,
    config?: TemplateConfig,
  ): InstanceType<T> {
    const dom =
      (Element.getDom(el) as HTMLTextAreaElement | null) ||
      fail(this.$className + '.from', 'el', 'an element or an element id', el);
    return new this(dom.value || dom.innerHTML, config || {}) as InstanceType<T>;
  }

  /**
   * The markup with `values` (an object, or an array for `{0}`, `{1}`...) filled in;
   * `parent` is what an XTemplate's `parent` reads at the top level.
   */
  apply(values?: unknown, parent?: unknown): string {
    return this.applyOut(values, [], parent).join('');
  }

  /** Same as `apply`. */
  applyTemplate(values?: unknown): string {
    return this.apply(values);
  }

  /** Pushes the output for `values` onto `out` and returns `out`. */
  applyOut(values: unknown, out: unknown[], parent?: unknown): unknown[] {
    const me = this;
    (me.$emit || me.compile().$emit!)(out, {
      values,
      parent: parent || {},
      xindex: 1,
      xcount: 1,
      tpl: me,
    });
    return out;
  }

  /** Replaces the markup (and parses it at once with `compile`); returns the template. */
  set(html: string, compile?: boolean): this {
    this.html = html;
    this.$emit = null;
    return compile ? this.compile() : this;
  }

  /** Parses the template now (a malformed one throws here); returns the template. */
  compile(): this {
    this.$emit = this.parse(this.html);
    return this;
  }

  /** @internal Parses `html`: text and `{name}`, `{name:format(args)}` placeholders. */
  parse(html: string): Emit {
    const parts: Emit[] = [];
    let at = 0;
    html.replace(/\{([\w-]+)(?::([\w.]*)(?:\((.*?)\))?)?\}/g, (tag, name, format, args, index) => {
      parts.push(text(html.slice(at, index)), put(this.tag(tag, name, format, args)));
      at = index + tag.length;
      return '';
    });
    parts.push(text(html.slice(at)));
    return (out, s) => run(parts, out, s);
  }

  /**
   * @internal A placeholder's getter: `name` is a key of the values, `.` the values, `#` the
   * loop index, `$` the loop key, `a.b` and `parent.a` a path; then `math` (`+1`) and the
   * format (a `Lib.util.Format` function or `this.member`) with its arguments.
   */
  tag(tag: string, name: string, format?: string, args?: string, math?: string): Get {
    const me = this;
    const where = me.$className;
    const path =
      /^[^-]*\.[^-]*$/.test(name) && isNaN(name as unknown as number) ? name.split('.') : [name];
    let get: Get =
      name == '.'
        ? (s) => (TYPES.test(typeof s.values) || isDate(s.values) ? s.values : '')
        : name == '#'
          ? (s) => s.xindex
          : name == '$'
            ? (s) => s.xkey
            : (s) =>
                path.reduce<unknown>(
                  (o, key, i) =>
                    i
                      ? member(o, key, where)
                      : path[1] && key == 'parent'
                        ? s.parent
                        : member(s.values, key, where),
                  0,
                );
    if (math) {
      Format.math(0, math); // a malformed expression throws now
      const value = get;
      get = (s) => Format.math(value(s) as number, math);
    }
    if (!format || me.disableFormats) return get;
    const own = format.slice(0, 5) == 'this.';
    const fn = checkName(own ? format.slice(5) : format, where);
    if (!isFn((own ? me : Format)[fn as keyof object])) {
      raise(where, `unknown format '${format}' in ${tag}`);
    }
    const argv = args ? compile(args, where, true) : () => [];
    const value = get;
    return (s) => ((own ? s.tpl : Format) as Calls)[fn](value(s), ...(argv(s) as unknown[]));
  }

  /** Fills in `values` and inserts the result as the first child of `el`; returns the new node (or its Element with `returnElement`). */
  insertFirst<R extends boolean = false>(
    el: unknown,
    values: unknown,
    returnElement?: R,
  ): TplInserted<R> {
    return this.doInsert('afterBegin', el, values, returnElement) as TplInserted<R>;
  }

  /** Fills in `values` and inserts the result before `el`; returns the new node (or its Element). */
  insertBefore<R extends boolean = false>(
    el: unknown,
    values: unknown,
    returnElement?: R,
  ): TplInserted<R> {
    return this.doInsert('beforeBegin', el, values, returnElement) as TplInserted<R>;
  }

  /** Fills in `values` and inserts the result after `el`; returns the new node (or its Element). */
  insertAfter<R extends boolean = false>(
    el: unknown,
    values: unknown,
    returnElement?: R,
  ): TplInserted<R> {
    return this.doInsert('afterEnd', el, values, returnElement) as TplInserted<R>;
  }

  /** Fills in `values` and appends the result to `el`; returns the new node (or its Element). */
  append<R extends boolean = false>(
    el: unknown,
    values: unknown,
    returnElement?: R,
  ): TplInserted<R> {
    return this.doInsert('beforeEnd', el, values, returnElement) as TplInserted<R>;
  }

  /** Fills in `values` and replaces the content of `el` with the result; returns its first node (or its Element). */
  overwrite<R extends boolean = false>(
    el: unknown,
    values: unknown,
    returnElement?: R,
  ): TplInserted<R> {
    return this.doInsert('', el, values, returnElement) as TplInserted<R>;
  }

  /**
   * @internal Writes the output for `values` at `where` of `el` (`''`: as its content),
   * sanitized by `Lib.dom.Markup`.
   */
  doInsert(
    where: keyof typeof PLACES | '',
    el: unknown,
    values: unknown,
    returnElement?: boolean,
  ): unknown {
    const me = this;
    const dom =
      Element.getDom(el) ||
      fail(me.$className + '#insert', 'el', 'a node, an Element or an element id', el);
    const html = me.apply(values);
    if (where) dom.insertAdjacentHTML(where.toLowerCase() as InsertPosition, Markup.sanitize(html));
    else Markup.setHtml(dom, html);
    const node = dom[where ? PLACES[where] : 'firstChild'];
    return returnElement ? Element.get(node) : node;
  }
}

registerClass(Template, 'Lib.Template', {
  $configs: declareConfigs<TemplateConfig, object>({
    compiled: false,
    disableFormats: false,
    definitions: cfg([() => false, 'absent (Lib templates run no code)']),
  }),
  isTemplate: true,
});

declare module '../lib/ClassManager' {
  interface ClassMap {
    'Lib.Template': typeof Template;
  }
}
