import { expect } from 'chai';
import { useShimPage } from './helpers';

describe("the Ext shim's Ext.Action", () => {
  const page = useShimPage();
  const run = (source: string) => page.run(source);

  beforeEach(() => {
    run(`window.calls = [];
      window.action = Ext.create('Ext.Action', {
        text: 'Save', iconCls: 'icon-save',
        handler: function (arg) { calls.push('save ' + (arg && arg.isComponent ? arg.$className : arg)); }
      });
      window.panel = Ext.create('Ext.panel.Panel', {
        renderTo: document.body, width: 300, height: 200,
        tbar: [action],
        items: [{xtype: 'button', itemId: 'other', text: 'Other'}]
      });
      window.menu = Ext.create('Ext.menu.Menu', {items: [action]});
      window.button = panel.down('toolbar').items.getAt(0);
      window.item = menu.items.getAt(0);`);
  });

  it('makes a toolbar button and a menu item from the action, joined to it', () => {
    expect(run('button.$className + " " + item.$className')).to.equal(
      'Lib.button.Button Lib.menu.Item',
    );
    expect(run('button.text + " " + item.text + " " + button.iconCls')).to.equal(
      'Save Save icon-save',
    );
    expect(run('button.baseAction === action && action.items.length')).to.equal(2);
    expect(run('action.itemId === button.itemId')).to.equal(true);
    run('button.el.dom.click()');
    expect(run('calls')).to.deep.equal(['save Lib.button.Button']);
  });

  it('changes every component made from it', () => {
    run('action.setText("Store"); action.disable(); action.setIconCls("icon-disk");');
    expect(run('button.text + " " + item.text')).to.equal('Store Store');
    expect(run('button.disabled && item.disabled && action.isDisabled()')).to.equal(true);
    expect(run('button.iconCls + " " + action.getIconCls()')).to.equal('icon-disk icon-disk');
    run('action.enable(); action.hide();');
    expect(run('button.disabled + " " + button.hidden + " " + action.isHidden()')).to.equal(
      'false true true',
    );
    run('action.show(); action.setHandler(function () { calls.push("new"); });');
    expect(run('button.hidden')).to.equal(false);
    run('button.el.dom.click(); action.execute(7);');
    expect(run('calls')).to.deep.equal(['new', 'new']);
    expect(
      run('window.seen = []; action.each(function (c) { seen.push(c.$className); }); seen'),
    ).to.deep.equal(['Lib.button.Button', 'Lib.menu.Item']);
  });

  it('forgets a destroyed component', () => {
    run('menu.destroy(); action.setText("After");');
    expect(run('action.items.length + " " + button.text')).to.equal('1 After');
  });

  it('executes its handler with the arguments, and says so when it has none', () => {
    run('action.execute(42)');
    expect(run('calls')).to.deep.equal(['save 42']);
    expect(() => run("Ext.create('Ext.Action', {text: 'x'}).execute()")).to.throw(/has no handler/);
    expect(() => run('new Ext.Action()')).to.throw(/needs a config object/);
  });
});
