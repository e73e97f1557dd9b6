/**
 * `Lib.toolbar.Toolbar` (xtype `toolbar`, alternate `Lib.Toolbar`): a row of buttons and other
 * items (`x-toolbar x-toolbar-default`), or a column with `vertical: true` (set by itself when
 * docked left or right). Item configs without an xtype are buttons; strings are shorthands:
 * `'->'` a `tbfill` (the items after it stand at the far end), `'-'` a `tbseparator`, `' '` a
 * `tbspacer`, any other string a `tbtext`. The layout is an `hbox` (`align: 'middle'`), or a
 * `vbox` (`align: 'stretchmax'`) when vertical; items that do not fit are clipped, never
 * wrapped.
 *
 * Keyboard (WAI-ARIA toolbar): role `toolbar` and one Tab stop (the last focused item, else the
 * first enabled one); ArrowLeft/ArrowRight (ArrowUp/ArrowDown when vertical) move between the
 * focusable items, wrapping, Home/End go to the first/last. Disabled, hidden and non-focusable
 * items (text, separators, fills) are skipped; inside a text field the arrows stay the field's.
 *
 * @example
 *   Lib.create('Lib.toolbar.Toolbar', {
 *     renderTo: document.body, width: 400,
 *     items: [{text: 'Add', handler: add}, '-', {text: 'Delete', itemId: 'delete'}, '->', 'Ready'],
 *   });
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs, oneOf } from '../../lib/config';
import { isString } from '../../lib/check';
import { apply, applyIf } from '../../lib/lang/Object';
import { Container, type ContainerConfig, type ItemSpec } from '../container/Container';
import { cssPrefix } from '../dom/Element';
import { px } from '../dom/Element.build';
import type { EventObjectImpl } from '../EventObjectImpl';
// The item classes the shorthands name, and the layouts.
import './Fill';
import './Separator';
import './Spacer';
import './TextItem';
import '../layout/container/HBox';
import '../layout/container/VBox';
import type { Component } from '../Component';
import type { Layout } from '../layout/Layout';

/** `layout` as `initComponent` finds it: the config, not yet the layout. */
type LayoutSlot = { layout: unknown };

/** A toolbar item: `focusable: false` keeps it out of the arrow keys' way. */
type Focusable = Component & { focusable?: boolean };

/** Where a docked component sits in its panel. */
export type Dock = 'top' | 'bottom' | 'left' | 'right';

export interface ToolbarConfig extends ContainerConfig {
  /** The items stand in a column (default `false`; `true` when docked left or right). */
  vertical?: boolean;
  /**
   * Ext's switch for the overflow menu. Lib has none yet: items that do not fit are clipped, and
   * `true` warns saying so (default `false`).
   */
  enableOverflow?: boolean;
  /** The look: `'default'` (`x-toolbar-default`) or `'footer'` (a panel's `buttons`). */
  ui?: string;
  /** Where the toolbar docks in a panel's `dockedItems` (default `'top'`). */
  dock?: Dock;
}

/** The item keys that move focus, by their key code. */
const KEYS = { HOME: 36, END: 35, LEFT: 37, UP: 38, RIGHT: 39, DOWN: 40 };

/** Input types whose arrow keys move a caret (the toolbar leaves those keys to the field). */
const TEXT_INPUT =
  /^(text|search|url|tel|email|password|number|date|time|datetime-local|month|week)$/;

export class Toolbar extends Container {
  declare vertical: boolean;
  declare enableOverflow: boolean;
  declare ui: string;
  declare dock?: Dock;
  /** Always `true`. */
  declare isToolbar: true;
  /**
   * Height of a horizontal toolbar of buttons in the theme (toolbar.css: 24 px buttons, 8 px
   * of padding, a 1 px border when docked), used where the DOM has no layout. Default 33.
   */
  declare defaultHeight: number;
  /** The item that holds the toolbar's Tab stop (the last focused one). */
  declare lastFocusedItem?: Component;

  /**
   * `Lib.toolbar.Toolbar.shortcuts`: what a string item stands for (an xtype or a config); other
   * strings are `tbtext` items.
   */
  static shortcuts: Record<string, string | Record<string, unknown>> = {
    '-': 'tbseparator',
    ' ': 'tbspacer',
    '->': 'tbfill',
  };

  override initComponent(): void {
    const me = this;
    // Not a silent no-op: the overflow menu is not built yet, so say what happens instead.
    if (me.enableOverflow) {
      console.warn(
        `[${me.$className}] enableOverflow: Lib has no overflow menu yet; items that do not fit are clipped`,
      );
    }
    if (me.dock === 'left' || me.dock === 'right') me.vertical = true;
    const vertical = me.vertical;
    const layout = me.layout as ToolbarConfig['layout'];
    if (!(layout as Layout)?.isLayout) {
      (me as LayoutSlot).layout = applyIf(isString(layout) ? { type: layout } : apply({}, layout), {
        type: vertical ? 'vbox' : 'hbox',
        align: vertical ? 'stretchmax' : 'middle',
      });
    }
    me.addCls(px('toolbar-' + me.ui) + (vertical ? ' ' + px('toolbar-vertical') : ''));
    super.initComponent();
  }

  /** A string item is a shorthand (`Lib.toolbar.Toolbar.shortcuts`) or a `tbtext`. */
  override lookupComponent(item: ItemSpec): Component {
    if (isString(item)) {
      const shortcut = Toolbar.shortcuts[item];
      item = super.applyDefaults(
        isString(shortcut)
          ? { xtype: shortcut }
          : shortcut
            ? apply({}, shortcut)
            : { xtype: 'tbtext', text: item },
      );
    }
    return super.lookupComponent(item);
  }

