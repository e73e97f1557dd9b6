import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { setNameResolver, type NameResolver } from '../../lib/ClassManager';
import { def, useCleanup } from '../helpers';

const g = globalThis as any;

describe('Lib.ClassManager.setNameResolver', () => {
  useCleanup();
  let previous: NameResolver | null = null;

  beforeEach(() => {
    def('Spec.resolver.Store', {
      alias: ['store.specresolved', 'widget.specresolvedgrid'],
      constructor(this: any, cfg: any) {
        this.cfg = cfg;
      },
    });
  });
  afterEach(() => {
    setNameResolver(previous);
    previous = null;
  });

  /** Maps `Old.*` class names to `Spec.resolver.*` and `widget.oldgrid` to a Spec alias. */
  function install(spy?: sinon.SinonSpy): void {
    previous = setNameResolver((name, kind) => {
      spy?.(name, kind);
      if (kind === 'class' && name.startsWith('Old.')) return 'Spec.resolver.' + name.slice(4);
      if (kind === 'alias' && name === 'widget.oldgrid') return 'widget.specresolvedgrid';
      return undefined;
    });
  }

  it('is exposed on Lib.ClassManager and returns the previous resolver', () => {
    expect(Lib.ClassManager.setNameResolver).to.equal(setNameResolver);
    const first: NameResolver = () => undefined;
    previous = setNameResolver(first);
    expect(setNameResolver(null)).to.equal(first);
  });

  it('refuses anything but a function or null', () => {
    expect(() => setNameResolver('x' as any)).to.throw(TypeError, /expects a function or null/);
  });

  it('maps an unregistered class name in Lib.create, get, isCreated and extend', () => {
    install();
    expect(Lib.create('Old.Store', { a: 1 }).cfg).to.deep.equal({ a: 1 });
    expect(Lib.ClassManager.get('Old.Store')).to.equal(g.Spec.resolver.Store);
    expect(Lib.ClassManager.isCreated('Old.Store')).to.equal(true);
    const Sub = def('Spec.resolver.Sub', { extend: 'Old.Store' });
    expect(new Sub({}).cfg).to.deep.equal({});
    expect(Sub.superclass).to.equal(g.Spec.resolver.Store.prototype);
  });

  it('maps xclass names and lets overrides wait on a mapped name', () => {
    install();
    expect(Lib.create({ xclass: 'Old.Store', b: 2 }).cfg.b).to.equal(2);
    Lib.define(null, { override: 'Old.Store', extra: () => 'patched' });
    expect(new g.Spec.resolver.Store({}).extra()).to.equal('patched');
  });

  it('maps an unregistered alias in getByAlias, getNameByAlias, xtype and createByAlias', () => {
    install();
    expect(Lib.ClassManager.getByAlias('widget.oldgrid')).to.equal(g.Spec.resolver.Store);
    expect(Lib.ClassManager.getNameByAlias('widget.oldgrid')).to.equal('Spec.resolver.Store');
    expect(Lib.create({ xtype: 'oldgrid' })).to.be.instanceOf(g.Spec.resolver.Store);
    expect(Lib.createByAlias('widget.oldgrid')).to.be.instanceOf(g.Spec.resolver.Store);
    expect(Lib.create('widget.oldgrid')).to.be.instanceOf(g.Spec.resolver.Store);
  });

  it('is not consulted for registered names and aliases', () => {
    const spy = sinon.spy();
    install(spy);
    Lib.create('Spec.resolver.Store');
    Lib.ClassManager.getByAlias('store.specresolved');
    Lib.ClassManager.get('Spec.resolver.Store');
    expect(spy.called).to.equal(false);
  });

  it('is told the kind of name it is asked about', () => {
    const spy = sinon.spy();
    install(spy);
    Lib.ClassManager.get('Nope.Missing');
    Lib.ClassManager.getByAlias('widget.missing');
    expect(spy.args).to.deep.equal([
      ['Nope.Missing', 'class'],
      ['widget.missing', 'alias'],
    ]);
  });

  it('is not consulted again by lookups it makes itself', () => {
    const seen: string[] = [];
    previous = setNameResolver((name) => {
      seen.push(name);
      // A lookup of another unknown name from inside the resolver must not recurse.
      return Lib.ClassManager.get('Also.Missing') ? 'Spec.resolver.Store' : undefined;
    });
    expect(Lib.ClassManager.get('First.Missing')).to.equal(null);
    expect(seen).to.deep.equal(['First.Missing']);
  });

  it('leaves the usual errors when it has no answer', () => {
    install();
    expect(() => Lib.create('Old.Missing')).to.throw(
      Lib.Error,
      /unrecognized class name \/ alias: 'Old.Missing'/,
    );
    expect(() => Lib.create({ xtype: 'nosuchgrid' })).to.throw(Lib.Error, /widget.nosuchgrid/);
    expect(Lib.ClassManager.get('Old.Missing')).to.equal(null);
    expect(Lib.ClassManager.isCreated('Old.Missing')).to.equal(false);
  });

  it('ignores an answer that names the same name, or is not a string', () => {
    previous = setNameResolver((name) => (name === 'Same.Name' ? 'Same.Name' : (42 as any)));
    expect(Lib.ClassManager.get('Same.Name')).to.equal(null);
    expect(Lib.ClassManager.get('Other.Name')).to.equal(null);
  });

  it('stops mapping once removed', () => {
    install();
    setNameResolver(null);
    expect(Lib.ClassManager.get('Old.Store')).to.equal(null);
  });
});
