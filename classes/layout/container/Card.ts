/**
 * `Lib.layout.container.Card` (`layout: 'card'`): one item at a time fills the container, the
 * others hidden — wizards, and the pages of a tab panel. The first item shows unless the
 * container's (or the layout's) `activeItem` names another (an index, an id or itemId).
 * `setActiveItem(item)` fires `beforeactivate(new, old)` on the new item and
 * `beforedeactivate(old, new)` on the current one (`false` from either cancels), hides the
 * current item, shows the new one, then fires `deactivate(old, new)` and `activate(new, old)`.
 * With `deferredRender: true`, an item renders the first time it is shown.
 *
 * @example
 *   const wizard = Lib.widget('panel', {layout: 'card', items: [step1, step2], height: 300});
 *   wizard.getLayout().next();
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs } from '../../../lib/config';
import { isNum, isString } from '../../../lib/check';
import { batchLayouts } from '../../Component.layout';
import { FitLayout } from './Fit';
import type { LayoutConfig } from '../Layout';
import type { Component } from '../../Component';
import type { Container, ItemSpec } from '../../container/Container';

/** A container that names its first card (Ext's container `activeItem` config). */
type CardOwner = Container & { activeItem?: number | string };

export interface CardLayoutConfig extends LayoutConfig {
  /** Render an item only when it is first shown (default `false`). */
  deferredRender?: boolean;
  /** The item shown first: an index, an id or itemId (default the container's `activeItem`, else 0). */
  activeItem?: number | string;
}

export class CardLayout extends FitLayout {
  declare deferredRender: boolean;
  /** The item shown (after the first layout, or `setActiveItem`). */
  declare activeItem: Component | undefined;

  /** The item shown: the active one, else the one `activeItem` names, else the first. */
  getActiveItem(): Component | undefined {
    const me = this;
    const owner: CardOwner = me.owner;
    const active = me.activeItem;
    if (active?.isComponent && owner.items.contains(active)) return active;
    const named = isNum(active) || isString(active) ? active : owner.activeItem;
    const item =
      (isNum(named) || isString(named) ? owner.getComponent(named) : undefined) ||
      owner.items.first();
    return (me.activeItem = item);
  }

  /** Hides the items that are not active before they render, so they start hidden. */
  override arrange(): void {
    const active = this.getActiveItem();
    for (const item of this.getLayoutItems()) {
      if (item !== active && !item.hidden) {
        if (item.rendered) item.hide();
        else item.hidden = true;
      }
    }
    super.arrange();
  }

  override renderItem(item: Component): boolean {
    return !this.deferredRender || item === this.getActiveItem();
  }

  /** A new item is hidden unless it is the active one. */
  override onAdd(item: Component): void {
    if (this.owner.rendered && item !== this.getActiveItem() && !item.rendered) item.hidden = true;
  }

  override onRemove(item: Component): void {
    super.onRemove(item);
    if (item === this.activeItem) this.activeItem = undefined;
  }

  /**
   * Shows `item` (a child, its index, id or itemId, or a component or config to add) and hides
   * the current one. Returns the item shown, or `false` when cancelled or already active.
   */
  setActiveItem(item: ItemSpec | number | undefined | false): Component | false;
  /**
   * Shows `item` (a child, its index, id or itemId, or a component or config to add) and hides
   * the current one. Returns the item shown, or `false` when cancelled or already active.
   */
  setActiveItem(item: Component): Component | false {
    const me = this;
    const owner = me.owner;
    let next =
      item?.isComponent || !(isNum(item) || isString(item)) ? item : owner.getComponent(item);
    if (next && !owner.items.contains(next)) next = owner.add(next);
    const current = me.getActiveItem();
    if (!next || next === current) return false;
    if (next.fireEvent('beforeactivate', next, current) === false) return false;
    if (current && current.fireEvent('beforedeactivate', current, next) === false) return false;
    me.activeItem = next;
    // One layout run for the hide, the show and the card's own layout.
    batchLayouts(() => {
      current?.hide();
      next.show();
      me.layout();
    });
    current?.fireEvent('deactivate', current, next);
    next.fireEvent('activate', next, current);
    return next;
  }

  /** The item after the active one (with `wrap`, the first after the last), or `false`. */
  getNext(wrap?: boolean): Component | false {
    return this.sibling(1, wrap);
  }

  /** Shows the next item (`setActiveItem(getNext(wrap))`). */
  next(_animate?: unknown, wrap?: boolean): Component | false {
    return this.setActiveItem(this.getNext(wrap));
  }

  /** The item before the active one (with `wrap`, the last before the first), or `false`. */
  getPrev(wrap?: boolean): Component | false {
    return this.sibling(-1, wrap);
  }

  /** Shows the previous item (`setActiveItem(getPrev(wrap))`). */
  prev(_animate?: unknown, wrap?: boolean): Component | false {
    return this.setActiveItem(this.getPrev(wrap));
  }

  /** @internal The item `step` away from the active one, or `false`. */
  sibling(step: 1 | -1, wrap?: boolean): Component | false {
    const items = this.owner.items.items;
    const count = items.length;
    let index = items.indexOf(this.getActiveItem()!) + step;
    if (wrap) index = (index + count) % count;
    return items[index] || false;
  }
}

registerClass(CardLayout, 'Lib.layout.container.Card', {
  $configs: declareConfigs<CardLayoutConfig, LayoutConfig>({
    deferredRender: false,
    activeItem: cfg([(v) => isNum(v) || isString(v), 'an index, an id or an itemId']),
  }),
  alias: 'layout.card',
  type: 'card',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.layout.container.Card': typeof CardLayout;
  }
}
