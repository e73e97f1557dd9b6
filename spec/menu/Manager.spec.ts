import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { MenuManager } from '../../classes/menu/Manager';
import type { Item } from '../../classes/menu/Item';
import { useFields } from './menu.helpers';
import '../../classes/menu/Menu';

describe('Lib.menu.Manager', () => {
  const { make } = useFields();

  it('is the singleton Lib.menu.Manager (alternate Lib.menu.MenuMgr)', () => {
    expect((Lib as any).menu.Manager).to.equal(MenuManager);
    expect((Lib as any).menu.MenuMgr).to.equal(MenuManager);
  });

  it('hideAll() hides every shown menu and says whether one was shown', () => {
    const a = make('Lib.menu.Menu', { items: [{ text: 'A' }] }).showAt(0, 0);
    const b = make('Lib.menu.Menu', { allowOtherMenus: true }).showAt(0, 0);
    expect(MenuManager.hideAll()).to.equal(true);
    expect([a.isVisible(), b.isVisible()]).to.deep.equal([false, false]);
    expect(MenuManager.hideAll()).to.equal(false);
  });

  it('get(menu) takes a floating menu id, a menu, an item array or a config', () => {
    const m = make('Lib.menu.Menu', { id: 'file-menu' });
    expect(MenuManager.get('file-menu')).to.equal(m);
    expect(MenuManager.get(m)).to.equal(m);
    const fromArray = MenuManager.get([{ text: 'A' }]);
    const fromConfig = MenuManager.get({ plain: true });
    expect((fromArray.items.getAt(0) as Item).text).to.equal('A');
    expect(fromConfig.isMenu && fromConfig.plain).to.equal(true);
    fromArray.destroy();
    fromConfig.destroy();
    expect(() => MenuManager.get('nope')).to.throw(TypeError, /Lib\.menu\.Manager\.get.*'nope'/);
  });

  it('get(name) takes the xtype of a menu when no menu has that id', () => {
    Lib.define('Spec.menu.OtherMenu', { extend: 'Lib.menu.Menu', xtype: 'specothermenu' });
    try {
      const m = MenuManager.get('specothermenu');
      expect(m).to.be.instanceOf(Lib.ClassManager.get('Spec.menu.OtherMenu'));
      m.destroy();
    } finally {
      Lib.undefine('Spec.menu.OtherMenu');
    }
  });
});
