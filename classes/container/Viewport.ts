/**
 * `Lib.container.Viewport` (xtype `viewport`): the container that is the whole browser window.
 * It renders itself into the document body at creation, fills the window, and lays its items
 * out again whenever the window is resized — so sizes flow from the window down (a `border`
 * layout's center, a `vbox` item's `flex`). One per page; usually with `layout: 'border'`.
 * The page's `<html>` and `<body>` get `x-viewport` (no margin, no page scroll bars).
 *
 * @example
 *   Lib.create('Lib.container.Viewport', {
 *     layout: 'border',
 *     items: [{region: 'north', html: 'Title', height: 40}, {region: 'center', xtype: 'grid', ...}],
 *   });
 */
import { registerClass } from '../../lib/Class';
import { cssPrefix } from '../dom/Element';
import { Container } from './Container';

export class Viewport extends Container {
  /** Always `true`. */
  declare isViewport: true;
  /** @internal The window `resize` listener. */
  declare $onWindowResize?: () => void;

  override initComponent(): void {
    const me = this;
    super.initComponent();
    const doc = globalThis.document;
    if (doc && me.renderTo == null) me.renderTo = doc.body;
  }

  override afterRender(): void {
    const me = this;
    const doc = me.el!.dom.ownerDocument;
    for (const node of [doc.documentElement, doc.body])
      node.classList.add(cssPrefix() + 'viewport');
    const view = doc.defaultView;
    if (view) {
      me.$onWindowResize = () => me.updateLayout();
      view.addEventListener('resize', me.$onWindowResize);
    }
    super.afterRender();
  }

  override onDestroy(): void {
    const me = this;
    const doc = me.el?.dom.ownerDocument;
    if (doc && me.$onWindowResize) {
      doc.defaultView?.removeEventListener('resize', me.$onWindowResize);
      for (const node of [doc.documentElement, doc.body])
        node.classList.remove(cssPrefix() + 'viewport');
    }
    super.onDestroy();
  }
}

registerClass(Viewport, 'Lib.container.Viewport', {
  xtype: 'viewport',
  alternateClassName: 'Lib.Viewport',
  isViewport: true,
  ariaRole: 'application',
  componentCls: cssPrefix() + 'viewport-ct',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.container.Viewport': typeof Viewport;
  }
  interface AliasMap {
    'widget.viewport': typeof Viewport;
  }
}
