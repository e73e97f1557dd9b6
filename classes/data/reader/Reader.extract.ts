/**
 * The record extractor of `Lib.data.reader.Reader` (classes/data/reader/Reader.ts): turns raw
 * rows into records of a model, converting each field, once per model prepared as a `Plan`.
 *
 * The plan is compiled into one function per model whose every field read, conversion call
 * and store is its own (monomorphic) site, with the record data created in its final shape
 * — about twice as fast on 100 000 rows as a loop over the fields, whose sites see every
 * field. The generated source holds nothing but JSON-quoted field names and positions
 * (values reach it only as arguments). Where code generation is unavailable (a Content
 * Security Policy without `unsafe-eval`), or when `Reader.prototype.generateExtractor` is
 * `false`, the same work runs as a plain loop.
 *
 * It also answers, for plain-object rows, whether a row carried a field at all
 * (`rowHasField`) and what it holds under a plain name (`rowValue`): the json reader's
 * `hasField` and `rawValue`, kept in this import-free module so that `Lib.data.Operation` can
 * use them for answers that came without a reader, without importing the reader (and so the
 * model) into the model's own import chain.
 *
 * @example
 *   const records = extract(plan, [{id: 1, name: 'Ada'}]);
 *   rowHasField({id: 1, deep: {n: 2}}, {name: 'n', mapping: 'deep.n'}); // true
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** Gets a value out of a raw row. */
export type Accessor = (row: Any) => Any;

/** A model's extractor: per field, in conversion order (custom converters last). */
export interface Plan {
  model: Any;
  /** Field names. */
  names: string[];
  /** The key a field is read by directly, or `null` when its `getters` entry is needed. */
  keys: Array<string | number | null>;
  /** Accessors of the fields that are not read by a plain key. */
  getters: Array<Accessor | null>;
  /** Converters, `null` when the value is stored as read. */
  converters: Array<((value: Any, record?: Any) => Any) | null>;
  fields: Any[];
  defaults: Any[];
  /** Reads the id of a row; `null` when there is none to read. */
  getId: Accessor | null;
  /** The plain key `getId` reads, when it reads one (the compiled extractor reads it inline). */
  idKey: string | number | null;
  /** The model's id field name, and its position in the lists above (-1: not there). */
  idName: string | undefined;
  idIndex: number;
  /** The compiled extractor, `null` when compiling is not possible. */
  compiled?: ((rows: Any[], plan: Plan) => Any[]) | null;
}

const EMPTY = Object.freeze({});
const hasOwn = Object.prototype.hasOwnProperty;
const PATH_SEPARATOR = /[.[]/;

/**
 * Whether a plain-object row carries `field`: it has, as its own key, the first segment of
 * the field's string `mapping` (else of its name) — `'address'` for `'address.city'`. A
 * mapping that is no string (a function, an index) cannot be checked and counts as carried;
 * a row that is no object carries nothing. Allocates nothing for a path without separators.
 */
export function rowHasField(row: Any, field: Any): boolean {
  if (row === null || typeof row !== 'object') return false;
  const mapping = field.mapping;
  if (mapping !== null && mapping !== undefined && mapping !== '' && typeof mapping !== 'string') {
    return true;
  }
  const path: string = typeof mapping === 'string' && mapping !== '' ? mapping : field.name;
  const cut = path.search(PATH_SEPARATOR);
  return hasOwn.call(row, cut === -1 ? path : path.slice(0, cut));
}

/**
 * What a plain-object row holds under `name` as its own key, taken literally (no path);
 * `undefined` when it has no such key or is no object.
 */
export function rowValue(row: Any, name: string): Any {
  return row !== null && typeof row === 'object' && hasOwn.call(row, name) ? row[name] : undefined;
}

/** Makes the records of `rows` (rows that are records already are kept as they are). */
export function extract(plan: Plan, rows: Any[], generate: boolean): Any[] {
  if (plan.compiled === undefined) plan.compiled = generate ? compile(plan) : null;
  return plan.compiled ? plan.compiled(rows, plan) : extractLoop(plan, rows);
}

/** The id of a row: `''` and `null` mean none. */
function rowId(plan: Plan, row: Any): Any {
  const id = plan.getId === null ? undefined : plan.getId(row);
  return id === '' || id === null ? undefined : id;
}

/**
 * Keys a record by its converted id (`'7'` read from an `int` field is 7): the model
 * constructor keyed it by the raw one.
 */
function rekey(record: Any, data: Record<string, Any>, idName: string | undefined, id: Any): void {
  if (id === undefined || idName === undefined) return;
  const converted = data[idName];
  if (converted !== id && (converted || converted === 0)) record.internalId = converted;
}

/** The extractor as a loop over the fields (when code generation is unavailable). */
export function extractLoop(plan: Plan, rows: Any[]): Any[] {
  const { model: Model, names, keys, getters, converters, fields, defaults, idIndex } = plan;
  const count = names.length;
  const out = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (row !== null && typeof row === 'object' && row.isModel === true) {
      out[i] = row;
      continue;
    }
    const source = row === null || row === undefined ? EMPTY : row;
    const id = rowId(plan, source);
    const data: Record<string, Any> = {};
    const record = new Model(undefined, id, row, data);
    record.phantom = false;
    // Converters run with the record in hand: a custom `convert` may read the fields
    // converted before it (the plan puts custom converters last).
    for (let f = 0; f < count; f++) {
      const key = keys[f];
      let value = key !== null ? source[key] : (getters[f] as Accessor)(source);
      if (value === undefined) value = f === idIndex && id !== undefined ? id : defaults[f];
      const convert = converters[f];
      data[names[f]] = convert === null ? value : convert.call(fields[f], value, record);
    }
    rekey(record, data, plan.idName, id);
    out[i] = record;
  }
  return out;
}

