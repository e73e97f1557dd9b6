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

import type { Field } from '../Field';
import type { Model } from '../Model';

/** Gets a value out of a raw row. */
export type Accessor = (row: unknown) => unknown;

/** A raw row read by keys (a plain object or an array). */
type Row = Record<string | number, unknown>;

/** What a field's path is made of: its name and its `mapping`. */
interface Mapped {
  name: string;
  mapping?: unknown;
}

/** A model's extractor: per field, in conversion order (custom converters last). */
export interface Plan {
  model: typeof Model;
  /** Field names. */
  names: string[];
  /** The key a field is read by directly, or `null` when its `getters` entry is needed. */
  keys: Array<string | number | null>;
  /** Accessors of the fields that are not read by a plain key. */
  getters: Array<Accessor | null>;
  /** Converters, `null` when the value is stored as read. */
  converters: Array<((this: Field, value: unknown, record?: Model) => unknown) | null>;
  fields: Field[];
  defaults: unknown[];
  /** Reads the id of a row; `null` when there is none to read. */
  getId: Accessor | null;
  /** The plain key `getId` reads, when it reads one (the compiled extractor reads it inline). */
  idKey: string | number | null;
  /** The model's id field name, and its position in the lists above (-1: not there). */
  idName: string | undefined;
  idIndex: number;
  /** The compiled extractor, `null` when compiling is not possible. */
  compiled?: ((rows: unknown[], plan: Plan) => Model[]) | null;
}

const EMPTY = Object.freeze({});
const hasOwn = Object.prototype.hasOwnProperty;

/** A field's path: its `mapping` (not a function) as text, else its name. */
export function pathOf(field: Mapped): string {
  const mapping = field.mapping;
  return mapping !== undefined && mapping !== null && mapping !== '' ? String(mapping) : field.name;
}

/**
 * Whether a plain-object row carries `field`: it has, as its own key, the first segment of
 * the field's string `mapping` (else of its name) — `'address'` for `'address.city'`. A
 * mapping that is no string (a function, an index) cannot be checked and counts as carried;
 * a row that is no object carries nothing. Allocates nothing for a path without separators.
 */
