/**
 * `Lib.form.FieldSet` (xtype `fieldset`): a `<fieldset>` grouping fields under a `<legend>`
 * title (as text), its items in an anchor layout by default. `collapsible` puts a toggle
 * tool in the legend (a click on the title toggles too, with `toggleOnTitleClick`);
 * `checkboxToggle` puts a checkbox there instead, checked while expanded, which a form
 * submits as a field named `checkboxName` (default `<id>-checkbox`). `collapse()`,
 * `expand()` and `toggle()` hide or show the content, firing `beforecollapse(fieldset)`
 * (`false` cancels) and `collapse(fieldset)`, or `beforeexpand`/`expand`, once rendered.
 *
 * The fieldset is a group labelled by its title; the toggle tool says `aria-expanded`.
 *
 * @example
 *   Lib.create('Lib.form.FieldSet', {
 *     title: 'Address', collapsible: true, collapsed: true, renderTo: document.body,
 *     items: [{xtype: 'textfield', name: 'street', fieldLabel: 'Street'}],
 *   }).expand();
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs } from '../../lib/config';
import { toText } from '../../lib/lang/String';
import { ComponentManager } from '../ComponentManager';
import { Container, type ContainerConfig, type ContainerEvents } from '../container/Container';
import type { Component } from '../Component';
import type { Element } from '../dom/Element';
import { makeEl, px } from '../dom/Element.build';
import type { Checkbox } from './field/Checkbox';
import './field/Checkbox';
import '../layout/container/Anchor';
import type { Tool } from '../panel/Tool';

export interface FieldSetConfig extends ContainerConfig {
  /** The legend's text (shown as text). Default none. */
  title?: string;
  /** A toggle tool in the legend collapses and expands the content (default `false`). */
  collapsible?: boolean;
  /** Start collapsed (default `false`). */
  collapsed?: boolean;
  /** A checkbox in the legend collapses and expands the content (default `false`). */
  checkboxToggle?: boolean;
  /** The checkbox's field name (default `<id>-checkbox`). */
  checkboxName?: string;
  /** With `collapsible`, a click on the title toggles (default `true`). */
  toggleOnTitleClick?: boolean;
}

/** The events of field sets: a container's plus collapsing and expanding. */
export interface FieldSetEvents<S = FieldSet> extends ContainerEvents<S> {
  /** Before the field set collapses (`false` stops it). */
  beforecollapse: [fieldset: S];
  /** The field set collapsed. */
  collapse: [fieldset: S];
  /** Before the field set expands (`false` stops it). */
  beforeexpand: [fieldset: S];
  /** The field set expanded. */
  expand: [fieldset: S];
}

export class FieldSet extends Container {
  /** Type only: the events (see `FieldSetEvents`). */
  declare $eventMap: FieldSetEvents<this>;
  declare title?: string;
  declare collapsible: boolean;
  declare collapsed: boolean;
  declare checkboxToggle: boolean;
  declare checkboxName?: string;
  declare toggleOnTitleClick: boolean;
  /** The legend's checkbox (with `checkboxToggle`). */
  declare checkboxCmp?: Checkbox;
  /** The legend's toggle tool, a `Lib.panel.Tool` (with `collapsible`). */
  declare toggleCmp?: Tool;
  /** The `<legend>` element (once rendered, when there is a title or a toggle). */
  declare legend?: Element;
  /** The legend's title element (once rendered). */
  declare titleEl?: Element;
  /** The element holding the items (once rendered). */
  declare body?: Element;

