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
import { Template, type Emit } from './Template';
import { compile, member, type Get, type Scope } from './Template.expr';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** An open `<tpl>`: its kind, what it holds so far and the list it goes into when closed. */
interface Frame {
  type: string;
  at: number;
  up: Emit[];
  get?: Get;
  /** `if`: [condition, body] per branch; `switch`: [case values, body] per case. */
  branches: Array<[Any, Emit[]]>;
  /** The `else` or `default` body. */
  other?: Emit[];
  body: Emit[];
  attrs: Record<string, Any>;
}

const run = (list: Emit[], out: Any[], s: Scope) => {
  for (const emit of list) emit(out, s);
};

const TOKENS = /\{%|\{\[|\{([^{}]+)\}|<tpl\b([^>]*)>|<\/tpl>/g;
const ATTRS = /\s*(\w+)\s*=\s*(?:"([^"]*)"|'([^']*)')\s*/gy;
const TAG = /^([\w.#$-]+)(?::([\w.]*)(?:\((.*?)\))?)?(\s?[-+*/]\s?[\d.+\-*/()]+)?$/;
const KINDS = /^(if|elseif|switch|case|for|foreach|exec|between)$/;

export class XTemplate extends Template {
  /** The object owning a template made by `getTpl` (a class prototype or an instance). */
  declare owner?: Any;

  /**
   * @internal Parses the template language. Malformed templates (an unclosed `<tpl>`, a stray
   * `</tpl>`, `<tpl else>` outside an `if`, an unknown attribute, a `{% %}` block, a bad
   * expression) throw a `Lib.Error` naming the position.
   */
  override parse(html: string): Emit {
    const me = this;
    const where = me.$className;
    const top: Frame = { type: '', at: 0, up: [], branches: [], body: [], attrs: {} };
    const stack = [top];
    let frame = top;
    let list = top.body;
    let at = 0;
    let pos = 0;
    const error = (what: string): never => raise(where, `${what} (at ${pos} in the template)`);
    const expr = (source: string): Get =>
      source == '.' ? (s) => s.values : source == '..' ? (s) => s.parent : compile(source, where);
    TOKENS.lastIndex = 0;
    try {
      for (let m; (m = TOKENS.exec(html)); at = TOKENS.lastIndex) {
        const [token, tag, inside] = m;
        pos = m.index;
        list.push(me.text(html.slice(at, pos)));
        if (token == '{%') error('{% %} code blocks cannot run (no eval)');
        if (token == '{[') {
          const end = html.indexOf(']}', pos);
          if (end < 0) error("'{[' without ']}'");
          list.push(me.put(expr(html.slice(pos + 2, end))));
          TOKENS.lastIndex = end + 2;
        } else if (tag) {
          const parts = TAG.exec(tag) as Any;
          list.push(
            parts ? me.put(me.tag(token, ...(parts.slice(1) as [string]))) : me.text(token),
          );
        } else if (inside == null) {
          // </tpl>
          if (!stack.pop() || !stack.length) error('</tpl> without <tpl>');
          frame.up.push(me.block(frame));
          frame = stack[stack.length - 1];
          list = frame.other || frame.branches[frame.branches.length - 1]?.[1] || frame.body;
        } else {
          const attrs: Record<string, Any> = Object.create(null);
          let rest = inside;
          ATTRS.lastIndex = 0;
          for (let a; (a = ATTRS.exec(inside)); rest = inside.slice(ATTRS.lastIndex)) {
            const [, name, v1, v2] = a;
            if (!KINDS.test(name)) error(`unknown <tpl> attribute '${name}'`);
            const value = htmlDecode(v1 ?? v2);
            attrs[name] = name == 'case' ? [...(attrs.case || []), value] : value;
          }
          const word = rest.trim();
          const kind = ['if', 'switch', 'case', 'elseif', 'for', 'foreach', 'exec'].find(
            (k) => k in attrs,
          );
          if (word) {
            // <tpl else> in an if, <tpl default> in a switch
            if (kind || frame.type != { else: 'if', default: 'switch' }[word] || frame.other) {
              error(`misplaced or unknown <tpl${inside}>`);
            }
            list = frame.other = [];
          } else if (kind == 'elseif' || kind == 'case') {
            if (frame.type != (kind == 'case' ? 'switch' : 'if') || frame.other)
              error(`misplaced <tpl ${kind}>`);
            const test =
              kind == 'case'
                ? attrs.case.map((c: string) => (/^\s*\d+\s*$/.test(c) ? +c : c))
                : expr(attrs.elseif);
            frame.branches.push([test, (list = [])]);
          } else {
            frame = { type: kind || '', at: pos, up: list, branches: [], body: [], attrs };
            stack.push(frame);
            const get = kind && kind != 'exec' ? expr(attrs[kind]) : undefined;
            if (kind == 'if') frame.branches.push([get, (list = [])]);
            else {
              frame.get = get;
              // text between <tpl switch> and its first case is never written
              list = kind == 'switch' ? [] : frame.body;
            }
          }
          // exec runs where the tag opens: in its branch, or before each item of a loop
          if (attrs.exec) list.push(me.exec(expr(attrs.exec)));
        }
      }
      pos = frame.at;
      if (stack.length > 1) error(`<tpl ${frame.type}> is not closed`);
    } catch (e) {
      // An error of an expression or a placeholder: say where it is.
      if (e instanceof LibError && !/in the template\)$/.test(e.msg)) error(e.msg);
      throw e;
    }
    list.push(me.text(html.slice(at)));
    return (out, s) => run(top.body, out, s);
  }

  /** @internal Evaluates `get` for its effect (`<tpl exec>`); writes nothing. */
  exec(get: Get): Emit {
    return (_out, s) => void get(s);
  }

  /** @internal The writer of a closed `<tpl>`. */
  block(frame: Frame): Emit {
    const { type, get, branches, other, body, attrs } = frame;
    const where = this.$className;
    if (type == 'if' || type == 'switch') {
      return (out, s) => {
        const value = type == 'switch' && get!(s);
        for (const [test, list] of branches) {
          if (type == 'if' ? test(s) : test.includes(value)) return run(list, out, s);
        }
        if (other) run(other, out, s);
      };
    }
    if (!/^for/.test(type)) return (out, s) => run(body, out, s);
    const each = type == 'foreach';
    const between = attrs.between;
    return (out, s) => {
      const c = get!(s);
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
      items.forEach((item: Any, i: number) => {
        if (i && between) out.push(between);
        inner.values = each ? member(c, (inner.xkey = item), where) : item;
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
  static getTpl(instance: Any, name: string): XTemplate | null {
    let tpl = instance[name];
    if (tpl && !tpl.isTemplate) {
      tpl = new XTemplate(tpl);
      let owner = instance;
      while (owner && !own(owner, name)) owner = Object.getPrototypeOf(owner);
      (owner || instance)[name] = tpl;
      tpl.owner = owner || instance;
    }
    return tpl || null;
  }
}

registerClass(XTemplate, 'Lib.XTemplate', {});

declare module '../lib/ClassManager' {
  interface ClassMap {
    'Lib.XTemplate': typeof XTemplate;
  }
}
