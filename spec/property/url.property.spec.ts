/**
 * Properties of the URLs `Lib.data.proxy.Rest` builds, checked without a network: the proxy
 * builds its request (`buildRequest`, which calls `buildUrl`) and hands it to `Lib.Ajax.request`,
 * stubbed here; the Connection's own `prepare` then gives the URL it would send. For any base
 * url (with or without a trailing `/`), record id (text with `/`, `?`, `#`, `%`, dots,
 * non-ASCII, or an integer, 0 included), format (with or without a leading `.`), `appendId`
 * and action:
 * - the path is the base url, then — when the id is appended — exactly one `/` and the id
 *   percent-encoded as one segment (decodeURIComponent gives the id back, a URL parser sees
 *   one segment), then exactly one `.` and the format;
 * - a new (phantom) record never puts an id in the URL, not even the 0 of an `int` id field;
 *   ids `.` and `..` (which URL parsers resolve away) are refused with a Lib error;
 * - the query string parses back (URLSearchParams) to exactly the parameters sent:
 *   `extraParams`, the operation's `params`, paging, sorters and filters as JSON, the `id`
 *   of a single-record read, and the `_dc` cache buster.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import '../../classes/data/proxy/Rest';
import { LibError } from '../../lib/Error';
import { Ajax } from '../../classes/Ajax';
import { Operation } from '../../classes/data/Operation';
import { ODD_KEYS, UNSAFE_KEYS, fromEntries, runs } from './property.helpers';

const AUTO = 'Prop.url.Auto';
const INT = 'Prop.url.Int';

const segmentArb = fc.stringMatching(/^[a-z0-9_-]{1,6}$/);
/** Base urls: relative or absolute paths, with or without a trailing slash; no query. */
const baseArb = fc
  .tuple(
    fc.constantFrom('', 'http://h.test', 'https://h.test:8080'),
    fc.array(segmentArb, { minLength: 1, maxLength: 3 }),
    fc.boolean(),
  )
  .map(([origin, segments, slash]) => `${origin}/${segments.join('/')}${slash ? '/' : ''}`);

/** Ids: hostile text (never ill-formed UTF-16: it has no URL encoding) or integers. */
const textIdArb = fc.oneof(
  fc.constantFrom(
    '/',
    '?',
    '#',
    '%',
    '%2F',
    '..',
    '.',
    '...',
    'a/b',
    '../admin',
    '?x=1#y',
    'a.',
    '7.',
    'a.b.',
    ' ',
    '+',
  ),
  fc.constantFrom(...ODD_KEYS),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 5 }),
  fc
    .array(fc.constantFrom('a', '/', '?', '#', '%', '.', '&', '=', 'é', '😀', '\\', ';'), {
      maxLength: 6,
    })
    .map((chars) => chars.join('')),
);
const intIdArb = fc.oneof(fc.constant(0), fc.integer({ min: -5, max: 1e9 }));

/** Formats as configured: plain, and with a leading dot (which must not give two dots). */
const plainFormatArb = fc.option(fc.constantFrom('json', 'xml', 'JSON', 'json5'), {
  nil: undefined,
});
const dottedFormatArb = fc.constantFrom('.json', '.xml');

/** Parameter names and values: odd names, text that needs encoding. */
const paramNameArb = fc.oneof(
  fc.constantFrom(...ODD_KEYS, 'a&b', 'a=b', 'x y', 'ü', '%', '+', '#', 'page', 'id', 'sort'),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
);
const paramValueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.constantFrom('&', '=', '#', '?', '%', '+', ' ', '%20', 'a&b=c'),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string({ unit: 'grapheme', maxLength: 3 }), { maxLength: 3 }),
);
const paramsArb = fc
  .array(fc.tuple(paramNameArb, paramValueArb), { maxLength: 4 })
  .map(fromEntries);

const sortersArb = fc.array(
  fc.record({
    property: fc.oneof(fc.constantFrom(...ODD_KEYS), fc.string({ maxLength: 4 })),
    direction: fc.constantFrom('ASC', 'DESC'),
  }),
  { maxLength: 2 },
);
const filtersArb = fc.array(
  fc.record({
    property: fc.oneof(fc.constantFrom(...ODD_KEYS), fc.string({ maxLength: 4 })),
    value: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 4 }), fc.integer(), fc.boolean()),
  }),
  { maxLength: 2 },
);

type Target =
  | { kind: 'record'; model: 'auto' | 'int'; id: unknown; phantom: boolean }
  | { kind: 'load'; id: unknown }
  | { kind: 'list' };
