/**
 * The package's entries as an application bundling them gets them: `core.ts`, `data.ts` and
 * `date.ts` bundled alone, and the data entry with `lib-ext4/date`, run in Node. The core has
 * the class system, the language helpers and Observable; the data entry adds the data layer,
 * and no component class, no `Lib.util.Format` and no XML reader or writer. Neither has
 * `Lib.Date` (its parser and formatter are the date entry): the data layer then reads ISO 8601,
 * timestamps and Dates itself, and a `dateFormat` that needs `Lib.Date` is an error naming it.
 * The same for the lenient JSON reader (`lib-ext4/lenient`) and the id generators
 * (`lib-ext4/idgen`): without them a lenient decode of text that is not JSON, or a model with
 * `idgen`, is an error naming the import; with them they work.
 */
import { expect } from 'chai';
import * as esbuild from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(__dirname, '..');

/**
 * The `Lib` of the entry `file` bundled alone (a fresh copy: nothing shared with the specs), or
 * of `source` (imports relative to the repository) saved as `file`.
 */
async function entryLib(file: string, dir: string, source?: string): Promise<any> {
  const result = await esbuild.build({
    ...(source
      ? { stdin: { contents: source, resolveDir: ROOT, loader: 'ts' as const } }
      : { entryPoints: [path.join(ROOT, file)] }),
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const out = path.join(dir, file.replace('.ts', '.mjs'));
  writeFileSync(out, result.outputFiles[0].text);
  return (await import(pathToFileURL(out).href)).Lib;
}

describe('the package entries, bundled alone', function () {
  this.timeout(60000);
  let dir: string;
  let core: any;
  let data: any;
  let date: any;
  let dataDate: any;
  let dataMore: any;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lib-entries-'));
    [core, data, date, dataDate, dataMore] = await Promise.all([
      entryLib('core.ts', dir),
      entryLib('data.ts', dir),
      entryLib('date.ts', dir),
      entryLib('data-date.ts', dir, "import './data'; import './date'; export * from './data';"),
      entryLib(
        'data-more.ts',
        dir,
        "import './data'; import './lenient'; import './idgen'; export * from './data';",
      ),
    ]);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  describe('lib-ext4/core', () => {
    it('has the class system, the language helpers and Observable, and no Lib.Date', () => {
      expect(core.ClassManager.get('Lib.util.Observable')).to.be.a('function');
      expect(core.ClassManager.get('Lib.data.Store')).to.equal(null);
      expect(core.String.capitalize('ab')).to.equal('Ab');
      expect(core.Date).to.equal(undefined);
    });

    it('still sends dates as local YYYY-MM-DDTHH:mm:ss in JSON and query strings', () => {
      const date = new Date(2024, 1, 9, 7, 5, 3);
      expect(core.JSON.encode({ d: date })).to.equal('{"d":"2024-02-09T07:05:03"}');
      expect(core.Object.toQueryString({ d: date })).to.equal('d=2024-02-09T07%3A05%3A03');
      expect(core.JSON.encode(new Date(NaN))).to.equal('null');
    });

    it('coerces numbers to dates, and says that reading a date from text needs Lib.Date', () => {
      expect(core.coerce('86400000', new Date()).getTime()).to.equal(864e5);
      expect(() => core.coerce('02/09/2024', new Date())).to.throw(
        "[Lib.coerce] reading a date from text needs import 'lib-ext4/date'",
      );
    });
  });

  describe('lib-ext4/data', () => {
    it('has the data layer and no Lib.Date', () => {
      expect(data.ClassManager.get('Lib.data.Store')).to.be.a('function');
      expect(data.ClassManager.get('Lib.Component')).to.equal(null);
      expect(data.Date).to.equal(undefined);
    });

    it('still loads ISO 8601 dates, timestamps and Dates into date fields', () => {
      const store = data.create('Lib.data.Store', {
        fields: [
          { name: 'iso', type: 'date' },
          { name: 'c', type: 'date', dateFormat: 'c' },
          { name: 'ts', type: 'date', dateFormat: 'timestamp' },
          { name: 'd', type: 'date' },
        ],
        data: [{ iso: '2024-02-09T07:05:03Z', c: '2024-02-09', ts: 86400, d: new Date(5) }],
      });
      const record = store.getAt(0);
      expect(record.get('iso').getTime()).to.equal(Date.UTC(2024, 1, 9, 7, 5, 3));
      expect(record.get('c').getTime()).to.equal(new Date(2024, 1, 9).getTime());
      expect(record.get('ts').getTime()).to.equal(864e5);
      expect(record.get('d').getTime()).to.equal(5);
    });

    it('refuses a dateFormat that needs Lib.Date when the model is defined, naming the import', () => {
      expect(() =>
        data.define('Spec.entries.Event', {
          extend: 'Lib.data.Model',
          fields: [{ name: 'day', type: 'date', dateFormat: 'd/m/Y' }],
        }),
      ).to.throw(
        "[Lib.define('Spec.entries.Event')] fields[0] ('day'): date format 'd/m/Y' needs " +
          "import 'lib-ext4/date'",
      );
    });

    it('leaves Lib.util.Format and the XML reader and writer to the full entry', () => {
      expect(data.util.Format).to.equal(undefined);
      expect(() =>
        data.create('Lib.data.Store', {
          fields: ['a'],
          proxy: { type: 'memory', reader: { type: 'xml' } },
        }),
      ).to.throw("unrecognized alias: 'reader.xml'");
      expect(data.ClassManager.get('Lib.data.writer.Xml')).to.equal(null);
    });
  });

  describe('lib-ext4/date', () => {
    it('alone: the core with Lib.Date', () => {
      expect(date.Date.format(new Date(2024, 1, 9), 'Y-m-d')).to.equal('2024-02-09');
      expect(date.ClassManager.get('Lib.data.Store')).to.equal(null);
    });

    it('with the data entry: Lib.Date reads and writes any dateFormat, and Lib.coerce dates', () => {
      expect(dataDate.coerce('02/09/2024', new Date()).getTime()).to.equal(
        new Date(2024, 1, 9).getTime(),
      );
      const store = dataDate.create('Lib.data.Store', {
        fields: [{ name: 'day', type: 'date', dateFormat: 'd/m/Y' }],
        data: [{ day: '09/02/2024' }],
      });
      const record = store.getAt(0);
      expect(record.get('day').getTime()).to.equal(new Date(2024, 1, 9).getTime());
      expect(dataDate.create('writer.json').getRecordData(record).day).to.equal('09/02/2024');
    });
  });

  describe('lib-ext4/lenient and lib-ext4/idgen', () => {
    it('the data entry alone reads JSON, and refuses a lenient decode or idgen naming the import', () => {
      expect(data.JSON.decode('{"a":1}', { lenient: true })).to.deep.equal({ a: 1 });
      expect(() => data.JSON.decode("{a: 'x'}", { lenient: true })).to.throw(
        "[Lib.JSON.decode] text that is not JSON needs import 'lib-ext4/lenient'",
      );
      expect(() => data.JSON.decode("{a: 'x'}", { lenient: true, safe: true })).to.throw(
        "import 'lib-ext4/lenient'",
      );
      expect(data.JSON.decode("{a: 'x'}", true)).to.equal(null);
      expect(data.ClassManager.get('Lib.data.IdGenerator')).to.equal(null);
      expect(() =>
        data.define('Spec.entries.Note', {
          extend: 'Lib.data.Model',
          fields: ['text'],
          idgen: 'uuid',
        }),
      ).to.throw("[Lib.define('Spec.entries.Note')] config 'idgen' needs import 'lib-ext4/idgen'");
    });

    it('with them: lenient decodes and json readers read legacy text, models get ids', () => {
      expect(dataMore.JSON.decode("{a: 'x', b: [1,],}", { lenient: true })).to.deep.equal({
        a: 'x',
        b: [1],
      });
      const store = dataMore.create('Lib.data.Store', {
        fields: ['a'],
        proxy: { type: 'memory', reader: { type: 'json', lenient: true } },
      });
      store.loadRawData({ responseText: "[{a: 'x'}]" });
      expect(store.getAt(0).get('a')).to.equal('x');
      dataMore.define('Spec.entries.Note', {
        extend: 'Lib.data.Model',
        fields: ['text'],
        idgen: { type: 'sequential', prefix: 'N' },
      });
      expect(dataMore.create('Spec.entries.Note').getId()).to.equal('N1');
    });
  });
});
