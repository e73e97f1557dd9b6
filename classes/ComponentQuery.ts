/**
 * `Lib.ComponentQuery`: finds components by CSS-like selectors over the component tree (Ext
 * 4.2's grammar). A component's children are what its `getRefItems()` returns; its owner is
 * `getRefOwner()` (`ownerCt`).
 *
 * - `grid`, `*`: `isXType('grid')` (a subclass matches its parents' xtypes); any component.
 *   `grid(true)` the class's own xtype only; `.grid` is `grid`.
 * - `#users`: `getItemId()` (the itemId, else the id) is `users`.
 * - `[hidden]`: a truthy property; `[text=v]`, `!=`, `^=`, `$=`, `*=`: the property's text is,
 *   is not, starts with, ends with, contains `v` (quoted or not).
 * - `:first`, `:last`: the first or last of what matched so far; `:not(selector)`.
 * - `{isVisible()}`: the method (no arguments, or literal ones) returns a truthy value;
 *   `{hidden}` a truthy property. Parsed, never evaluated.
 * - `a b`, `a > b`, `> b`: below an `a`; a direct child of an `a`; of the root.
 * - `a, b`: either, in document order, each component once.
 *
 * @example
 *   Lib.ComponentQuery.query('grid gridcolumn[dataIndex^=e]'); // email columns of every grid
 *   Lib.ComponentQuery.query('> headercontainer', grid); // [grid.headerCt]
 *   Lib.ComponentQuery.is(grid, 'panel:not([hidden])'); // true when shown
 */
import { registerClass } from '../lib/Class';
import * as ClassManager from '../lib/ClassManager';
import { Base } from '../lib/Base';
import { isFn, isString } from '../lib/check';
import { LibError, expects, isUnsafeKey } from '../lib/Error';
import { ComponentManager } from './ComponentManager';
import type { Component } from './Component';

/** A component as a filter reads it: any member by name (`[isFormField]`, `{isValid()}`). */
type Members = Component & Record<string, unknown>;

/** One simple selector of a compound (`grid`, `#id`, `[attr=v]`, `:first`, `{isVisible()}`). */
type Filter =
  | { kind: 'xtype'; xtype: string; shallow: boolean }
  | { kind: 'id'; id: string }
  | { kind: 'attr'; name: string; op: string; value: string | null }
  | { kind: 'first' | 'last' }
  | { kind: 'not'; list: Step[][] }
  | { kind: 'member'; name: string; args: unknown[] | null };

/**
 * A compound and the combinator before it: `''` (the first compound: filters the starting
 * set), `' '` (descendants of the previous matches) or `'>'` (their direct children).
 */
interface Step {
  combinator: '' | ' ' | '>';
  filters: Filter[];
}

/** A parsed selector list: one chain of steps per comma-separated selector. */
type SelectorList = Step[][];

const WHERE = 'Lib.ComponentQuery';
const IDENT = /[\w-]+/y;
// `$` may be in a name (`$className`), but not the one of a `$=` operator.
const ATTR_NAME = /(?:[\w-]|\$(?!=))+/y;
const NUMBER = /-?\d+(?:\.\d+)?/y;
const OPERATORS = ['^=', '$=', '*=', '!=', '='];
const PSEUDOS = ':first, :last, :not(selector)';
/** How many parsed selectors are kept (a page's selectors are few; generated ones are not). */
const CACHE_SIZE = 500;

/** The owner a component is below: `getRefOwner()` where it has one, else `ownerCt`. */
const ownerOf = (c?: Component) => (isFn(c?.getRefOwner) ? c!.getRefOwner() : c?.ownerCt);

/** A component's direct children: its `getRefItems(false)`, or none. */
const childrenOf = (c?: Component) => (isFn(c?.getRefItems) ? c!.getRefItems(false) || [] : []);

/**
 * Reads a selector string into steps. A small recursive-descent parser: every failure names
 * the selector and the position (0-based) where reading stopped.
 */
class Parser {
  declare text: string;
  declare pos: number;

  constructor(text: string) {
    this.text = text;
    this.pos = 0;
  }

  /** The whole text as a selector list. */
  parse(): SelectorList {
    const list = this.list();
    if (this.pos < this.text.length) this.fail(`unexpected '${this.text[this.pos]}'`);
    return list;
  }

