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
import { cfg, declareConfigs } from '../../lib/config';
import { CLS, STYLE } from '../Component';
import { Container, type ContainerConfig } from '../container/Container';
import { type Element, cssPrefix } from '../dom/Element';
import { isNum } from '../../lib/check';
import { makeEl } from '../dom/Element.build';
import { toText } from '../../lib/lang/String';

export interface PanelConfig extends ContainerConfig {
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

export class Panel extends Container {
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

  /** Whether the panel shows a title bar. */
  hasHeader(): boolean {
    const header = this.header;
    return header !== false && (header === true || this.title != null);
  }

  override getRootCls(): string[] {
    const classes = super.getRootCls();
    if (this.border === false) classes.push(cssPrefix() + 'panel-noborder');
    return classes;
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const el = me.el as Element;
    const dom = el.dom;
    const id = me.id;
    // Author markup was written into the root by Component.render: it belongs in the body.
    const content = Array.from(dom.childNodes);
    if (me.hasHeader()) {
      const header = (me.headerEl = makeEl(dom, 'div', 'panel-header header', {
        id: id + '-header',
      }));
      me.titleEl = makeEl(
        header.dom,
        'span',
        'header-text panel-header-text',
        { id: id + '-title' },
        toText(me.title),
      );
      el.set({ 'aria-labelledby': id + '-title' });
    }
    const body = (me.body = makeEl(dom, 'div', 'panel-body', { id: id + '-body' }));
    body.addCls(me.bodyCls as string);
    body.applyStyles(me.bodyStyle);
    body.dom.append(...content);
  }

  /** The body: where `html` and child content go. */
  override getContentTarget(): Element | undefined {
    return this.body;
  }

  /** Sets the title text (shown as text, never parsed as markup). */
  setTitle(title: string): this {
    this.title = title;
    this.titleEl?.setText(title);
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
    const me = this;
    return me.measureBody('clientHeight', me.height, me.hasHeader() ? me.headerHeight : 0);
  }

  /** The inner width of the body in pixels: measured in a browser, else configured width less the border. */
  getBodyWidth(): number {
    return this.measureBody('clientWidth', this.width, 0);
  }

  /**
   * @internal The body's measured size (`measure`), else the configured `size` less the
   * border and `less`, else 0.
   */
  measureBody(measure: 'clientHeight' | 'clientWidth', size: unknown, less: number): number {
    const measured = this.body?.dom[measure] || 0;
    if (measured > 0) return measured;
    if (!isNum(size)) return 0;
    return Math.max(0, size - (this.border === false ? 0 : 2 * this.borderWidth) - less);
  }

  override onDestroy(): void {
    this.headerEl = this.titleEl = this.body = undefined;
    super.onDestroy();
  }
}

registerClass(Panel, 'Lib.panel.Panel', {
  $configs: declareConfigs<PanelConfig, ContainerConfig>({
    title: cfg('text'),
    header: cfg('boolean'),
    bodyCls: cfg(CLS),
    bodyStyle: cfg(STYLE),
    border: true,
  }),
  xtype: 'panel',
  alternateClassName: 'Lib.Panel',
  baseCls: cssPrefix() + 'panel',
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
