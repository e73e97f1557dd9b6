/**
 * The expression language of `Lib.XTemplate` (`{[...]}`, `<tpl if="...">`, `for`, `switch`,
 * `exec`) and of format arguments (`{v:date("Y-m-d")}`): a tokenizer and a Pratt parser that
 * turn the text, once, into a tree of small closures, which are then called with the values in
 * scope. Nothing is ever compiled from a string (no `eval`, no `new Function`), so templates
 * work under a Content Security Policy without `'unsafe-eval'`.
 *
 * Accepted: numbers, strings, `true false null undefined`, names, `this`, `a.b`, `a[b]`, calls
 * `f(x)`, array literals `[a, b]`, unary `! - + typeof`, `* / %`, `+ -`, `< > <= >=`,
 * `== != === !==`, `&& || ??`, `c ? a : b` and parentheses. A bare name is read from the
 * values first (Ext's `with (values)`), then is one of `values parent xindex xcount xkey`,
 * `fm` (`Lib.util.Format`), `Lib`/`Ext`, or one of a few harmless globals (`Math`, `Number`,
 * `String`, `Date`, `JSON`, `parseInt`, `parseFloat`, `isNaN`, `isFinite`,
 * `encodeURIComponent`); anything else is `undefined`. Reading a member of `null` or
 * `undefined` gives `undefined` (as `?.` does). Refused with a `Lib.Error`: assignment, `new`,
 * function literals, statements; the members `constructor`, `prototype` and `__*`; and any
 * value that is the global object, a window, `Function` or `eval` — so an expression cannot
 * reach code generation. It can still call any function it reaches (as Ext's could): a
 * template is code, never build one from user input.
 *
 * @example
 *   const get = compile('xindex % 2 ? "odd" : "even"', 'Lib.XTemplate');
 *   get({values: {}, parent: {}, xindex: 3, xcount: 5, tpl}); // 'odd'
 */
import * as ClassManager from '../lib/ClassManager';
import { isFn, isObj } from '../lib/check';
import { describe, raise } from '../lib/Error';

/** What an expression sees: the values and the loop variables of its place in the template. */
export interface Scope {
  values: unknown;
  parent: unknown;
  xindex: number;
  xcount: number;
  xkey?: string;
  /** The template (`this`: its member functions). */
  tpl: object;
}

/** A compiled expression. */
export type Get = (s: Scope) => unknown;

/** One token: a number, a name, a string or an operator, after blanks. */
const TOKEN =
  /\s*(\d+\.?\d*(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?|[A-Za-z_$][\w$]*|"(?:[^"\\]|\\[\s\S])*"|'(?:[^'\\]|\\[\s\S])*'|===|!==|[=!<>]=|&&|\|\||\?\?|[-+*/%!<>?:.,()[\]])/y;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r' };
/** Members never read: the way to `Function` and to the prototypes. */
const HIDDEN = /^(constructor|prototype|__.*)$/;
const LITERALS = new Map<string, unknown>([
  ['true', true],
  ['false', false],
  ['null', null],
  ['undefined', undefined],
]);
const SCOPE = /^(values|parent|xindex|xcount|xkey)$/;
const GLOBALS =
  /^(Math|Number|String|Date|JSON|parseInt|parseFloat|isNaN|isFinite|encodeURIComponent)$/;

type Binary = (l: Get, r: Get, s: Scope) => unknown;
/** A value as an operand of arithmetic or comparison (any JS value is, as in Ext). */
type Num = number;
/** The binary operators: precedence and evaluation (a `Map`: a name such as `toString` is no key). */
const BINARY = new Map<string, [number, Binary]>(
  Object.entries({
    '??': [1, (l, r, s) => l(s) ?? r(s)],
    '||': [2, (l, r, s) => l(s) || r(s)],
    '&&': [3, (l, r, s) => l(s) && r(s)],
    '==': [4, (l, r, s) => l(s) == r(s)],
    '!=': [4, (l, r, s) => l(s) != r(s)],
    '===': [4, (l, r, s) => l(s) === r(s)],
    '!==': [4, (l, r, s) => l(s) !== r(s)],
    '<': [5, (l, r, s) => (l(s) as Num) < (r(s) as Num)],
    '>': [5, (l, r, s) => (l(s) as Num) > (r(s) as Num)],
    '<=': [5, (l, r, s) => (l(s) as Num) <= (r(s) as Num)],
    '>=': [5, (l, r, s) => (l(s) as Num) >= (r(s) as Num)],
    '+': [6, (l, r, s) => (l(s) as Num) + (r(s) as Num)],
    '-': [6, (l, r, s) => (l(s) as Num) - (r(s) as Num)],
    '*': [7, (l, r, s) => (l(s) as Num) * (r(s) as Num)],
    '/': [7, (l, r, s) => (l(s) as Num) / (r(s) as Num)],
    '%': [7, (l, r, s) => (l(s) as Num) % (r(s) as Num)],
  } as Record<string, [number, Binary]>),
);
const UNARY = new Map<string, (a: Get) => Get>(
  Object.entries({
    '!': (a: Get) => (s: Scope) => !a(s),
    '-': (a: Get) => (s: Scope) => -(a(s) as Num),
    '+': (a: Get) => (s: Scope) => +(a(s) as Num),
    typeof: (a: Get) => (s: Scope) => typeof a(s),
  }),
);

/** `name`, unless it is a member expressions may not read. */
export function checkName(name: string, where: string): string {
  return HIDDEN.test(name) ? raise(where, `templates may not read '${name}'`) : name;
}