  /** Strings get the defaults once they are configs (`lookupComponent`). */
  override applyDefaults(item: ItemSpec): ItemSpec {
    return isString(item) ? item : super.applyDefaults(item);
  }

  /**
   * Styles an item for the toolbar: `x-toolbar-item`; buttons `x-btn-toolbar` (outside a
   * footer); separators across the toolbar's direction.
   */
  override onAdd(item: Component & { isButton?: boolean }, index: number): void {
    const me = this;
    super.onAdd(item, index);
    item.addCls(px('toolbar-item'));
    if (item.isButton && me.ui !== 'footer') item.addCls(px('btn-toolbar'));
    if (item.isXType('tbseparator')) {
      item.addCls(px('toolbar-separator-' + (me.vertical ? 'vertical' : 'horizontal')));
    }
    // The Tab stop follows in afterLayout: every add and remove lays the toolbar out.
    me.mon(item, { enable: me.syncTabStop, disable: me.syncTabStop, scope: me });
  }

  override onRemove(item: Component, destroying: boolean): void {
    const me = this;
    super.onRemove(item, destroying);
    item.removeCls(px('toolbar-item'));
    me.mun(item, 'enable', me.syncTabStop, me);
    me.mun(item, 'disable', me.syncTabStop, me);
    if (me.lastFocusedItem === item) me.lastFocusedItem = undefined;
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    me.el!.set({ 'aria-orientation': me.vertical ? 'vertical' : 'horizontal' });
    me.el!.on('keydown', me.onToolbarKeyDown, me);
    me.el!.on('focusin', me.onToolbarFocus, me);
  }

  override afterRender(): void {
    super.afterRender();
    this.syncTabStop();
  }

  override afterLayout(layout: Layout): void {
    this.syncTabStop();
    super.afterLayout(layout);
  }

  /** The items the arrow keys reach, in order: rendered, shown, enabled and focusable. */
  getFocusableItems(): Component[] {
    return this.items.items.filter(
      (c: Focusable) =>
        c.focusable !== false && c.rendered && !c.hidden && !c.disabled && c.getFocusEl?.(),
    );
  }

  /**
   * @internal The roving tabindex: the last focused item (else the first focusable one) has
   * `tabindex="0"`, every other focusable item `-1`.
   */
  syncTabStop(): void {
    const me = this;
    if (!me.rendered || me.destroying) return;
    const focusable = me.getFocusableItems();
    const stop = (focusable as Array<Component | undefined>).includes(me.lastFocusedItem)
      ? me.lastFocusedItem
      : focusable[0];
    for (const item of me.items.items as Focusable[]) {
      if (item.focusable !== false && item.rendered) {
        item.getFocusEl()?.set({ tabindex: item === stop ? '0' : '-1' });
      }
    }
  }

  /** @internal The item whose element holds `node`, if any. */
  itemOf(node: Node | null): Focusable | undefined {
    return this.items.items.find((c) => c.el?.dom.contains(node));
  }

  /** @internal Focus entered an item: it becomes the Tab stop. */
  onToolbarFocus(e: EventObjectImpl): void {
    const me = this;
    const item = me.itemOf(e.getTarget() as Node);
    if (item && item !== me.lastFocusedItem && item.focusable !== false) {
      me.lastFocusedItem = item;
      me.syncTabStop();
    }
  }

  /** @internal Arrow keys, Home and End move the focus between the items. */
  onToolbarKeyDown(e: EventObjectImpl): void {
    const me = this;
    const key = e.getKey();
    const back = me.vertical ? KEYS.UP : KEYS.LEFT;
    const forward = me.vertical ? KEYS.DOWN : KEYS.RIGHT;
    if (key !== back && key !== forward && key !== KEYS.HOME && key !== KEYS.END) return;
    const target = e.getTarget() as HTMLElement;
    const tag = target.tagName;
    if (
      tag === 'TEXTAREA' ||
      tag === 'SELECT' ||
      target.isContentEditable ||
      (tag === 'INPUT' && TEXT_INPUT.test((target as HTMLInputElement).type))
    ) {
      return;
    }
    const items = me.getFocusableItems();
    if (!items.length) return;
    const at = (items as Array<Component | undefined>).indexOf(me.itemOf(target));
    const last = items.length - 1;
    const to =
      key === KEYS.HOME
        ? 0
        : key === KEYS.END
          ? last
          : at < 0
            ? 0
            : key === forward
              ? (at + 1) % items.length
              : (at + last) % items.length;
    e.preventDefault();
    items[to].focus();
  }

  /** Disabling a toolbar disables all its items (as Ext's toolbar does). */
  override getChildItemsToDisable(): Component[] {
    return this.items.getRange();
  }

  override onDestroy(): void {
    this.lastFocusedItem = undefined;
    super.onDestroy();
  }
}

/** Typed config for `Lib.create`. */
export interface Toolbar {
  $construct(config?: ToolbarConfig): this;
}

registerClass(Toolbar, 'Lib.toolbar.Toolbar', {
  $configs: declareConfigs<ToolbarConfig, ContainerConfig>({
    vertical: false,
    enableOverflow: false,
    ui: cfg('name', 'default'),
    dock: cfg(oneOf('top', 'bottom', 'left', 'right')),
  }),
  xtype: 'toolbar',
  alternateClassName: 'Lib.Toolbar',
  isToolbar: true,
  baseCls: cssPrefix() + 'toolbar',
  ariaRole: 'toolbar',
  defaultType: 'button',
  defaultHeight: 33,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.toolbar.Toolbar': typeof Toolbar;
  }
  interface AliasMap {
    'widget.toolbar': typeof Toolbar;
  }
}
