/**
 * `Lib.panel.Panel` (xtype `panel`, alternate `Lib.Panel`): a component with an optional title
 * bar (`x-panel-header`) above a body (`x-panel-body`). The title is text, never markup; the
 * body takes the author's `html`. Subclasses (the grid) render their content into `body`.
 *
 * The theme lays the panel out as a flex column, so in a browser the body fills whatever the
 * header leaves of the panel's `height`. Where there is no layout (happy-dom), `getBodyHeight`
 * computes the same figure from the configured size and the theme's header height.
 *
 * @example
 *   Lib.create('Lib.panel.Panel', {
 *     title: 'Notes', width: 300, height: 200, bodyCls: 'notes', html: '<p>Hello</p>',
 *     renderTo: document.body,
 *   });
 */
import { registerClass } from '../../lib/Class';
import { root } from '../../lib/ClassManager';
import { check, type Rule } from '../../lib/check';
import { Component, type ComponentConfig } from '../Component';
import { Element } from '../dom/Element';

export interface PanelConfig extends ComponentConfig {
  /** Title shown in the header, as text (default none: no header unless `header` is set). */
  title?: string;
  /** `false` hides the header even with a title; `true` shows it even without (default: shown when titled). */
  header?: boolean;
  /** Extra CSS classes of the body element. */
  bodyCls?: string | string[];
  /** Inline style of the body: a CSS string or an object. */
  bodyStyle?: string | Record<string, string | number>;
  /** Show the panel's border (default `true`; `false` adds `x-panel-noborder`). */
  border?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The CSS class prefix (`Lib.baseCSSPrefix`, default `'x-'`). */
export function cssPrefix(): string {
  return (root as Any).baseCSSPrefix || 'x-';
}

export class Panel extends Component {
  declare title?: string;
  declare header?: boolean;
  declare bodyCls?: string | string[];
  declare bodyStyle?: string | Record<string, string | number>;
  declare border: boolean;
  /** The title bar, once rendered (absent when the panel has no header). */
  declare headerEl?: Element;
  /** The element holding the title text, once rendered. */
  declare titleEl?: Element;
  /** The body, once rendered. */
  declare body?: Element;
  /**
   * Height of the title bar in the theme (panel.css), used where the DOM has no layout.
   * Default 32.
   */
  declare headerHeight: number;
  /** Width of the panel border in the theme, used where the DOM has no layout. Default 1. */
  declare borderWidth: number;

  override $construct(config?: PanelConfig): this {
    check(this.$className, config, RULES, true);
    return super.$construct(config);
  }

  /** Whether the panel shows a title bar. */
  hasHeader(): boolean {
    if (this.header === false) return false;
    return this.header === true || (this.title !== undefined && this.title !== null);
  }

  override getRootCls(): string[] {
    const classes = super.getRootCls();
    if (this.border === false) classes.push(cssPrefix() + 'panel-noborder');
    return classes;
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const p = cssPrefix();
    const el = this.el as Element;
    const doc = el.dom.ownerDocument;
    // Author markup was written into the root by Component.render: it belongs in the body.
    const content = doc.createDocumentFragment();
    while (el.dom.firstChild) content.appendChild(el.dom.firstChild);
    if (this.hasHeader()) {
      const header = doc.createElement('div');
      header.className = `${p}panel-header ${p}header`;
      header.id = this.id + '-header';
      const text = doc.createElement('span');
      text.className = `${p}header-text ${p}panel-header-text`;
      text.id = this.id + '-title';
      text.textContent = this.title === undefined || this.title === null ? '' : String(this.title);
      header.appendChild(text);
      el.dom.appendChild(header);
      this.headerEl = Element.get(header) as Element;
      this.titleEl = Element.get(text) as Element;
      el.dom.setAttribute('aria-labelledby', text.id);
    }
    const body = doc.createElement('div');
    body.id = this.id + '-body';
    body.className = `${p}panel-body`;
    el.dom.appendChild(body);
    const bodyEl = (this.body = Element.get(body) as Element);
    if (this.bodyCls) bodyEl.addCls(this.bodyCls);
    if (typeof this.bodyStyle === 'string') body.style.cssText = this.bodyStyle;
    else if (this.bodyStyle) bodyEl.setStyle(this.bodyStyle);
    body.appendChild(content);
  }

  /** The body: where `html` and child content go. */
  override getContentTarget(): Element | undefined {
    return this.body;
  }

  /** Sets the title text (shown as text, never parsed as markup). */
  setTitle(title: string): this {
    this.title = title;
    if (this.titleEl) this.titleEl.setText(title);
    this.fireEvent('titlechange', this, title);
    return this;
  }

  /** The title. */
  getTitle(): string | undefined {
    return this.title;
  }

  /**
   * The inner height of the body in pixels: measured in a browser, else computed from the
   * configured `height` less the border and the title bar. 0 when neither is known.
   */
  getBodyHeight(): number {
    const measured = this.body ? this.body.dom.clientHeight : 0;
    if (measured > 0) return measured;
    if (typeof this.height !== 'number') return 0;
    const frame = this.border === false ? 0 : 2 * this.borderWidth;
    return Math.max(0, this.height - frame - (this.hasHeader() ? this.headerHeight : 0));
  }

  /** The inner width of the body in pixels: measured in a browser, else configured width less the border. */
  getBodyWidth(): number {
    const measured = this.body ? this.body.dom.clientWidth : 0;
    if (measured > 0) return measured;
    if (typeof this.width !== 'number') return 0;
    return Math.max(0, this.width - (this.border === false ? 0 : 2 * this.borderWidth));
  }

  override onDestroy(): void {
    this.headerEl = this.titleEl = this.body = undefined;
    super.onDestroy();
  }
}

/** The checks of a panel's own configs (`null` passes as absent). */
const RULES: Record<string, Rule> = {
  title: [(v) => typeof v === 'string' || typeof v === 'number', 'a string'],
  header: 'boolean',
  bodyCls: [(v) => typeof v === 'string' || Array.isArray(v), 'a class name string or an array'],
  bodyStyle: [(v) => typeof v === 'string' || typeof v === 'object', 'a CSS string or an object'],
  border: 'boolean',
};

registerClass(Panel, 'Lib.panel.Panel', {
  xtype: 'panel',
  alternateClassName: 'Lib.Panel',
  baseCls: cssPrefix() + 'panel',
  border: true,
  headerHeight: 32,
  borderWidth: 1,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.panel.Panel': typeof Panel;
  }
  interface AliasMap {
    'widget.panel': typeof Panel;
  }
}