  fail(what: string): never {
    throw new LibError(`invalid selector '${this.text}' at position ${this.pos}: ${what}`, {
      sourceMethod: WHERE,
      selector: this.text,
      position: this.pos,
    });
  }

  /** Skips white space; `true` when there was some. */
  space(): boolean {
    const start = this.pos;
    while (/\s/.test(this.text[this.pos] || '')) this.pos++;
    return this.pos > start;
  }

  /** Consumes `token` when the text continues with it. */
  eat(token: string): boolean {
    if (!this.text.startsWith(token, this.pos)) return false;
    this.pos += token.length;
    return true;
  }

  /** The match of a sticky pattern at the position (consumed), or `null`. */
  read(re: RegExp): string | null {
    re.lastIndex = this.pos;
    const match = re.exec(this.text);
    if (!match) return null;
    this.pos = re.lastIndex;
    return match[0];
  }

  /** Selectors separated by commas, up to the end or a `)`. */
  list(): SelectorList {
    const list: SelectorList = [this.chain()];
    while (this.eat(',')) list.push(this.chain());
    return list;
  }

  /** Compounds joined by combinators (an optional leading `>`). */
  chain(): Step[] {
    const steps: Step[] = [];
    this.space();
    let combinator: Step['combinator'] = this.eat('>') ? '>' : '';
    for (;;) {
      this.space();
      const filters = this.compound();
      if (!filters.length) {
        this.fail(
          this.pos < this.text.length
            ? `unexpected '${this.text[this.pos]}'`
            : 'a selector is missing',
        );
      }
      steps.push({ combinator, filters });
      const spaced = this.space();
      const next = this.text[this.pos];
      if (next === undefined || next === ',' || next === ')') return steps;
      if (this.eat('>')) combinator = '>';
      else if (spaced) combinator = ' ';
      else this.fail(`unexpected '${next}'`);
    }
  }

  /** The simple selectors of one compound (none when it does not start one). */
  compound(): Filter[] {
    const filters: Filter[] = [];
    const xtype = this.eat('*') ? '*' : this.read(IDENT);
    if (xtype) filters.push(this.xtype(xtype));
    for (;;) {
      const c = this.text[this.pos];
      if (c === '#') {
        this.pos++;
        filters.push({ kind: 'id', id: this.read(IDENT) ?? this.fail('an id is missing after #') });
      } else if (c === '.') {
        this.pos++;
        filters.push(this.xtype(this.read(IDENT) ?? this.fail('an xtype is missing after .')));
      } else if (c === '[') filters.push(this.attribute());
      else if (c === ':') filters.push(this.pseudo());
      else if (c === '{') filters.push(this.member());
      else return filters;
    }
  }

  /** An xtype test, shallow with a `(true)` suffix. */
  xtype(xtype: string): Filter {
    let shallow = false;
    if (this.eat('(true)')) shallow = true;
    else this.eat('(false)');
    return { kind: 'xtype', xtype, shallow };
  }

  /** `[name]` or `[name op value]`; the value may be quoted. */
  attribute(): Filter {
    this.pos++;
    this.space();
    const name = this.read(ATTR_NAME) ?? this.fail('an attribute name is missing');
    this.space();
    const op = OPERATORS.find((o) => this.eat(o));
    let value: string | null = null;
    if (op) {
      this.space();
      const quote = this.text[this.pos];
      if (quote === '"' || quote === "'") value = this.quoted();
      else {
        const end = this.text.indexOf(']', this.pos);
        if (end < 0) this.fail("']' is missing");
        value = this.text.slice(this.pos, end).trim();
        this.pos = end;
      }
      this.space();
    }
    if (!this.eat(']')) this.fail("']' is missing");
    return { kind: 'attr', name, op: op || '', value };
  }

  /** A quoted string (`'...'` or `"..."`, a backslash escapes the next character). */
  quoted(): string {
    const quote = this.text[this.pos++];
    let out = '';
    for (;;) {
      const c = this.text[this.pos++];
      if (c === undefined) {
        this.pos--;
        this.fail(`the closing ${quote} is missing`);
      }
      if (c === quote) return out;
      out += c === '\\' ? (this.text[this.pos++] ?? '') : c;
    }
  }

