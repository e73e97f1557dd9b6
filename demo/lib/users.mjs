// The users resource of the demo server: its fields, the validation of what a client sends
// (field errors in the shape Lib's proxy reports for a 422), and the collection query that
// Lib.data.proxy.Rest sends (paging, JSON sort/filter/group, or simpleSortMode's sort + dir).
//
//   validateUser({name: 'Ada', email: 'nope'}).errors; // {email: 'Not a valid email address'}
//   queryUsers(rows, new URLSearchParams('start=0&limit=25&sort=[{"property":"name"}]'));

/**
 * Field name → type; `id` and `version` (1 on create, +1 on each write) are assigned by the
 * server and never taken from a client.
 */
export const FIELDS = {
  id: 'int',
  version: 'int',
  name: 'string',
  email: 'string',
  phone: 'string',
  department: 'string',
  city: 'string',
  joined: 'date',
  salary: 'number',
  active: 'boolean',
};

/** A 400 answer: the query or the body is not something the API understands. */
export class BadRequest extends Error {
  constructor(message) {
    super(message);
    this.status = 400;
  }
}

const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/;
const PHONE = /^\+?[0-9 ().\-/]{5,25}$/;
const DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;
/** A number written as text: plain decimal only (no hex, exponent, separators, Infinity). */
const DECIMAL = /^-?\d{1,15}(?:\.\d{1,15})?$/;

const blank = (value) => value === undefined || value === null || value === '';

/**
 * A date string as `YYYY-MM-DD` (the calendar date as written), or `undefined` if invalid: a
 * real calendar date, and a time (if any) of 00:00–23:59:59 with an offset up to ±23:59.
 */
function toDate(value) {
  const match = typeof value === 'string' ? DATE.exec(value.trim()) : null;
  if (!match) return undefined;
  const [y, m, d, hour = 0, minute = 0, second = 0, offHour = 0, offMinute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const date = new Date(Date.UTC(y, m - 1, d));
  const valid =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offHour < 24 &&
    offMinute < 60;
  return valid ? match[0].slice(0, 10) : undefined;
}

/** A number from JSON (a finite number, or plain decimal text), or `undefined`. */
export function toNumber(value) {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : undefined;
}

/** A string field: trimmed, `required` or not, at most `max` characters. */
function text(values, errors, input, name, label, { required = false, max = 100, test, bad } = {}) {
  if (!(name in input)) {
    if (required && !(name in values)) errors[name] = `${label} is required`;
    return;
  }
  const value = input[name];
  if (blank(value)) {
    if (required) errors[name] = `${label} is required`;
    else values[name] = '';
    return;
  }
  if (typeof value !== 'string') {
    errors[name] = `${label} must be text`;
    return;
  }
  const trimmed = value.trim();
  if (required && trimmed === '') errors[name] = `${label} is required`;
  else if (trimmed.length > max) errors[name] = `${label} must be at most ${max} characters`;
  else if (test && trimmed !== '' && !test.test(trimmed)) errors[name] = bad;
  else values[name] = trimmed;
}

/**
 * Checks and normalises the fields a client sent. `existing` (for an update) supplies the
 * fields not sent, so a partial PUT is valid when the merged row is. Unknown fields and `id`
 * are ignored. Returns `{values, errors}`; `errors` is empty when the row is valid.
 */
export function validateUser(input, existing = undefined) {
  const errors = {};
  const values = existing ? { ...existing } : {};
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return { values, errors: { '': 'A user must be a JSON object' } };
  }
  text(values, errors, input, 'name', 'Name', { required: true });
  text(values, errors, input, 'email', 'Email', {
    required: true,
    max: 254,
    test: EMAIL,
    bad: 'Not a valid email address',
  });
  text(values, errors, input, 'phone', 'Phone', {
    max: 25,
    test: PHONE,
    bad: 'Not a valid phone number',
  });
  text(values, errors, input, 'department', 'Department', { max: 50 });
  text(values, errors, input, 'city', 'City');
  if ('joined' in input) {
    if (blank(input.joined)) values.joined = null;
    else {
      const date = toDate(input.joined);
      if (date === undefined) errors.joined = 'Not a valid date (YYYY-MM-DD)';
      else values.joined = date;
    }
  }
  if ('salary' in input) {
    const raw = input.salary;
    const number = toNumber(raw);
    if (blank(raw)) values.salary = null;
    else if (number === undefined || number < 0) {
      errors.salary = 'Salary must be a number of at least 0';
    } else if (number > 100000000) errors.salary = 'Salary must be at most 100000000';
    else values.salary = number;
  }
  if ('active' in input) {
    const raw = input.active;
    if (raw === true || raw === 'true' || raw === 1) values.active = true;
    else if (raw === false || raw === 'false' || raw === 0 || blank(raw)) values.active = false;
    else errors.active = 'Active must be true or false';
  }
  if (!existing) {
    for (const name of ['phone', 'department', 'city']) if (!(name in values)) values[name] = '';
    if (!('joined' in values)) values.joined = null;
    if (!('salary' in values)) values.salary = null;
    if (!('active' in values)) values.active = true;
  }
  return { values, errors };
}

