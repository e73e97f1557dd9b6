import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import {
  KINDS,
  cfg,
  checkConfigs,
  checkOptions,
  configsOf,
  either,
  oneOf,
  type ConfigTable,
} from '../../lib/config';
import { def, useCleanup } from '../helpers';

/** A class whose Ext-style constructor checks its config, then copies it (a hierarchy root). */
const root = (name: string, body: Record<string, unknown>) =>
  def(name, {
    ...body,
    constructor(this: any, config: any) {
      Object.assign(this, checkConfigs(this, config));
    },
  });

describe('lib/config ($configs)', () => {
  useCleanup();

  describe('declaring', () => {
    it('puts each default on the prototype, and declares a config without one', () => {
      const C = root('App.Cfg1', { $configs: { size: 3, label: cfg('string') } });
      expect(C.prototype.size).to.equal(3);
      expect('label' in C.prototype).to.equal(false);
      expect(new C({}).size).to.equal(3);
    });

    it('takes the kind of a plain default from its type', () => {
      const C = root('App.Cfg2', { $configs: { size: 3, on: true, label: 'x' } });
      expect(() => new C({ size: '4' })).to.throw(
        TypeError,
        "[App.Cfg2] config 'size' must be a number, got '4'",
      );
      expect(() => new C({ on: 'yes' })).to.throw(TypeError, "config 'on' must be a boolean");
      expect(() => new C({ label: 1 })).to.throw(TypeError, "config 'label' must be a string");
    });

    it('inherits the parent class table; a subclass adds to it and may redeclare', () => {
      const P = root('App.CfgP', { $configs: { size: 3, label: cfg('string') } });
      const C = def('App.CfgC', { extend: P, $configs: { size: cfg('text', 5), extra: false } });
      expect(Object.keys(configsOf(C)).sort()).to.deep.equal(['extra', 'label', 'size']);
      expect(Object.keys(configsOf(P)).sort()).to.deep.equal(['label', 'size']);
      expect(new C({ size: '7' }).size).to.equal('7');
      expect(() => new P({ size: '7' })).to.throw(TypeError);
      expect(() => new C({ label: 1 })).to.throw(TypeError, "[App.CfgC] config 'label'");
    });

    it('joins a mixin table under the class own declarations', () => {
      const M = def('App.CfgMixin', { $configs: { sortOnLoad: true, label: cfg('number') } });
      const C = root('App.CfgMixed', {
        mixins: { sortable: M },
        $configs: { label: cfg('string') },
      });
      expect(C.prototype.sortOnLoad).to.equal(true);
      expect(() => new C({ sortOnLoad: 1 })).to.throw(TypeError, "config 'sortOnLoad'");
      expect(new C({ label: 'a' }).label).to.equal('a');
    });

    it('lets Lib.override add declarations that subclasses defined earlier see', () => {
      const P = root('App.CfgOverP', { $configs: { size: 3 } });
      const C = def('App.CfgOverC', { extend: P });
      Lib.override(P, { $configs: { mode: cfg(oneOf('a', 'b'), 'a') } });
      expect(new C({}).mode).to.equal('a');
      expect(() => new C({ mode: 'c' })).to.throw(
        TypeError,
        "[App.CfgOverC] config 'mode' must be one of 'a', 'b', got 'c'",
      );
    });

    it('refuses a table entry that is no declaration', () => {
      expect(() => def('App.CfgBad', { $configs: { size: { kind: 'number' } as any } })).to.throw(
        TypeError,
        "$configs 'size' must be a declaration (cfg) or a default value",
      );
      expect(() => def('App.CfgBad2', { $configs: 5 as any })).to.throw(TypeError, '$configs');
    });
  });

  describe('the null policy (Ext: null means not set)', () => {
    it('gives the default for null and undefined, without changing the given object', () => {
      const C = root('App.CfgNull', { $configs: { size: 3 } });
      const given = { size: null, other: null };
      const c = new C(given);
      expect(c.size).to.equal(3);
      expect(c.other).to.equal(null);
      expect(given).to.deep.equal({ size: null, other: null });
      expect(new C({ size: undefined }).size).to.equal(3);
    });

    it('keeps null, and an undefined given as such, for a declaration that accepts them', () => {
      const C = root('App.CfgNullable', { $configs: { pageParam: cfg('string', 'page', true) } });
      expect(new C({ pageParam: null }).pageParam).to.equal(null);
      expect(new C({ pageParam: undefined }).pageParam).to.equal(undefined);
      expect(new C({}).pageParam).to.equal('page');
    });

    it('returns the same object when nothing is dropped', () => {
      const table = { size: cfg('number', 1) } as unknown as ConfigTable;
      const config = { size: 2 };
      expect(checkConfigs({ $className: 'X', $configs: table }, config)).to.equal(config);
    });
  });

  describe('checking', () => {
    it('refuses a config that is not an object', () => {
      const C = root('App.CfgObj', { $configs: { size: 3 } });
      expect(() => new C('big')).to.throw(
        TypeError,
        "[App.CfgObj] config must be an object, got 'big'",
      );
      expect(() => new C([1])).to.throw(TypeError, 'config must be an object');
    });

    it('lets configs the class does not declare through', () => {
      const C = root('App.CfgFree', { $configs: { size: 3 } });
      expect(new C({ free: 'x' }).free).to.equal('x');
    });

    it('refuses NaN where a number is declared', () => {
      const C = root('App.CfgNaN', { $configs: { size: 3 } });
      expect(() => new C({ size: NaN })).to.throw(
        TypeError,
        "config 'size' must be a number, got NaN",
      );
    });

    it('lets a custom test throw its own, more precise error', () => {
      const headers = cfg([
        (v: any, where: string, what: string) => {
          for (const key of Object.keys(v)) {
            if (/[\r\n]/.test(v[key]))
              throw new TypeError(`[${where}] ${what}.${key} has a line break`);
          }
          return true;
        },
        'an object',
      ]);
      const C = root('App.CfgDeep', { $configs: { headers } });
      expect(() => new C({ headers: { A: 'x\ny' } })).to.throw(
        TypeError,
        "[App.CfgDeep] config 'headers'.A has a line break",
      );
    });

    it('combines rules with either', () => {
      const [ok, expected] = either('string', 'array');
      expect(ok('a', '', '')).to.equal(true);
      expect(ok([], '', '')).to.equal(true);
      expect(ok(1, '', '')).to.equal(false);
      expect(expected).to.equal('a string or an array');
    });

    it('has one set of kinds', () => {
      expect(Object.keys(KINDS).sort()).to.deep.equal([
        'any',
        'array',
        'boolean',
        'function',
        'name',
        'number',
        'object',
        'string',
        'text',
      ]);
      expect(KINDS.object[0]([], '', '')).to.equal(false);
      expect(KINDS.name[0]('', '', '')).to.equal(false);
      expect(KINDS.text[0](1, '', '')).to.equal(true);
    });
  });

  describe('checkOptions (options of a method call)', () => {
    it('names the option, and lets undefined (and null with nulls) through', () => {
      expect(() =>
        checkOptions('Lib.data.Store#load', { start: '0' }, { start: 'number' }),
      ).to.throw(TypeError, "[Lib.data.Store#load] option 'start' must be a number, got '0'");
      expect(() => checkOptions('W', { start: null }, { start: 'number' }, true)).not.to.throw();
      expect(() => checkOptions('W', { start: null }, { start: 'number' })).to.throw(TypeError);
      expect(() => checkOptions('W', undefined, { start: 'number' })).not.to.throw();
    });
  });
});