  /** `:first`, `:last` or `:not(selector list)`. */
  pseudo(): Filter {
    const start = this.pos++;
    const name = this.read(IDENT);
    if (name === 'first' || name === 'last') return { kind: name };
    if (name === 'not') {
      if (!this.eat('(')) this.fail("'(' is missing after :not");
      const list = this.list();
      if (!this.eat(')')) this.fail("')' is missing");
      return { kind: 'not', list };
    }
    this.pos = start;
    return this.fail(`unknown pseudo-class ':${name ?? ''}' (known: ${PSEUDOS})`);
  }

  /** `{name}` (a truthy property) or `{name(literal, ...)}` (a truthy result of the method). */
  member(): Filter {
    this.pos++;
    this.space();
    const start = this.pos;
    const name = this.read(/[A-Za-z_$][\w$]*/y) ?? this.fail('a member name is missing');
    if (isUnsafeKey(name)) {
      this.pos = start;
      this.fail(`'${name}' cannot be tested`);
    }
    this.space();
    let args: unknown[] | null = null;
    if (this.eat('(')) {
      args = [];
      this.space();
      if (!this.eat(')')) {
        do {
          this.space();
          args.push(this.literal());
          this.space();
        } while (this.eat(','));
        if (!this.eat(')')) this.fail("')' is missing");
      }
      this.space();
    }
    if (!this.eat('}')) this.fail("'}' is missing (a member test is a name or a method call)");
    return { kind: 'member', name, args };
  }

  /** A literal argument: a number, a quoted string, `true`, `false` or `null`. */
  literal(): unknown {
    const c = this.text[this.pos];
    if (c === '"' || c === "'") return this.quoted();
    const number = this.read(NUMBER);
    if (number !== null) return Number(number);
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.eat(word)) return value;
    }
    return this.fail('an argument must be a number, a quoted string, true, false or null');
  }
}

export class ComponentQueryClass extends Base {
  /** @internal Parsed selectors by text. */
  declare cache: Map<string, SelectorList>;

  override $construct() {
    this.cache = new Map();
    return this;
  }

  /**
   * The components matching `selector` (a comma list gives them in document order, each
   * once). `root`: a component (its descendants are searched, not itself), an array of
   * components (the candidates themselves; a combinator goes below them) or, by default,
   * every component as such an array: the top-level ones (no owner) and their descendants in
   * order, then any registered component their `getRefItems` did not reach.
   */
  query<T extends Component = Component>(selector: string, root?: Component | Component[]): T[] {
    const list = this.parse(selector, 'query');
    const start = root == null ? this.everyComponent() : root;
    let order: Map<unknown, number> | undefined;
    // Document order is needed only to merge a comma list or the children of several
    // parents, so the walk that numbers the components is made at most once, on demand.
    const inOrder = (items: Component[]): Component[] => {
      if (!order) {
        const seen = (order = new Map<unknown, number>());
        const walk = (c: Component) => {
          if (seen.has(c)) return;
          seen.set(c, seen.size);
          for (const child of childrenOf(c)) walk(child);
        };
        if (Array.isArray(start)) start.forEach(walk);
        else for (const child of childrenOf(start)) walk(child);
      }
      const rank = (c: Component) => (order as Map<unknown, number>).get(c) ?? Infinity;
      return items.sort((a, b) => rank(a) - rank(b));
    };
    if (list.length === 1) return this.execute(list[0], start, inOrder) as T[];
    const found = new Set<Component>();
    for (const chain of list) for (const c of this.execute(chain, start, inOrder)) found.add(c);
    return inOrder(Array.from(found)) as T[];
  }

  /**
   * `true` when `component` matches `selector` (any of a comma list; an empty selector matches
   * everything). Combinators are checked up the owners (`getRefOwner()`); `:first` and
   * `:last` see the component alone, so they match it (as in Ext).
   */
  is(component: Component | null | undefined, selector?: string | null): boolean {
    if (selector == null || selector === '') return true;
    if (!component) return false;
    return this.parse(selector, 'is').some((chain) =>
      this.matches(component, chain, chain.length - 1),
    );
  }

  /** @internal The parsed (and cached) selector list; a malformed selector is a `Lib.Error`. */
  parse(selector: string, method: string): SelectorList {
    if (!isString(selector)) expects(`${WHERE}.${method}`, 'a selector string', selector);
    const cache = this.cache;
    let list = cache.get(selector);
    if (!list) {
      list = new Parser(selector).parse();
      if (cache.size >= CACHE_SIZE) cache.clear();
      cache.set(selector, list);
    }
    return list;
  }

