/**
 * `Lib.form.Label` (xtype `label`): a `<label>` element with a line of text, as Ext JS 4's,
 * often placed beside fields in a form's layout. `text` is shown as text; `html` (when there is
 * no `text`) is markup, sanitized by `Lib.dom.Markup` as every author markup is. `forId` names
 * the element it labels (its `for`).
 *
 * In the widgets pack (`dist/lib-widgets.js`).
 *
 * @example
 *   Lib.widget('container', {renderTo: document.body, items: [
 *     {xtype: 'label', text: 'Name:', forId: 'name-input'},
 *     {xtype: 'textfield', inputId: 'name-input', hideLabel: true},
 *   ]});
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs } from '../../lib/config';
import { toText } from '../../lib/lang/String';
import { Component, type ComponentConfig } from '../Component';

export interface LabelConfig extends ComponentConfig {
  /** The text (shown as text; wins over `html`). */
  text?: string | number;
  /** The id of the element the label is for (its `for` attribute). */
  forId?: string;
}

export class Label extends Component {
  declare text?: string | number;
  declare forId?: string;

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    const me = this;
    if (me.forId) me.el!.set({ for: me.forId });
    if (me.text != null) me.el!.setText(toText(me.text));
  }

  /**
   * Sets the text: as text, or with `encode` `false` as markup (sanitized, as `html` is). Lays
   * out again when rendered. Returns the label.
   */
  setText(text: string | number, encode?: boolean): this {
    const me = this;
    if (encode === false) {
      me.text = undefined;
      return me.update(toText(text));
    }
    me.text = text;
    me.html = undefined;
    if (me.rendered) {
      me.el!.setText(toText(text));
      me.updateLayout();
    }
    return me;
  }
}

/** Typed config for `Lib.create`. */
export interface Label {
  $construct(config?: LabelConfig): this;
}

registerClass(Label, 'Lib.form.Label', {
  $configs: declareConfigs<LabelConfig, ComponentConfig>({
    text: cfg('text'),
    forId: cfg('string'),
  }),
  xtype: 'label',
  autoEl: 'label',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.Label': typeof Label;
  }
  interface AliasMap {
    'widget.label': typeof Label;
  }
}