const targetArb: fc.Arbitrary<Target> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('record' as const),
      model: fc.constant('auto' as const),
      id: fc.oneof(textIdArb, intIdArb),
      phantom: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('record' as const),
      model: fc.constant('int' as const),
      id: intIdArb,
      phantom: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('load' as const), id: fc.oneof(textIdArb, intIdArb) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('list' as const) }) },
);

const caseArb = fc.record({
  base: baseArb,
  format: plainFormatArb as fc.Arbitrary<string | undefined>,
  appendId: fc.boolean(),
  target: targetArb,
  action: fc.constantFrom('create', 'read', 'update', 'destroy'),
  extraParams: paramsArb,
  params: fc.option(paramsArb, { nil: undefined }),
  paging: fc.option(
    fc.record({ page: fc.nat(9), start: fc.nat(500), limit: fc.integer({ min: 1, max: 100 }) }),
    { nil: undefined },
  ),
  sorters: sortersArb,
  filters: filtersArb,
});
type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

const isIdValue = (id: unknown) => !!id || id === 0;
const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** The parameters a request must carry (ServerProxy#buildRequest's rules), in order. */
function expectedParams(c: Case, operationId: unknown): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const source of [c.extraParams, c.params || {}]) {
    for (const key of Object.keys(source)) if (!UNSAFE_KEYS.has(key)) params[key] = source[key];
  }
  const computed: Array<[string, unknown]> = [];
  if (c.action === 'read' && c.target.kind === 'list') {
    if (c.paging) {
      computed.push(['page', c.paging.page], ['start', c.paging.start], ['limit', c.paging.limit]);
    }
    if (c.sorters.length) computed.push(['sort', SORT]);
    if (c.filters.length) computed.push(['filter', FILTER]);
  }
  for (const [key, value] of computed) if (!own(params, key)) params[key] = value;
  if (operationId !== undefined && !own(params, 'id')) params.id = operationId;
  return params;
}
const SORT = Symbol('sort JSON');
const FILTER = Symbol('filter JSON');

/** The `[name, value]` pairs a parameter object becomes in a query string (toQueryString). */
function pairs(params: Record<string, unknown>): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  for (const key of Object.keys(params)) {
    const value = params[key];
    if (Array.isArray(value)) for (const item of value) out.push([key, item]);
    else out.push([key, value]);
  }
  return out;
}