  override initComponent(): void {
    const me = this;
    const id = me.id;
    super.initComponent();
    if (me.checkboxToggle) {
      me.checkboxCmp = ComponentManager.create({
        xtype: 'checkbox',
        name: me.checkboxName || id + '-checkbox',
        checked: !me.collapsed,
        ownerCt: me,
        listeners: { change: me.onCheckChange, scope: me },
      });
    } else if (me.collapsible) {
      // By its xtype: the tool belongs to the panel layer, above the forms.
      me.toggleCmp = ComponentManager.create({
        xtype: 'tool',
        type: 'toggle',
        handler: me.toggle,
        scope: me,
        toolOwner: me,
      });
    }
  }

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    const id = me.id;
    const dom = (me.el as Element).dom;
    // The author's content (html) goes with the items.
    const content = Array.from(dom.childNodes);
    const body = (me.body = makeEl(dom, 'div', 'fieldset-body', { id: id + '-body' }));
    body.dom.append(...content);
    const toggle = me.checkboxCmp || me.toggleCmp;
    if (me.title != null || toggle) {
      const legend = (me.legend = makeEl(
        dom,
        'legend',
        'fieldset-header',
        {
          id: id + '-legend',
        },
        undefined,
        body.dom,
      ));
      toggle?.render(legend.dom);
      const title = (me.titleEl = makeEl(
        legend.dom,
        'div',
        'fieldset-header-text',
        {
          id: id + '-legendTitle',
        },
        toText(me.title),
      ));
      me.el!.addCls(px('fieldset-with-header' + (me.title ? ' fieldset-with-title' : '')));
      me.el!.set({ 'aria-labelledby': title.id });
      me.checkboxCmp?.inputEl?.set({ 'aria-labelledby': title.id });
      if (me.toggleCmp && me.toggleOnTitleClick) {
        title.addCls(px('fieldset-header-text-collapsible')).on('click', me.toggle, me);
      }
    }
    me.$syncCollapsed();
  }

  /** The items (and `html`) go into the body. */
  override getContentTarget(): Element | undefined {
    return this.body;
  }

  /** The legend's checkbox or tool, then the items (a form finds the checkbox as a field). */
  override getRefItems(deep?: boolean): Component[] {
    const me = this;
    return [(me.checkboxCmp || me.toggleCmp)!, ...super.getRefItems(deep)].filter(Boolean);
  }

  /** Sets the legend's text. */
  setTitle(title: string): this {
    this.title = title;
    this.titleEl?.setText(toText(title));
    return this;
  }

  /** Shows the content; see the class for the events. */
  expand(): this {
    return this.setExpanded(true);
  }

  /** Hides the content (the legend stays); see the class for the events. */
  collapse(): this {
    return this.setExpanded(false);
  }

  /** `expand()` when collapsed, else `collapse()`. */
  toggle(): this {
    return this.setExpanded(!!this.collapsed);
  }

  /**
   * Expands (`true`) or collapses: once rendered, fires `beforeexpand`/`beforecollapse`
   * (`false` cancels), lays out and fires `expand`/`collapse`. Returns the fieldset.
   */
  setExpanded(expanded: boolean): this {
    const me = this;
    const event = expanded ? ('expand' as const) : ('collapse' as const);
    if (!me.rendered || me.fireEvent(`before${event}`, me) !== false) {
      me.collapsed = !expanded;
      me.checkboxCmp?.setValue(expanded);
      if (me.rendered) {
        me.$syncCollapsed();
        me.updateLayout();
        me.fireEvent(event, me);
      }
    }
    return me;
  }

  /** @internal The checkbox toggles. */
  onCheckChange(_box: unknown, checked: boolean): void {
    this.setExpanded(checked);
  }

  /** @internal Shows the collapsed state: `x-fieldset-collapsed`, the tool's `aria-expanded`. */
  $syncCollapsed(): void {
    const me = this;
    me.el!.toggleCls(px('fieldset-collapsed'), me.collapsed);
    me.toggleCmp?.el?.set({
      'aria-expanded': String(!me.collapsed),
      'aria-controls': me.body!.id,
    });
  }

  override onDestroy(): void {
    this.checkboxCmp?.destroy();
    this.toggleCmp?.destroy();
    super.onDestroy();
  }
}

registerClass(FieldSet, 'Lib.form.FieldSet', {
  $configs: declareConfigs<FieldSetConfig, ContainerConfig>({
    title: cfg('text'),
    collapsible: false,
    collapsed: false,
    checkboxToggle: false,
    checkboxName: cfg('string'),
    toggleOnTitleClick: true,
  }),
  xtype: 'fieldset',
  baseCls: px('fieldset'),
  autoEl: 'fieldset',
  defaultLayoutType: 'anchor',
});

/** Typed config for `Lib.create` (the constructor itself is the component's). */
export interface FieldSet {
  $construct(config?: FieldSetConfig): this;
}

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.FieldSet': typeof FieldSet;
  }
  interface AliasMap {
    'widget.fieldset': typeof FieldSet;
  }
}