/** `value`, unless it is one that leads to code generation (the global object, a window, `Function`, `eval`). */
export function safe(value: unknown, where: string): unknown {
  if (
    value === globalThis ||
    value === Function ||
    value === globalThis.eval ||
    (isObj(value) && value.window === value)
  ) {
    raise(where, 'templates may not reach the global object, Function or eval');
  }
  return value;
}

/** `object[key]` as expressions read it: `undefined` on `null`/`undefined`, hidden members refused. */
export const member = (object: unknown, key: unknown, where: string): unknown =>
  object == null
    ? undefined
    : safe((object as Record<string, unknown>)[checkName(String(key), where)], where);

/**
 * Compiles `source` (an expression, or with `list` a comma-separated list of them, read as an
 * array) for the template class `where`. Errors are `Lib.Error`s naming `where`, the source
 * and the offset.
 */
export function compile(source: string, where: string, list?: boolean): Get {
  /** The tokens' texts and offsets. */
  const tokens: string[] = [];
  const at: number[] = [];
  let end = 0;
  for (let m; (TOKEN.lastIndex = end), (m = TOKEN.exec(source)); end = TOKEN.lastIndex) {
    tokens.push(m[1]);
    at.push(TOKEN.lastIndex - m[1].length);
  }
  let i = 0;
  const fail = (what: string, p = at[i] ?? source.length): never =>
    raise(where, `cannot read ${describe(source)}: ${what} at ${p}`);
  const rest = source.slice(end);
  // The tokenizer stopped before the end: a character no token starts with.
  if (rest.trim()) fail(`unexpected '${rest.trim()[0]}'`, end + rest.search(/\S/));
  // Operators are compared by text: no string, number or name token has the text of one.
  const eat = (v: string) => tokens[i] == v && !!++i;
  const expect = (v: string) => eat(v) || fail(`expected '${v}'`);
  /** Expressions separated by commas, up to `close` (or to the end of the source). */
  const items = (close?: string): Get[] => {
    const out: Get[] = [];
    if (close ? !eat(close) : i < tokens.length) {
      do out.push(expr(0));
      while (eat(','));
      if (close) expect(close);
    }
    return out;
  };
  const expr = (min: number): Get => {
    let left = unary();
    for (let op; (op = BINARY.get(tokens[i]) || tokens[i] == '?');) {
      const l = left;
      i++;
      if (op === true) {
        // c ? a : b, the lowest precedence, nesting to the right
        if (min) return (i--, left);
        const a = expr(0);
        expect(':');
        const b = expr(0);
        left = (s) => (l(s) ? a(s) : b(s));
      } else {
        if (op[0] <= min) return (i--, left);
        const r = expr(op[0]);
        const f = op[1];
        left = (s) => f(l, r, s);
      }
    }
    return left;
  };
  const unary = (): Get => {
    const op = UNARY.get(tokens[i]);
    return op ? (i++, op(unary())) : postfix(at[i], primary());
  };
  const primary = (): Get => {
    const v = tokens[i++] ?? fail('expected a value');
    if (/^\.?\d/.test(v)) return () => +v;
    if (/^["']/.test(v)) {
      const text = v.slice(1, -1).replace(/\\([\s\S])/g, (_, c: string) => ESCAPES[c] ?? c);
      return () => text;
    }
    if (v == '(') {
      const inner = expr(0);
      expect(')');
      return inner;
    }
    if (v == '[') {
      const list = items(']');
      return (s) => list.map((g) => g(s));
    }
    if (!/^[A-Za-z_$]/.test(v)) fail(`unexpected '${v}'`, at[i - 1]);
    if (LITERALS.has(v)) return () => LITERALS.get(v);
    if (v == 'this') return (s) => s.tpl;
    checkName(v, where);
    const other: Get = SCOPE.test(v)
      ? (s) => (s as unknown as Record<string, unknown>)[v]
      : v == 'fm'
        ? () => ClassManager.root.util.Format
        : v == 'Lib' || v == 'Ext'
          ? () => ClassManager.root
          : GLOBALS.test(v)
            ? () => (globalThis as Record<string, unknown>)[v]
            : () => undefined;
    // Ext reads a bare name inside `with (values)`: the values come first.
    return (s) => {
      const values = s.values as Record<string, unknown>;
      return (isObj(values) || isFn(values)) && v in values
        ? safe((s.values as Record<string, unknown>)[v], where)
        : other(s);
    };
  };
  const postfix = (start: number, node: Get): Get => {
    // The object and key of the last member read: a call gets the object as `this`.
    let object: Get | undefined;
    let key: Get | undefined;
    for (;;) {
      const o = node;
      if (eat('.')) {
        const name = tokens[i++];
        if (!/^[A-Za-z_$]/.test(name ?? '')) fail('expected a name', at[i - 1]);
        checkName(name, where);
        [object, key] = [o, () => name];
      } else if (eat('[')) {
        const k = expr(0);
        expect(']');
        [object, key] = [o, k];
      } else if (tokens[i] == '(') {
        const text = source.slice(start, at[i++]);
        const args = items(')');
        const [self, k] = [object, key];
        node = (s) => {
          const that = self && self(s);
          const fn = k ? member(that, k(s), where) : o(s);
          if (!isFn(fn)) raise(where, `'${text}' is not a function in ${describe(source)}`);
          return safe(
            fn.apply(
              that,
              args.map((g) => g(s)),
            ),
            where,
          );
        };
        object = key = undefined;
        continue;
      } else return node;
      const [self, k] = [object, key];
      node = (s) => member(self!(s), k!(s), where);
    }
  };
  const all = list && items();
  const root: Get = all ? (s) => all.map((g) => g(s)) : expr(0);
  if (i < tokens.length) fail(`unexpected '${tokens[i]}'`);
  return root;
}