// ---------------------------------------------------------------------------------------
// the collection query

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Reads a JSON query parameter that must hold an array of objects (one object is accepted). */
function jsonList(params, name) {
  const raw = params.get(name);
  if (raw === null || raw === '') return [];
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new BadRequest(`Query parameter '${name}' is not valid JSON`);
  }
  const list = Array.isArray(value) ? value : [value];
  for (const item of list) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      throw new BadRequest(`Query parameter '${name}' must be a JSON array of objects`);
    }
  }
  return list;
}

/** A query value for a message: text as it is, anything else as JSON, cut short. */
const shown = (value) =>
  (typeof value === 'string' ? value : String(JSON.stringify(value))).slice(0, 100);

function field(name, where) {
  if (typeof name !== 'string' || !Object.prototype.hasOwnProperty.call(FIELDS, name)) {
    throw new BadRequest(
      `Cannot ${where} on '${shown(name)}': the fields are ${Object.keys(FIELDS).join(', ')}`,
    );
  }
  return name;
}

function direction(value) {
  if (value === undefined || value === null || value === '') return 1;
  const dir = typeof value === 'string' ? value.toUpperCase() : '';
  if (dir === 'ASC') return 1;
  if (dir === 'DESC') return -1;
  throw new BadRequest(`Sort direction must be ASC or DESC, got '${shown(value)}'`);
}

