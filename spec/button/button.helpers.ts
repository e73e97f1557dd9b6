/**
 * Helpers for the button specs: a stand-in for `Lib.menu.Menu` (which the buttons create
 * through the alias registry, `widget.menu`), registered for the enclosing suite only. It has
 * just what a button uses of a menu: `showBy`, `hide`, `isVisible`, `destroy`, the `show` and
 * `hide` events, and `items.getCount()`.
 *
 * @example
 *   useFakeMenu();
 *   const button = make('Lib.button.Button', {menu: [{text: 'Open'}], renderTo: document.body});
 */
import { Lib } from '../../lib/Lib';

/** The stand-in's class name. */
export const FAKE_MENU = 'Spec.button.FakeMenu';

/**
 * Defines the stand-in menu (xtype `menu`, and `othermenu` for the xtype case) before the
 * suite, and removes it after. An instance records each `showBy(target, align)` in `shownBy`.
 */
export function useFakeMenu(): void {
  // The real menu class (Lib.menu.Menu) gets its alias back after the suite.
  let real: string | null = null;
  before(() => {
    real = Lib.ClassManager.getNameByAlias('widget.menu') || null;
    Lib.define(FAKE_MENU, {
      extend: 'Lib.Component',
      xtype: ['menu', 'othermenu'],
      floating: true,
      hidden: true,
      initComponent(this: any) {
        const items: any[] = this.items || [];
        this.items = { getCount: () => items.length, list: items };
        this.shownBy = [];
        this.callParent();
      },
      showBy(this: any, target: unknown, align?: string) {
        this.shownBy.push([target, align]);
        this.show();
        return this;
      },
    });
  });
  after(() => {
    Lib.undefine(FAKE_MENU);
    if (real) Lib.ClassManager.setAlias(real, 'widget.menu');
  });
}
