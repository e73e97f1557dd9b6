/**
 * The package's entries as an application bundling one of them gets it: `core.ts` and `data.ts`
 * bundled alone, run in Node. The core has the class system, the language helpers and
 * Observable, and no `Lib.Date` (its parser and formatter come with the data entry); the data
 * entry has `Lib.Date` and the data layer, and no component class, no `Lib.util.Format` and no
 * XML reader or writer.
 */
import { expect } from 'chai';
import * as esbuild from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const ROOT = path.resolve(__dirname, '..');

/** The `Lib` of the entry `file` bundled alone (a fresh copy: nothing shared with the specs). */
async function entryLib(file: string, dir: string): Promise<Any> {
  const result = await esbuild.build({
    entryPoints: [path.join(ROOT, file)],
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
  let core: Any;
  let data: Any;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lib-entries-'));
    [core, data] = await Promise.all([entryLib('core.ts', dir), entryLib('data.ts', dir)]);
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
        '[Lib.coerce] reading a date from text needs Lib.Date (lib-ext4/data or lib-ext4)',
      );
    });
  });

  describe('lib-ext4/data', () => {
    it('has Lib.Date, and Lib.coerce reads dates from text with its default format', () => {
      expect(data.Date.format(new Date(2024, 1, 9), 'Y-m-d')).to.equal('2024-02-09');
      expect(data.coerce('02/09/2024', new Date()).getTime()).to.equal(
        new Date(2024, 1, 9).getTime(),
      );
      expect(data.ClassManager.get('Lib.data.Store')).to.be.a('function');
      expect(data.ClassManager.get('Lib.Component')).to.equal(null);
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
});