/** The sort keys: group first, then sort (JSON, or simpleSortMode's `sort` + `dir`). */
function sorters(params) {
  const keys = jsonList(params, 'group').map((g) => ({
    name: field(g.property, 'group'),
    dir: direction(g.direction),
  }));
  const raw = params.get('sort');
  if (raw !== null && raw !== '' && !/^\s*[[{]/.test(raw)) {
    keys.push({ name: field(raw, 'sort'), dir: direction(params.get('dir')) });
  } else {
    for (const s of jsonList(params, 'sort')) {
      keys.push({ name: field(s.property, 'sort'), dir: direction(s.direction) });
    }
  }
  return keys;
}

/** The list `queryUsers` made last, with what it was made of. */
let lastQuery;

/**
 * Sorts rows by the keys (then by id, a stable order, so that pages never overlap). Each key's
 * distinct values are ranked once (values the collator finds equal share a rank): sorting a
 * million rows then compares numbers, not strings.
 */
function sortRows(list, keys) {
  const ranks = keys.map(({ name }) => {
    const values = [...new Set(list.map((row) => row[name]))].sort(compareValues);
    const rank = new Map();
    let r = 0;
    values.forEach((value, i) => {
      if (i > 0 && compareValues(values[i - 1], value) !== 0) r++;
      rank.set(value, r);
    });
    return rank;
  });
  const decorated = list.map((row) => ({
    row,
    k: keys.map((key, j) => ranks[j].get(row[key.name])),
  }));
  decorated.sort((a, b) => {
    for (let j = 0; j < keys.length; j++) {
      const order = (a.k[j] - b.k[j]) * keys[j].dir;
      if (order !== 0) return order;
    }
    return a.row.id - b.row.id;
  });
  for (let i = 0; i < list.length; i++) list[i] = decorated[i].row;
}

function compareValues(a, b) {
  if (a === b) return 0;
  // Empty values sort first, as in an ascending Ext store.
  if (a === null || a === undefined || a === '') return -1;
  if (b === null || b === undefined || b === '') return 1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return a < b ? -1 : a > b ? 1 : 0;
}

const OPERATORS = new Set([
  'like',
  '=',
  '==',
  'eq',
  '!=',
  'ne',
  '<',
  'lt',
  '<=',
  'le',
  '>',
  'gt',
  '>=',
  'ge',
  'in',
]);

/** A predicate for one `{property, value, operator?, exactMatch?, caseSensitive?}` filter. */
function predicate(filter) {
  const name = field(filter.property, 'filter');
  const type = FIELDS[name];
  const operator = filter.operator ?? undefined;
  if (operator !== undefined && !OPERATORS.has(operator)) {
    throw new BadRequest(`Unknown filter operator '${shown(operator)}'`);
  }
  for (const flag of ['exactMatch', 'caseSensitive', 'anyMatch']) {
    if (filter[flag] !== undefined && typeof filter[flag] !== 'boolean') {
      throw new BadRequest(`Filter '${flag}' must be true or false, got '${shown(filter[flag])}'`);
    }
  }
  // A value of the field's type: text, a number (plain decimal), true/false; or null.
  const coerce = (value) => {
    if (value === null || value === undefined) return value;
    let result;
    if (type === 'int' || type === 'number') result = toNumber(value);
    else if (type === 'boolean') {
      result =
        value === true || value === 'true'
          ? true
          : value === false || value === 'false'
            ? false
            : undefined;
    } else if (typeof value === 'string' || typeof value === 'number') result = String(value);
    if (result === undefined) {
      const wanted =
        type === 'int' || type === 'number'
          ? 'a number'
          : type === 'boolean'
            ? 'true or false'
            : 'text';
      throw new BadRequest(`Filter on '${name}' needs ${wanted}, got '${shown(value)}'`);
    }
    return result;
  };
  if (operator === 'in') {
    if (!Array.isArray(filter.value))
      throw new BadRequest(`Filter 'in' on '${name}' needs an array`);
    const set = new Set(filter.value.map(coerce));
    return (row) => set.has(row[name]);
  }
  const wanted = coerce(filter.value);
  if (type === 'string' && (operator === undefined || operator === 'like') && !filter.exactMatch) {
    // Ext's remote filters leave matching to the server: here a substring, case-insensitive
    // unless caseSensitive is set.
    const needle = filter.caseSensitive ? String(wanted ?? '') : String(wanted ?? '').toLowerCase();
    return (row) => {
      const value = row[name] === null || row[name] === undefined ? '' : String(row[name]);
      return (filter.caseSensitive ? value : value.toLowerCase()).includes(needle);
    };
  }
  const cmp = (row) => compareValues(row[name], wanted);
  switch (operator) {
    case '!=':
    case 'ne':
      return (row) => cmp(row) !== 0;
    case '<':
    case 'lt':
      return (row) => cmp(row) < 0;
    case '<=':
    case 'le':
      return (row) => cmp(row) <= 0;
    case '>':
    case 'gt':
      return (row) => cmp(row) > 0;
    case '>=':
    case 'ge':
      return (row) => cmp(row) >= 0;
    default:
      return (row) => cmp(row) === 0;
  }
}

/** A non-negative integer query parameter, or `undefined` when absent. */
function integer(params, name) {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) {
    throw new BadRequest(`Query parameter '${name}' must be a non-negative integer, got '${raw}'`);
  }
  return Number(raw);
}

/**
 * Filters, sorts and pages `rows` as the query asks: `filter`, `sort`/`dir`, `group` and
 * `start`/`limit` (else `page`/`limit`; no `limit` means every row). Other parameters
 * (`_dc`, `id`, …) are ignored. Returns `{items, total}` where `total` counts the filtered rows.
 */
export function queryUsers(rows, params, version) {
  const filters = jsonList(params, 'filter').map(predicate);
  const keys = sorters(params);
  const limit = integer(params, 'limit');
  const page = integer(params, 'page');
  let start = integer(params, 'start');
  if (start === undefined)
    start = page !== undefined && limit !== undefined && page > 0 ? (page - 1) * limit : 0;

  // A grid scrolling through a million users asks for page after page of one query: the
  // filtered, sorted list is kept for as long as the rows have not changed (`version`).
  const key =
    version === undefined
      ? undefined
      : ['filter', 'group', 'sort', 'dir'].map((name) => params.get(name)).join('\n');
  const last = lastQuery;
  let list;
  if (
    key !== undefined &&
    last &&
    last.rows === rows &&
    last.version === version &&
    last.key === key
  ) {
    list = last.list;
  } else {
    list = filters.length ? rows.filter((row) => filters.every((test) => test(row))) : rows.slice();
    if (keys.length) sortRows(list, keys);
    if (key !== undefined) lastQuery = { rows, version, key, list };
  }
  const total = list.length;
  if (limit !== undefined && limit > 0) list = list.slice(start, start + limit);
  else if (start) list = list.slice(start);
  return { items: list, total };
}