describe('Lib.data.proxy.Rest URLs (properties)', () => {
  let sent: any[];
  before(() => {
    Lib.define(AUTO, { extend: 'Lib.data.Model', fields: ['id', 'name'] });
    Lib.define(INT, { extend: 'Lib.data.Model', fields: [{ name: 'id', type: 'int' }, 'name'] });
  });
  after(() => {
    Lib.undefine(INT);
    Lib.undefine(AUTO);
  });
  beforeEach(() => {
    sent = [];
    sinon.stub(Ajax, 'request').callsFake((options: any) => {
      sent.push(options);
      return { id: sent.length } as any;
    });
  });
  afterEach(() => sinon.restore());

  /** What one request of a case sent, or `'refused'` when building it threw a Lib error. */
  interface Sent {
    url: string;
    path: string;
    query: string;
    /** Whether the id must be in the path, and its text. */
    appended: boolean;
    idText: string;
    /** Whether the record was new (phantom). */
    phantom: boolean;
    operationId: unknown;
  }

  /**
   * Builds the proxy and the operation of a case, sends it (to the stub) and returns what the
   * Connection would send. Ids `.` and `..` must be refused before anything is sent.
   */
  function send(c: Case): Sent | 'refused' {
    sent.length = 0;
    const model = c.target.kind === 'record' && c.target.model === 'int' ? INT : AUTO;
    const proxy = Lib.create('proxy.rest', {
      url: c.base,
      model,
      format: c.format,
      appendId: c.appendId,
      extraParams: c.extraParams,
    });
    const Model = Lib.ClassManager.get(model) as any;
    const config: Record<string, any> = { action: c.action };
    let urlId: unknown;
    let operationId: unknown;
    let phantom = false;
    if (c.target.kind === 'record') {
      const t = c.target;
      const record = t.phantom ? new Model({ name: 'n' }) : new Model({ id: t.id, name: 'n' });
      config.records = [record];
      phantom = record.phantom === true;
      urlId = phantom ? undefined : record.getId();
    } else if (c.target.kind === 'load') {
      config.id = operationId = urlId = c.target.id;
    }
    if (c.params) config.params = c.params;
    if (c.action === 'read' && c.target.kind === 'list') {
      Object.assign(config, c.paging, { sorters: c.sorters, filters: c.filters });
    }
    const operation = new Operation(config as any);
    const appended = c.appendId && isIdValue(urlId);
    const idText = String(urlId);

    if (appended && (idText === '.' || idText === '..')) {
      expect(() => proxy.buildRequest(operation)).to.throw(LibError, /cannot be put in a URL/);
      expect(() => (proxy as any)[c.action](operation, () => {})).to.throw(LibError);
      expect(sent, 'nothing is sent').to.have.length(0);
      return 'refused';
    }

    const request = proxy.buildRequest(operation);
    (proxy as any)[c.action](operation, () => {});
    expect(sent).to.have.length(1);
    const url = Ajax.prepare(sent[0]).url;
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    expect(path, 'the path of buildRequest and of the URL sent').to.equal(
      request.url!.split('?')[0],
    );
    return {
      url,
      path,
      query: q === -1 ? '' : url.slice(q + 1),
      appended,
      idText,
      phantom,
      operationId,
    };
  }

  /**
   * Checks the path of a case: the base url; when the id is appended, exactly one `/` and one
   * segment of unreserved characters and `%XX` escapes that decodes to the id (and that a URL
   * parser keeps as one segment); then exactly one `.` and the format (a leading `.` in the
   * configured format is not a second one). No fragment anywhere.
   */
  function checkPath(c: Case, s: Sent): void {
    expect(s.url.includes('#'), `no fragment in ${s.url}`).to.equal(false);
    const formatName = c.format ? c.format.replace(/^\./, '') : '';
    const suffix = formatName ? '.' + formatName : '';
    if (!s.appended) {
      expect(s.path, 'the path without an id').to.equal(c.base + suffix);
      return;
    }
    const bare = c.base.replace(/\/$/, '');
    expect(s.path.startsWith(bare + '/'), `${s.path} starts with '${bare}/'`).to.equal(true);
    expect(s.path.endsWith(suffix), `${s.path} ends with '${suffix}'`).to.equal(true);
    const segment = s.path.slice(bare.length + 1, s.path.length - suffix.length);
    expect(segment, `the id segment of ${s.path}`).to.match(
      /^(?:[A-Za-z0-9\-_.!~*'()]|%[0-9A-F]{2})+$/,
    );
    expect(decodeURIComponent(segment), `the id read back from ${s.path}`).to.equal(s.idText);
    const parsed = new URL(s.url, 'http://h.test/').pathname;
    const base = new URL(bare, 'http://h.test/').pathname;
    expect(parsed, 'what a URL parser makes of it').to.equal(`${base}/${segment}${suffix}`);
  }

  it('appends one "/" and the id percent-encoded as one segment, then one "." and the format', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const s = send(c);
        if (s !== 'refused') checkPath(c, s);
      }),
      runs(2000),
    );
  });

  it('puts exactly one "." before a format configured with a leading "."', () => {
    fc.assert(
      fc.property(caseArb, dottedFormatArb, (c0, format) => {
        const c = { ...c0, format };
        const s = send(c);
        if (s !== 'refused') checkPath(c, s);
      }),
      runs(400),
    );
  });

  it('never puts the id of a new (phantom) record in the URL, not even the 0 of an int id', () => {
    const phantomCase: fc.Arbitrary<Case> = fc
      .tuple(caseArb, fc.constantFrom('auto' as const, 'int' as const))
      .map(([c, model]) => ({
        ...c,
        appendId: true,
        target: { kind: 'record' as const, model, id: 0, phantom: true },
      }));
    fc.assert(
      fc.property(phantomCase, (c) => {
        const s = send(c);
        if (s === 'refused') return expect.fail('a phantom record was refused');
        expect(s.phantom).to.equal(true);
        expect(s.appended).to.equal(false);
        checkPath(c, s);
      }),
      runs(400),
    );
  });

  it('sends a query string that parses back to exactly the parameters, and a _dc', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const s = send(c);
        if (s === 'refused') return;
        const search = new URLSearchParams(s.query);
        expect(search.getAll('_dc')).to.have.length(1);
        expect(search.get('_dc')).to.match(/^\d+$/);
        search.delete('_dc');
        const expected = pairs(expectedParams(c, s.operationId));
        const got = [...search.entries()];
        expect(
          got.map(([k]) => k),
          `parameter names in ${s.query}`,
        ).to.deep.equal(expected.map(([k]) => k));
        expected.forEach(([name, value], i) => {
          const text = got[i][1];
          if (value === SORT) {
            expect(JSON.parse(text)).to.deep.equal(
              c.sorters.map((f) => ({ property: f.property, direction: f.direction })),
            );
          } else if (value === FILTER) {
            expect(JSON.parse(text)).to.deep.equal(
              c.filters.map((f) => ({ property: f.property, value: f.value })),
            );
          } else {
            expect(text, `parameter '${name}'`).to.equal(String(value));
          }
        });
      }),
      runs(1600),
    );
  });
});
