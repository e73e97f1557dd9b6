/**
 * `Lib.XTemplate`: a `Lib.Template` with Ext's template language — loops over arrays
 * (`<tpl for="kids">` with `{#}` = `xindex` 1-based, `xcount`, `{.}` for the item itself,
 * `parent` for the values outside, `between=", "`), loops over an object's properties
 * (`<tpl foreach=".">` with `{$}` = `xkey`), conditions (`<tpl if="age &gt; 1">`,
 * `<tpl elseif="...">`, `<tpl else>`), `<tpl switch="x"><tpl case="a" case="b">...<tpl default>`,
 * `<tpl exec="...">`, inline expressions `{[xindex % 2 ? "odd" : "even"]}`, paths `{a.b}`,
 * arithmetic `{age+5}` and member functions given in the config object (`this.isBaby(age)`).
 *
 * The template is parsed once into a tree and interpreted; expressions are read by a small
 * evaluator (see Template.expr.ts for what it accepts), never run as code, so XTemplates work
 * under a Content Security Policy without `'unsafe-eval'`. Ext's code blocks `{% ... %}` are
 * statements and cannot run that way: a template holding one is refused with an error naming
 * its position. Values are not HTML-encoded unless a placeholder says `:htmlEncode`; what is
 * written into the page is sanitized by `Lib.dom.Markup`.
 *
 * @example
 *   new Lib.XTemplate(
 *     '<tpl for="kids"><p class="{[xindex % 2 ? "odd" : "even"]}">{#}. {name:htmlEncode}',
 *     '<tpl if="this.isBaby(age)"> (baby)</tpl></p></tpl>',
 *     {isBaby: (age) => age < 1},
 *   ).overwrite('kids', {kids: [{name: 'Ann', age: 3}, {name: 'Solomon', age: 0}]});
 */
import { registerClass } from '../lib/Class';
import { isArray, own } from '../lib/check';
import { LibError, raise } from '../lib/Error';
import { ItemList } from '../lib/ItemList';
import { htmlDecode } from '../lib/lang/String';
import { Template, put, run, text, type Emit } from './Template';
import { compile, member, type Get, type Scope } from './Template.expr';

