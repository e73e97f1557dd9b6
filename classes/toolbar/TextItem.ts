/**
 * `Lib.toolbar.TextItem` (xtype `tbtext`, alternate `Lib.Toolbar.TextItem`): a line of text in
 * a toolbar (`x-toolbar-text`). A plain string among a toolbar's items (other than `'->'`,
 * `'-'` and `' '`) becomes one. The text is shown as text, never parsed as markup.
 *
 * @example
 *   const tb = Lib.widget('toolbar', {items: ['Ready', {xtype: 'tbtext', itemId: 'count', text: '0 rows'}]});
 *   tb.getComponent('count').setText('12 rows');
 */
import { registerClass } from '../../lib/Class';
import { cfg, declareConfigs } from '../../lib/config';
import { toText } from '../../lib/lang/String';

import { cssPrefix } from '../dom/Element';
import { ToolbarItem, type ToolbarItemConfig } from './Item';

export interface TextItemConfig extends ToolbarItemConfig {
  /** The text (default `''`). */
  text?: string | number;
}

export class TextItem extends ToolbarItem {
  declare text: string | number;

  override onRender(container?: Node, position?: unknown): void {
    super.onRender(container, position);
    this.el!.setText(toText(this.text));
  }

  /** Sets the text (as text) and lays the toolbar out again. */
  setText(text: string | number): this {
    const me = this;
    me.text = text;
    if (me.rendered) {
      me.el!.setText(toText(text));
      me.updateLayout();
    }
    return me;
  }
}

/** Typed config for `Lib.create`. */
export interface TextItem {
  $construct(config?: TextItemConfig): this;
}

registerClass(TextItem, 'Lib.toolbar.TextItem', {
  $configs: declareConfigs<TextItemConfig, ToolbarItemConfig>({ text: cfg('text', '') }),
  xtype: 'tbtext',
  alternateClassName: 'Lib.Toolbar.TextItem',
  baseCls: cssPrefix() + 'toolbar-text',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.toolbar.TextItem': typeof TextItem;
  }
  interface AliasMap {
    'widget.tbtext': typeof TextItem;
  }
}
