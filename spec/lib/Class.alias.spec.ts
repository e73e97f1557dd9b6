import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { def, useCleanup } from '../helpers';

const g = globalThis as any;

describe('Lib.define aliases', () => {
  useCleanup();
  afterEach(() => sinon.restore());

  describe('alias', () => {
    it('registers a single alias string', () => {
      const C = def('App.proxy.Mine', { alias: 'proxy.mine' });
      expect(Lib.ClassManager.getByAlias('proxy.mine')).to.equal(C);
      expect(Lib.ClassManager.getNameByAlias('proxy.mine')).to.equal('App.proxy.Mine');
    });

    it('registers an array of aliases with any prefix, or none', () => {
      const C = def('App.Multi', { alias: ['reader.multi', 'association.multi', 'plain'] });
      expect(Lib.ClassManager.getAliasesByName('App.Multi')).to.deep.equal([
        'reader.multi',
        'association.multi',
        'plain',
      ]);
      expect(Lib.ClassManager.getByAlias('plain')).to.equal(C);
    });

    it('lets a later class take over an alias, with a console message', () => {
      const warn = sinon.stub(console, 'warn');
      def('App.Old', { alias: 'widget.same' });
      const New = def('App.New', { alias: 'widget.same' });
      expect(Lib.ClassManager.getByAlias('widget.same')).to.equal(New);
      expect(warn.calledOnce).to.equal(true);
      expect(warn.firstCall.args[0]).to.equal(
        "[Lib.ClassManager] Overriding existing alias: 'widget.same' of: 'App.Old' with: 'App.New'. Be sure it's intentional.",
      );
      expect(Lib.ClassManager.getAliasesByName('App.Old')).to.deep.equal([]);
    });

    it('refuses an alias that is not a string', () => {
      expect(() => Lib.define('App.BadAlias', { alias: [5] as any })).to.throw(
        TypeError,
        'alias must be',
      );
    });
  });

  describe('xtype', () => {
    it('turns widget aliases into xtypes and xtypes into widget aliases', () => {
      const C = def('App.Widget', { xtype: ['xx', 'yy'], alias: 'widget.zz' });
      expect(C.xtype).to.equal('xx');
      expect(C.prototype.xtype).to.equal('xx');
      expect(C.prototype.xtypes).to.deep.equal(['xx', 'yy', 'zz']);
      expect(Lib.ClassManager.getAliasesByName('App.Widget')).to.deep.equal([
        'widget.zz',
        'widget.xx',
        'widget.yy',
      ]);
    });

    it('keeps the inherited chain in xtypesChain', () => {
      def('App.WP', { xtype: 'wp' });
      const C = def('App.WC', { extend: 'App.WP', xtype: 'wc' });
      expect(C.prototype.xtypesChain).to.deep.equal(['wp', 'wc']);
      expect(C.prototype.xtypes).to.deep.equal(['wc']);
      expect(C.prototype.xtypesMap.wp).to.equal(true);
    });

    it('lists an xtype the parent already has once in xtypesChain, but in the own xtypes', () => {
      const warn = sinon.stub(console, 'warn');
      def('App.DupP', { xtype: 'dup' });
      const C = def('App.DupC', { extend: 'App.DupP', xtype: ['dup', 'dupc'] });
      expect(C.prototype.xtypesChain).to.deep.equal(['dup', 'dupc']);
      expect(C.prototype.xtypes).to.deep.equal(['dup', 'dupc']);
      expect(Lib.ClassManager.getByAlias('widget.dup')).to.equal(C);
      expect(warn.calledOnce).to.equal(true);
    });

    it('adds xtypes later with addXtype', () => {
      const C = def('App.LateX', {});
      C.addXtype('latex');
      expect(Lib.ClassManager.getByAlias('widget.latex')).to.equal(C);
      expect(C.xtype).to.equal('latex');
    });
  });

  describe('alternateClassName', () => {
    it('registers each alternate name on the namespace and in the registry', () => {
      const C = def('App.Real', { alternateClassName: ['App.Legacy', 'OldApp.Name'] });
      expect(g.App.Legacy).to.equal(C);
      expect(g.OldApp.Name).to.equal(C);
      expect(Lib.ClassManager.get('App.Legacy')).to.equal(C);
      expect(Lib.ClassManager.getNameByAlternate('App.Legacy')).to.equal('App.Real');
      expect(Lib.create('OldApp.Name')).to.be.instanceOf(C);
      delete g.OldApp;
    });

    it('points the alternate names of a singleton at the instance', () => {
      def('App.OneOnly', { singleton: true, alternateClassName: 'App.Only' });
      expect(g.App.Only).to.equal(g.App.OneOnly);
    });
  });

  describe('singleton', () => {
    it('registers one instance created with no arguments', () => {
      const C = def('App.Config', {
        singleton: true,
        constructor(this: any, ...args: unknown[]) {
          this.argCount = args.length;
        },
      });
      expect(g.App.Config).to.be.instanceOf(C);
      expect(g.App.Config.argCount).to.equal(0);
      expect(Lib.ClassManager.get('App.Config')).to.equal(g.App.Config);
    });

    it('leaves no name, alias or alternate name behind when its constructor throws', () => {
      const define = () =>
        def('App.Broken', {
          singleton: true,
          alias: 'service.broken',
          xtype: 'brokenwidget',
          alternateClassName: 'App.BrokenToo',
          constructor() {
            throw new Error('no config file');
          },
        });
      expect(define).to.throw(Error, 'no config file');
      expect(Lib.ClassManager.get('App.Broken')).to.equal(null);
      expect(Lib.ClassManager.get('App.BrokenToo')).to.equal(null);
      expect(Lib.ClassManager.getNameByAlias('service.broken')).to.equal('');
      expect(Lib.ClassManager.getNameByAlias('widget.brokenwidget')).to.equal('');
      expect(g.App.Broken).to.equal(undefined);
    });

    it('cannot be created again', () => {
      def('App.S9', { singleton: true });
      expect(() => Lib.create('App.S9')).to.throw(
        Lib.Error,
        "[Lib.create] 'App.S9' is a singleton and cannot be instantiated",
      );
    });
  });
});
