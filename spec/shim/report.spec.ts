import { expect } from 'chai';
import sinon from 'sinon';
import { Recorder } from '../../shim/report';

describe('the Ext shim: migration report (Recorder)', () => {
  function recorder() {
    const out = { warn: sinon.spy() };
    return { out, rec: new Recorder(out) };
  }

  it('counts each kind of item by name, sorted, with a total', () => {
    const { rec } = recorder();
    rec.unknownClass('Ext.tree.Panel');
    rec.unknownClass('Ext.chart.Chart');
    rec.unknownClass('Ext.tree.Panel');
    rec.unknownAlias('widget.treepanel');
    rec.renamedConfig('Ext.data.reader.Reader', 'rootProperty', 'root', 'Ext JS 5+');
    rec.unsupportedConfig('Ext.data.Store', 'buffered', 'no buffered store');
    expect(rec.report()).to.deep.equal({
      active: true,
      renamedConfigs: [
        { owner: 'Ext.data.reader.Reader', from: 'rootProperty', to: 'root', count: 1 },
      ],
      unsupportedConfigs: [{ owner: 'Ext.data.Store', name: 'buffered', count: 1 }],
      unknownClasses: [
        { name: 'Ext.chart.Chart', count: 1 },
        { name: 'Ext.tree.Panel', count: 2 },
      ],
      unknownAliases: [{ alias: 'widget.treepanel', count: 1 }],
      total: 6,
    });
  });

  it('warns once per item, naming it', () => {
    const { out, rec } = recorder();
    rec.unknownAlias('plugin.cellediting');
    rec.unknownAlias('plugin.cellediting');
    rec.unknownAlias('proxy.jsonp');
    expect(out.warn.args.map((a) => a[0])).to.deep.equal([
      "[Lib.migration] ptype 'cellediting' ('plugin.cellediting') is an Ext JS alias that Lib does not provide: creating it fails with a Lib.Error naming it.",
      "[Lib.migration] proxy type 'jsonp' ('proxy.jsonp') is an Ext JS alias that Lib does not provide: creating it fails with a Lib.Error naming it.",
    ]);
  });

  it('hands out snapshots the caller may change', () => {
    const { rec } = recorder();
    rec.unknownClass('Ext.tree.Panel');
    const first = rec.report();
    first.unknownClasses[0].count = 99;
    rec.unknownClass('Ext.tree.Panel');
    expect(rec.report().unknownClasses[0].count).to.equal(2);
  });

  it('runs beforeReport first (the shim checks queued requires there)', () => {
    const { rec } = recorder();
    rec.beforeReport = () => rec.unknownClass('Ext.Late');
    expect(rec.report().unknownClasses).to.deep.equal([{ name: 'Ext.Late', count: 1 }]);
  });

  it('reset forgets counts and warnings', () => {
    const { out, rec } = recorder();
    rec.unknownClass('Ext.tree.Panel');
    rec.reset();
    expect(rec.report().total).to.equal(0);
    rec.unknownClass('Ext.tree.Panel');
    expect(out.warn.callCount).to.equal(2);
  });

  it('reports inactive when created for a page with a real Ext', () => {
    expect(new Recorder({ warn() {} }, false).report().active).to.equal(false);
  });
});
