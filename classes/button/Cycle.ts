/**
 * `Lib.button.Cycle` (xtype `cycle`, alternate `Lib.CycleButton`): a split button whose menu
 * holds a set of choices (check items in one group), one of them active, as Ext JS 4's. A click
 * on the main part makes the next enabled choice active (after the last, the first); the arrow
 * opens the menu to pick one. With `showText` the button shows the active choice's text (after
 * `prependText`); it takes the choice's `iconCls` unless `forceIcon` names one. A change fires
 * `change(button, item)` and calls `changeHandler(button, item)`.
 *
 * The choices are `menu: {items: [...]}` (Ext 4 also read `items` from the button itself; so
 * does Lib). The one with `checked: true` starts active, else the first; that start fires no
 * `change`.
 *
 * In the widgets pack (`dist/lib-widgets.js`).
 *
 * @example
 *   Lib.create('Lib.button.Cycle', {
 *     showText: true, prependText: 'View: ', renderTo: document.body,
 *     menu: {items: [{text: 'List', checked: true}, {text: 'Tiles'}]},
 *     changeHandler: (button, item) => view.setMode(item.text),
 *   });
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs } from '../../lib/config';
import { isObj } from '../../lib/check';
import { toText } from '../../lib/lang/String';
import { Split, type SplitButtonEvents, type SplitConfig } from './Split';
import type { Component } from '../Component';
import { px } from '../dom/Element.build';

/** A choice of a cycle button: a menu check item. */
export interface CycleItem extends Component {
  text?: string;
  iconCls?: string;
  checked: boolean;
  disabled: boolean;
  setChecked(checked: boolean, suppressEvents?: boolean): unknown;
}

export interface CycleConfig extends SplitConfig {
  /** Show the active choice's text on the button (default `false`). */
  showText?: boolean;
  /** Text before the active choice's text (with `showText`). */
  prependText?: string;
  /** Called `changeHandler(button, item)` at each change (`this` = `scope`). */
  changeHandler?: (button: Cycle, item: CycleItem) => unknown;
  /** An icon class the button keeps whatever the choice. */
  forceIcon?: string;
  /** The choices (Ext 4's older place for them; `menu: {items}` is the usual one). */
  items?: object[];
}

/** The events of cycle buttons: a split button's plus `change`. */
export interface CycleEvents<S = Cycle> extends SplitButtonEvents<S> {
  /** Another choice became active. */
  change: [button: S, item: CycleItem];
}

export class Cycle extends Split {
  /** Type only: the events (see `CycleEvents`). */
  declare $eventMap: CycleEvents<this>;
  declare showText: boolean;
  declare prependText?: string;
  declare changeHandler?: (button: Cycle, item: CycleItem) => unknown;
  declare forceIcon?: string;
  declare items?: object[];
  /** The active choice. */
  declare activeItem?: CycleItem;
  /** The number of choices. */
  declare itemCount: number;
  /** @internal `setActiveItem` is checking its choice. */
  declare $activating?: boolean;

  override initComponent(): void {
    const me = this;
    const spec = (
      isObj(me.menu) && !(me.menu as { isComponent?: boolean }).isComponent ? me.menu : {}
    ) as { items?: object[] };
    const given = ([] as object[]).concat(spec.items || [], me.items || []);
    let checked = 0;
    const items = given.map((item, i) => {
      const choice = { ...item } as Record<string, unknown>;
      choice.group = me.id;
      choice.itemIndex = i;
      choice.checkHandler = me.checkHandler;
      choice.scope = me;
      choice.checked = !!choice.checked;
      if (choice.checked) checked = i;
      return choice;
    });
    // The first choice starts checked when none is.
    if (items.length) items[checked].checked = true;
    me.items = undefined;
    me.menu = { ...spec, cls: px('cycle-menu'), items } as never;
    me.itemCount = items.length;
    if (me.changeHandler) me.on('change', me.changeHandler, me.scope ?? me);
    super.initComponent();
    me.on('click', me.toggleSelected, me);
    me.setActiveItem(checked, true);
    if (me.width && me.showText) me.addCls(px('cycle-fixed-width'));
  }

  /** The text the button shows for `item` (with `showText`), else its own `text`. */
  getButtonText(item?: CycleItem): string {
    const me = this;
    return item && me.showText ? (me.prependText || '') + toText(item.text) : toText(me.text);
  }

  /**
   * Makes `item` (a check item of the menu, or its index or id) the active choice: the button
   * shows it, the item is checked, and `change` fires unless `suppressEvent`.
   */
  setActiveItem(item: CycleItem | number | string, suppressEvent?: boolean): void {
    const me = this;
    const choice = isObj(item) ? (item as CycleItem) : me.menuItem(item as number | string);
    if (!choice) return;
    me.setText(me.getButtonText(choice));
    me.setIconCls(me.forceIcon || choice.iconCls);
    me.activeItem = choice;
    if (!choice.checked) {
      // Checked here, so its check handler does not make it active (and report it) again.
      me.$activating = true;
      choice.setChecked(true, false);
      me.$activating = false;
    }
    if (!suppressEvent) me.fireEvent('change', me, choice);
  }

  /** The active choice. */
  getActiveItem(): CycleItem | undefined {
    return this.activeItem;
  }

  /** @internal A choice checked in the menu becomes the active one. */
  checkHandler(item: CycleItem, pressed: boolean): void {
    if (pressed && !this.$activating) this.setActiveItem(item);
  }

  /** Makes the next enabled choice active (after the last, the first). */
  toggleSelected(): void {
    const me = this;
    let next = me.activeItem as CycleItem | null | undefined;
    do next = next?.nextSibling() as CycleItem | null;
    while (next && (next.disabled || !next.setChecked));
    (next || me.menuItem(0))?.setChecked(true);
  }

  /** @internal The menu's item at `key` (an index, an id or an item id). */
  menuItem(key: number | string): CycleItem | undefined {
    const menu = this.menu as unknown as { getComponent(key: number | string): unknown };
    return menu.getComponent(key) as CycleItem | undefined;
  }
}

/** Typed config for `Lib.create`. */
export interface Cycle {
  $construct(config?: CycleConfig): this;
}

registerClass(Cycle, 'Lib.button.Cycle', {
  $configs: declareConfigs<CycleConfig, SplitConfig>({
    showText: false,
    prependText: cfg('string'),
    changeHandler: cfg('function'),
    forceIcon: cfg('string'),
    items: cfg('array'),
  }),
  xtype: 'cycle',
  alternateClassName: 'Lib.CycleButton',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.button.Cycle': typeof Cycle;
  }
  interface AliasMap {
    'widget.cycle': typeof Cycle;
  }
}
