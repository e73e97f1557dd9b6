/**
 * `Lib.panel.Tool` (xtype `tool`): a small icon button in a panel's header (`tools: [{type:
 * 'gear', handler}]`, `panel.addTool(...)`), as in Ext 4. It is focusable (`role="button"`,
 * `tabindex="0"`, `aria-label` from the tooltip, else the type), and a click, Enter or Space
 * calls `handler(event, toolEl, owner, tool)` (or Ext 4.2's `callback(owner, tool, event)`)
 * and fires `click(tool, event)`. The owner is the panel (Lib has no header component).
 *
 * @example
 *   Lib.widget('panel', {title: 'Report', renderTo: document.body, tools: [
 *     {type: 'refresh', tooltip: 'Reload', handler: function (e, el, panel) { panel.update('…'); }},
 *   ]});
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs, oneOf } from '../../lib/config';
import { Component, type ComponentConfig } from '../Component';
import { type Element, cssPrefix } from '../dom/Element';
import { makeEl, px } from '../dom/Element.build';
import type { ComponentEvents } from '../Component';
import type { EventObjectImpl } from '../EventObjectImpl';
import type { Panel } from './Panel';

const DIRS = ['top', 'right', 'bottom', 'left'];
/** Ext 4.2.1's tool types, and the directed collapse/expand ones a collapsible panel uses. */
export const TOOL_TYPES = [
  ...'close minimize maximize restore toggle gear prev next pin unpin right left down up refresh plus minus search save help print expand collapse'.split(
    ' ',
  ),
  ...DIRS.flatMap((d) => ['collapse-' + d, 'expand-' + d]),
];

export interface ToolConfig extends ComponentConfig {
  /** The icon: `'close'`, `'gear'`, `'refresh'`, `'collapse-top'`... (one of Ext 4.2.1's types). */
  type?: string;
  /** Called on a click, Enter or Space: `handler(event, toolEl, owner, tool)`. */
  handler?(
    event: EventObjectImpl,
    toolEl: unknown,
    owner: Component | undefined,
    tool: Tool,
  ): unknown;
  /** Ext 4.2.1's alternative to `handler`: `callback(owner, tool, event)`. */
  callback?(owner: Component | undefined, tool: Tool, event: EventObjectImpl): unknown;
  /** `this` of `handler`/`callback` (default the tool). */
  scope?: object;
  /** The tooltip (as text): the `title` attribute and the accessible name. */
  tooltip?: string;
  /** Stop the click event from reaching the header (default `true`). */
  stopEvent?: boolean;
  /** The component the tool acts for (the panel; set by the panel). */
  toolOwner?: Component;
}

/** The events of tools: a component's plus clicks. */
export interface ToolEvents<S = Tool> extends ComponentEvents<S> {
  click: [tool: S, event: EventObjectImpl];
}

export class Tool extends Component {
  /** Type only: the events (see `ToolEvents`). */
  declare $eventMap: ToolEvents<this>;
  declare type?: string;
  declare handler?: ToolConfig['handler'];
  declare callback?: ToolConfig['callback'];
  declare scope?: object;
  declare tooltip?: string;
  declare stopEvent: boolean;
  declare toolOwner?: Panel;
  /** The icon element (`x-tool-img x-tool-<type>`), once rendered. */
  declare toolEl?: Element;

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const el = (me.el as Element).set({
      role: 'button',
      tabindex: 0,
      title: me.tooltip || null,
      'aria-label': me.tooltip || me.ariaLabel || me.type || null,
    });
    me.toolEl = makeEl(el.dom, 'span', 'tool-img', { 'aria-hidden': 'true' });
    me.setType(me.type as string);
    el.on('click', me.onClick, me);
    el.on('keydown', me.onKeyDown, me);
  }

  /** Changes the icon (`type`, one of the tool types). */
  setType(type: string): this {
    const me = this;
    me.toolEl?.removeCls(px('tool-' + me.type)).addCls(px('tool-' + type));
    me.type = type;
    return me;
  }

  /** @internal Enter and Space act as a click. */
  onKeyDown(e: EventObjectImpl): void {
    const key = e.getKey();
    if (key === e.ENTER || key === e.SPACE) {
      e.preventDefault();
      this.onClick(e, e.getTarget());
    }
  }

  /**
   * @internal A click: calls `handler(event, toolEl, owner, tool)` or `callback(owner, tool,
   * event)`, then fires `click(tool, event)`. Returns `false` when disabled.
   */
  onClick(e: EventObjectImpl, target: unknown): boolean {
    const me = this;
    if (me.disabled) return false;
    if (me.stopEvent !== false) e.stopEvent();
    const owner = me.getRefOwner();
    if (me.handler) me.handler.call(me.scope || me, e, target, owner, me);
    else me.callback?.call(me.scope || me, owner, me, e);
    me.fireEvent('click', me, e);
    return true;
  }

  /** The panel the tool belongs to (`toolOwner`). */
  override getRefOwner(): Component | undefined {
    return this.toolOwner || this.ownerCt;
  }

  override onDestroy(): void {
    this.toolEl = undefined;
    super.onDestroy();
  }
}

registerClass(Tool, 'Lib.panel.Tool', {
  $configs: declareConfigs<ToolConfig, ComponentConfig>({
    type: cfg(oneOf(...TOOL_TYPES)),
    handler: cfg('function'),
    callback: cfg('function'),
    scope: cfg('object'),
    tooltip: cfg('string'),
    stopEvent: true,
    toolOwner: cfg('object'),
  }),
  xtype: 'tool',
  baseCls: cssPrefix() + 'tool',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.panel.Tool': typeof Tool;
  }
  interface AliasMap {
    'widget.tool': typeof Tool;
  }
}