const TOKENS = /\{%|\{\[|\{([^{}]+)\}|<tpl\b([^>]*)>|<\/tpl>/g;
const ATTRS =
  /\s*(if|elseif|switch|case|for|foreach|exec|between|\w+())\s*=\s*(?:"([^"]*)"|'([^']*)')\s*/gy;
const TAG = /^([\w.#$-]+)(?::([\w.]*)(?:\((.*?)\))?)?(\s?[-+*/]\s?[\d.+\-*/()]+)?$/;

/**
 * What a branch tests: in an `if` its condition (called), in a `switch` its case values
 * (searched); one type for both, as `block` reads it by the kind of the tag.
 */
type Test = Get & unknown[];
/** A branch of an `if` or a `switch`: its test and its body. */
type Branch = [Test, Emit[]];

/** What a `for` loops over: an array, a store, a collection, or one value. */
type Loopable = {
  isStore?: boolean;
  data: { items: unknown[] };
  isMixedCollection?: boolean;
  items: unknown[];
} | null;

export class XTemplate extends Template {
  /** The object owning a template made by `getTpl` (a class prototype or an instance). */
  declare owner?: object;

  /**
   * @internal Parses the template language. Malformed templates (an unclosed `<tpl>`, a stray
   * `</tpl>`, `<tpl else>` outside an `if`, an unknown attribute, a `{% %}` block, a bad
   * expression) throw a `Lib.Error` naming the position.
   */
  override parse(html: string): Emit {
    const me = this;
    const where = me.$className;
    let at = 0;
    let pos = 0;
    const error = (what: string): never => raise(where, `${what} (at ${pos} in the template)`);
    const expr = (source: string): Get =>
      source == '.' ? (s) => s.values : source == '..' ? (s) => s.parent : compile(source, where);
    /**
     * The writers up to the next `</tpl>` (returned with `true`), branch tag (`<tpl else>`,
     * `elseif`, `case` or `default`, returned with its attributes, the word as `$`, and the
     * text of the tag) or the end.
     */
    const seq = (): [Emit[], any, string?] => {
      const list: Emit[] = [];
      for (let m; (m = TOKENS.exec(html)); at = TOKENS.lastIndex) {
        const [token, tag, inside] = m;
        list.push(text(html.slice(at, (pos = m.index))));
        if (token == '{%') error('{% %} code blocks cannot run (no eval)');
        if (token == '{[') {
          const end = html.indexOf(']}', pos);
          if (end < 0) error("'{[' without ']}'");
          list.push(put(expr(html.slice(pos + 2, end))));
          TOKENS.lastIndex = end + 2;
        } else if (tag) {
          const parts = TAG.exec(tag);
          list.push(parts ? put(me.tag(token, ...(parts.slice(1) as [string]))) : text(token));
        } else if (inside == null) return ((at = TOKENS.lastIndex), [list, true]);
        else {
          const attrs: Record<string, any> = {};
          let rest = inside;
          ATTRS.lastIndex = 0;
          for (let a; (a = ATTRS.exec(inside)); rest = inside.slice(ATTRS.lastIndex)) {
            const [, name, unknown, v1, v2] = a;
            if (unknown != null) error(`unknown <tpl> attribute '${name}'`);
            const value = htmlDecode(v1 ?? v2);
            attrs[name] = name == 'case' ? [...(attrs.case || []), value] : value;
          }
          at = TOKENS.lastIndex;
          const word = (attrs.$ = rest.trim());
          if (word || attrs.elseif || attrs.case) return [list, attrs, inside];
          const kind = ['if', 'switch', 'for', 'foreach'].find((k) => k in attrs);
          const get = kind && expr(attrs[kind]);
          const open = pos;
          const branches: Branch[] = [];
          let other: Emit[] | undefined;
          let [body, end, raw] = seq();
          if (attrs.exec) body.unshift(me.exec(expr(attrs.exec)));
          if (kind == 'if') branches.push([get as Test, body]);
          // <tpl elseif>, <tpl else> in an if; <tpl case>, <tpl default> in a switch
          while (end && end !== true) {
            const branch = end;
            const test =
              kind == 'if'
                ? branch.elseif && expr(branch.elseif)
                : kind == 'switch' &&
                  branch.case?.map((c: string) => (/^\s*\d+\s*$/.test(c) ? +c : c));
            if (
              other ||
              !(test || branch.$ == (kind == 'if' ? 'else' : kind == 'switch' && 'default'))
            ) {
              error(`misplaced or unknown <tpl${raw}>`);
            }
            [body, end, raw] = seq();
            if (branch.exec) body.unshift(me.exec(expr(branch.exec)));
            if (test) branches.push([test as Test, body]);
            else other = body;
          }
          pos = open;
          if (!end) error(`<tpl${inside}> is not closed`);
          list.push(me.block(kind, get as Get, branches, other, body, attrs.between));
        }
      }
      return [list, undefined];
    };
    TOKENS.lastIndex = 0;
    let result: [Emit[], any, string?];
    try {
      result = seq();
      if (result[1]) {
        error(
          result[1] === true ? '</tpl> without <tpl>' : `misplaced or unknown <tpl${result[2]}>`,
        );
      }
    } catch (e) {
      // An error of an expression or a placeholder: say where it is.
      if (e instanceof LibError && !/in the template\)$/.test(e.msg)) error(e.msg);
      throw e;
    }
    const list = result[0];
    list.push(text(html.slice(at)));
    return (out, s) => run(list, out, s);
  }

  /** @internal Evaluates `get` for its effect (`<tpl exec>`); writes nothing. */
  exec(get: Get): Emit {
    return (_out, s) => void get(s);
  }

  /**
   * @internal The writer of a closed `<tpl>` of `kind` (`if`, `switch`, `for`, `foreach` or
   * none): its value, branches (condition or case values, body), `else`/`default` body, body
   * (of a loop or a plain tpl), and the text written between items.
   */
  block(
    kind: string | undefined,
    get: Get,
    branches: Branch[],
    other: Emit[] | undefined,
    body: Emit[],
    between?: string,
  ): Emit {
    const where = this.$className;
    if (kind == 'if' || kind == 'switch') {
      return (out, s) => {
        const value = kind == 'switch' && get(s);
        for (const [test, list] of branches) {
          if (kind == 'if' ? test(s) : test.includes(value)) return run(list, out, s);
        }
        if (other) run(other, out, s);
      };
    }
    if (!kind) return (out, s) => run(body, out, s);
    const each = kind == 'foreach';
    return (out, s) => {
      const c = get(s) as Loopable;
      const items = each
        ? c == null
          ? []
          : Object.keys(c)
        : !c
          ? []
          : isArray(c)
            ? c
            : c.isStore
              ? c.data.items
              : c.isMixedCollection || c instanceof ItemList
                ? c.items
                : [c];
      // One scope for the loop: the body runs with it, item after item.
      const inner: Scope = {
        values: null,
        parent: s.values,
        xindex: 0,
        xcount: items.length,
        xkey: s.xkey,
        tpl: s.tpl,
      };
      items.forEach((item: unknown, i: number) => {
        if (i && between) out.push(between);
        inner.values = each ? member(c, (inner.xkey = item as string), where) : item;
        inner.xindex = i + 1;
        run(body, out, inner);
      });
    };
  }

  /**
   * The template in `instance[name]`, made into an `XTemplate` the first time when it is a
   * string or an array of strings (and stored where it was found, the instance or a class
   * prototype, with `owner` set to that object, so one template serves every instance);
   * `null` when there is none.
   */
  static getTpl(instance: object, name: string): XTemplate | null {
    let tpl = (instance as Record<string, unknown>)[name] as XTemplate | string | string[] | null;
    if (tpl && !(tpl as XTemplate).isTemplate) {
      tpl = new XTemplate(tpl);
      let owner: object | null = instance;
      while (owner && !own(owner, name)) owner = Object.getPrototypeOf(owner);
      ((owner || instance) as Record<string, unknown>)[name] = tpl;
      tpl.owner = owner || instance;
    }
    return (tpl as XTemplate) || null;
  }
}

registerClass(XTemplate, 'Lib.XTemplate', {});

declare module '../lib/ClassManager' {
  interface ClassMap {
    'Lib.XTemplate': typeof XTemplate;
  }
}
