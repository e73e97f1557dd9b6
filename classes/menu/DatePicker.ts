/**
 * `Lib.menu.DatePicker` (xtype `datemenu`): a menu holding one `Lib.picker.Date` (its
 * `picker`, `x-menu-date-item`), made from the picker configs given to the menu (`value`,
 * `minDate`, `handler` …; `pickerId` is its id). The menu relays the picker's
 * `select(picker, date)`; with `hideOnClick` (the default) picking a date closes the menus.
 * Showing the menu puts the focus in the calendar, so the picker's keys work at once; Esc
 * closes the menu.
 *
 * @example
 *   const button = Lib.create('Lib.button.Button', {text: 'Due date', menu: {
 *     xtype: 'datemenu', minDate: new Date(),
 *     handler(picker, date) { setDue(date); },
 *   }});
 */
import { registerClass } from '../../lib/Class';
import { own } from '../../lib/check';
import { cfg, configsOf, declareConfigs } from '../../lib/config';
import { Component } from '../Component';
import { px } from '../dom/Element.build';
import { DatePicker, type DatePickerConfig } from '../picker/Date';
import { MenuManager } from './Manager';
import { Menu, type MenuConfig } from './Menu';

export interface DatePickerMenuConfig extends MenuConfig, Omit<DatePickerConfig, keyof MenuConfig> {
  /** Picking a date closes the menus (default `true`). */
  hideOnClick?: boolean;
  /** The id of the picker. */
  pickerId?: string;
}

export class DatePickerMenu extends Menu {
  declare hideOnClick: boolean;
  declare pickerId?: string;
  /** The date picker. */
  declare picker: DatePicker;

  override initComponent(): void {
    const me = this as any;
    const config: any = { xtype: 'datepicker', id: me.pickerId, cls: px('menu-date-item') };
    const base = configsOf(Component);
    // The picker's own configs given to the menu are the picker's.
    for (const name in configsOf(DatePicker))
      if (!base[name] && own(me, name)) config[name] = me[name];
    me.items = [config];
    me.plain = true;
    me.showSeparator = false;
    super.initComponent();
    me.picker = me.items.getAt(0);
    me.relayEvents(me.picker, ['select']);
    if (me.hideOnClick) me.on('select', () => MenuManager.hideAll());
  }
}

registerClass(DatePickerMenu, 'Lib.menu.DatePicker', {
  // The picker's configs are the picker's to check.
  $configs: declareConfigs<DatePickerMenuConfig, MenuConfig & DatePickerConfig>({
    hideOnClick: true,
    pickerId: cfg('string'),
  }),
  xtype: 'datemenu',
});

/** Typed config for `Lib.create` (the constructor itself is the menu's). */
export interface DatePickerMenu {
  $construct(config?: DatePickerMenuConfig): this;
}

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.menu.DatePicker': typeof DatePickerMenu;
  }
  interface AliasMap {
    'widget.datemenu': typeof DatePickerMenu;
  }
}