export function rowHasField(row: unknown, field: Mapped): boolean {
  if (row === null || typeof row !== 'object') return false;
  const mapping = field.mapping;
  if (mapping !== null && mapping !== undefined && mapping !== '' && typeof mapping !== 'string') {
    return true;
  }
  const path = pathOf(field);
  const cut = path.search(/[.[]/);
  return hasOwn.call(row, cut === -1 ? path : path.slice(0, cut));
}

/**
 * What a plain-object row holds under `name` as its own key, taken literally (no path);
 * `undefined` when it has no such key or is no object.
 */
export function rowValue(row: unknown, name: string): unknown {
  return row !== null && typeof row === 'object' && hasOwn.call(row, name)
    ? (row as Row)[name]
    : undefined;
}

/** Makes the records of `rows` (rows that are records already are kept as they are). */
export function extract(plan: Plan, rows: unknown[], generate: boolean): Model[] {
  if (plan.compiled === undefined) plan.compiled = generate ? compile(plan) : null;
  return plan.compiled ? plan.compiled(rows, plan) : extractLoop(plan, rows);
}

/** The id of a row: `''` and `null` mean none. */
function rowId(plan: Plan, row: unknown): unknown {
  const id = plan.getId === null ? undefined : plan.getId(row);
  return id === '' || id === null ? undefined : id;
}

/**
 * Keys a record by its converted id (`'7'` read from an `int` field is 7): the model
 * constructor keyed it by the raw one.
 */
function rekey(
  record: Model,
  data: Record<string, unknown>,
  idName: string | undefined,
  id: unknown,
): void {
  if (id === undefined || idName === undefined) return;
  const converted = data[idName];
  if (converted !== id && (converted || converted === 0)) record.internalId = converted;
}

/**
 * A reader of one field of raw rows, converted as the extractor converts it (a missing id
 * falls back to the row's id), without a record: `null` for a field with a custom `convert`
 * (which may read the record), one reading `undefined` for a name that is no field.
 */
export function fieldReader(plan: Plan, name: string): Accessor | null {
  const f = plan.names.indexOf(name);
  if (f === -1) return () => undefined;
  const field = plan.fields[f];
  if (field.hasCustomConvert === true || typeof field.initialConfig?.convert === 'function') {
    return null;
  }
  return (row) => {
    const s = (row ?? EMPTY) as Row;
    return fieldValue(plan, f, s, f === plan.idIndex ? rowId(plan, s) : undefined);
  };
}

/** Field `f` of row `s`, read and converted as the extractor does (`id`: the row's id). */
function fieldValue(plan: Plan, f: number, s: Row, id: unknown, record?: Model): unknown {
  const key = plan.keys[f];
  let v = key !== null ? s[key] : (plan.getters[f] as Accessor)(s);
  if (v === undefined) v = f === plan.idIndex && id !== undefined ? id : plan.defaults[f];
  const convert = plan.converters[f];
  return convert === null ? v : convert.call(plan.fields[f], v, record);
}

/**
 * The key (`internalId`) of the record a row will make: its converted id when that is usable,
 * else the id read; `undefined` when the row has no id (or only its record can tell).
 */
export function keyReader(plan: Plan): Accessor {
  const read =
    plan.idName === undefined || plan.idIndex === -1 ? null : fieldReader(plan, plan.idName);
  if (read === null && plan.idIndex !== -1) return () => undefined;
  return (row) => {
    const id = rowId(plan, row);
    if (id === undefined || read === null) return id;
    const converted = read(row);
    return converted !== id && (converted || converted === 0) ? converted : id;
  };
}

/** The extractor as a loop over the fields (when code generation is unavailable). */
export function extractLoop(plan: Plan, rows: unknown[]): Model[] {
  const { model: Model, names } = plan;
  const count = names.length;
  const out: Model[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (row !== null && typeof row === 'object' && (row as Model).isModel === true) {
      out[i] = row as Model;
      continue;
    }
    const source = (row === null || row === undefined ? EMPTY : row) as Row;
    const id = rowId(plan, source);
    const data: Record<string, unknown> = {};
    const record = new Model(undefined, id, row, data);
    record.phantom = false;
    // Converters run with the record in hand: a custom `convert` may read the fields
    // converted before it (the plan puts custom converters last).
    for (let f = 0; f < count; f++) data[names[f]] = fieldValue(plan, f, source, id, record);
    rekey(record, data, plan.idName, id);
    out[i] = record;
  }
  return out;
}

let canGenerate: boolean | undefined;

/**
 * The plan compiled into one function, or `null` when code cannot be generated. The source
 * is written without spaces (it ships as string literals). Its names: `p` the plan, `M` the
 * model, `D`, `G`, `C`, `F` the plan's defaults, getters, converters and fields, `I` rowId,
 * `K` rekey, `E` the empty row; per field `f`: `d<f>` its default, `g<f>` its accessor (no
 * plain key), `c<f>` its converter and `f<f>` the field `this` of the converter; per row: `w`
 * the row, `s` what is read (`E` for a missing row), `id`, `a` the record data, `r` the record,
 * `v` the value being read.
 */
function compile(plan: Plan): ((rows: unknown[], plan: Plan) => Model[]) | null {
  if (canGenerate === false) return null;
  const q = JSON.stringify;
  let head = '';
  let body = '';
  let shape = '';
  plan.names.forEach((name, f) => {
    const key = plan.keys[f];
    const convert = plan.converters[f] !== null;
    head +=
      `var d${f}=D[${f}]` +
      (key === null ? `,g${f}=G[${f}]` : '') +
      (convert ? `,c${f}=C[${f}],f${f}=F[${f}]` : '') +
      ';';
    body +=
      `v=${key === null ? `g${f}(s)` : `s[${q(key)}]`};` +
      `if(v===void 0)v=${f === plan.idIndex ? `id!==void 0?id:d${f}` : `d${f}`};` +
      `a[${q(name)}]=${convert ? `c${f}.call(f${f},v,r)` : 'v'};`;
    shape += `${q(name)}:void 0,`;
  });
  const source =
    `"use strict";${head}return function(R){` +
    'var n=R.length,o=new Array(n),i,w,s,id,a,r,v;for(i=0;i<n;i++){w=R[i];' +
    "if(w!==null&&typeof w==='object'&&w.isModel===true){o[i]=w;continue}" +
    's=w===null||w===void 0?E:w;' +
    (plan.idKey === null
      ? 'id=I(p,s);'
      : `id=s[${q(plan.idKey)}];if(id===''||id===null)id=void 0;`) +
    // The record data is created in its final shape.
    `a={${shape}};r=new M(void 0,id,w,a);r.phantom=false;${body}` +
    'K(r,a,p.idName,id);o[i]=r}return o}';
  try {
    const factory = new Function('p', 'M', 'D', 'G', 'C', 'F', 'I', 'K', 'E', source);
    canGenerate = true;
    const { model, defaults, getters, converters, fields } = plan;
    return factory(plan, model, defaults, getters, converters, fields, rowId, rekey, EMPTY);
  } catch (error) {
    // A Content Security Policy forbids it: loop instead, and do not try again.
    if (error instanceof EvalError) canGenerate = false;
    return null;
  }
}