let canGenerate: boolean | undefined;

/** The plan compiled into one function, or `null` when code cannot be generated. */
function compile(plan: Plan): ((rows: Any[], plan: Plan) => Any[]) | null {
  if (canGenerate === false) return null;
  const q = (value: string | number) => JSON.stringify(value);
  const names = plan.names.map(q);
  const head: string[] = [];
  const body: string[] = [];
  plan.names.forEach((_name, f) => {
    head.push(`var d${f} = plan.defaults[${f}];`);
    const key = plan.keys[f];
    if (key === null) {
      head.push(`var g${f} = plan.getters[${f}];`);
      body.push(`v = g${f}(source);`);
    } else {
      body.push(`v = source[${q(key)}];`);
    }
    const fallback = f === plan.idIndex ? `id !== undefined ? id : d${f}` : `d${f}`;
    body.push(`if (v === undefined) v = ${fallback};`);
    if (plan.converters[f] === null) {
      body.push(`data[${names[f]}] = v;`);
    } else {
      head.push(`var c${f} = plan.converters[${f}], f${f} = plan.fields[${f}];`);
      body.push(`data[${names[f]}] = c${f}.call(f${f}, v, record);`);
    }
  });
  const source = [
    '"use strict";',
    ...head,
    'var Model = plan.model, rowId = helpers.rowId, rekey = helpers.rekey, EMPTY = helpers.EMPTY;',
    `var idName = plan.idName;`,
    'return function extract(rows) {',
    '  var out = new Array(rows.length), row, source, id, data, record, v;',
    '  for (var i = 0; i < rows.length; i++) {',
    '    row = rows[i];',
    "    if (row !== null && typeof row === 'object' && row.isModel === true) { out[i] = row; continue; }",
    '    source = row === null || row === undefined ? EMPTY : row;',
    plan.idKey === null
      ? '    id = rowId(plan, source);'
      : `    id = source[${q(plan.idKey)}]; if (id === '' || id === null) id = undefined;`,
    `    data = {${names.map((name) => `${name}: undefined`).join(', ')}};`,
    '    record = new Model(undefined, id, row, data);',
    '    record.phantom = false;',
    ...body.map((line) => '    ' + line),
    '    rekey(record, data, idName, id);',
    '    out[i] = record;',
    '  }',
    '  return out;',
    '};',
  ].join('\n');
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const factory = new Function('plan', 'helpers', source);
    canGenerate = true;
    return factory(plan, { rowId, rekey, EMPTY });
  } catch (error) {
    // A Content Security Policy forbids it: loop instead, and do not try again.
    if (error instanceof EvalError) canGenerate = false;
    return null;
  }
}