  /** @internal Every component: the top-level trees in order, then the registered rest. */
  everyComponent(): Component[] {
    const seen = new Set<Component>();
    const walk = (c: Component) => {
      if (seen.has(c)) return;
      seen.add(c);
      for (const child of childrenOf(c)) walk(child);
    };
    const all = Array.from(ComponentManager.all.values());
    for (const c of all) if (!ownerOf(c)) walk(c);
    for (const c of all) seen.add(c);
    return Array.from(seen);
  }

  /** @internal Runs one chain from `root` (a component, or an array: the candidates). */
  execute(
    chain: Step[],
    root: Component | Component[],
    inOrder: (items: Component[]) => Component[],
  ): Component[] {
    let items: Component[] = Array.isArray(root) ? root.slice() : [root];
    chain.forEach((step, index) => {
      const { combinator } = step;
      if (index > 0 || combinator || !Array.isArray(root)) {
        // The children of nested parents come out of document order; descendants do not.
        const children = combinator === '>' && items.length > 1;
        items = this.below(items, combinator !== '>');
        if (children) items = inOrder(items);
      }
      items = this.filter(items, step.filters);
    });
    return items;
  }

  /** @internal The children (`deep`: all descendants, in document order) of `items`, once each. */
  below(items: Component[], deep: boolean): Component[] {
    const seen = new Set<Component>();
    const walk = (c: Component) => {
      for (const child of childrenOf(c)) {
        if (seen.has(child)) continue;
        seen.add(child);
        if (deep) walk(child);
      }
    };
    items.forEach(walk);
    return Array.from(seen);
  }

  /** @internal `items` kept by each filter in turn. */
  filter(items: Component[], filters: Filter[]): Component[] {
    for (const f of filters) {
      if (f.kind === 'first') items = items.slice(0, 1);
      else if (f.kind === 'last') items = items.slice(-1);
      else items = items.filter((c) => this.test(c, f));
    }
    return items;
  }

  /** @internal Whether one component passes one (per-component) filter. */
  test(c: Component, f: Filter): boolean {
    switch (f.kind) {
      case 'xtype':
        return f.xtype === '*' || (isFn(c.isXType) && !!c.isXType(f.xtype, f.shallow));
      case 'id':
        return (isFn(c.getItemId) ? c.getItemId() : c.itemId || c.id) === f.id;
      case 'attr':
        return matchAttribute((c as Members)[f.name], f.op, f.value);
      case 'not':
        return !f.list.some((chain) => this.matches(c, chain, chain.length - 1));
      case 'member': {
        const value = (c as Members)[f.name];
        if (!f.args) return !!value;
        return isFn(value) && !!value.apply(c, f.args);
      }
      default:
        return true;
    }
  }

  /** @internal `c` matches `chain[index]`, and its owners the steps before (right to left). */
  matches(c: Component, chain: Step[], index: number): boolean {
    const step = chain[index];
    if (this.filter([c], step.filters).length === 0) return false;
    if (index === 0) return step.combinator !== '>' || !!ownerOf(c);
    let owner = ownerOf(c);
    if (step.combinator === '>') return !!owner && this.matches(owner, chain, index - 1);
    for (; owner; owner = ownerOf(owner)) if (this.matches(owner, chain, index - 1)) return true;
    return false;
  }
}

/**
 * An attribute test: no operator keeps a truthy value; otherwise the value's text is compared
 * (a missing value, `null` or `undefined`, matches only `!=`).
 */
function matchAttribute(value: unknown, op: string, expected: string | null): boolean {
  if (!op || expected === null) return !!value;
  if (value == null) return op === '!=';
  const text = String(value);
  switch (op) {
    case '=':
      return text === expected;
    case '!=':
      return text !== expected;
    case '^=':
      return text.startsWith(expected);
    case '$=':
      return text.endsWith(expected);
    default:
      return text.includes(expected);
  }
}

registerClass(ComponentQueryClass, 'Lib.ComponentQuery', { singleton: true });

/** The component query singleton. */
export const ComponentQuery: ComponentQueryClass = ClassManager.get('Lib.ComponentQuery');

declare module '../lib/ClassManager' {
  interface ClassMap {
    'Lib.ComponentQuery': ComponentQueryClass;
  }
}
