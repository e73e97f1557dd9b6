/**
 * `Lib.layout.container.Anchor` (`layout: 'anchor'`): each item sized relative to the
 * container by its `anchor` (else the layout's `defaultAnchor`): a width and an optional
 * height, each a percentage (`'100%'`, `'50%'`) or an offset in pixels from the container's
 * size (`'-20'`: 20 px narrower). Items without either size themselves, one below the other.
 *
 * @example
 *   Lib.widget('form', {layout: 'anchor', defaults: {anchor: '100%'}, items: [...]});
 *   {xtype: 'textarea', anchor: '-10 -60'} // 10 px narrower, 60 px shorter than the form
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs, fail } from '../../../lib/config';
import { isString } from '../../../lib/check';
import { cssPrefix } from '../../dom/Element';
import { Layout, type LayoutConfig } from '../Layout';
import type { Component } from '../../Component';

/** An item of an anchor layout: a component with its `anchor` (`'100% -20'`). */
export type AnchorItem = Component & { anchor?: string };

export interface AnchorLayoutConfig extends LayoutConfig {
  /** The `anchor` of items that give none (such as `'100%'`). Default none. */
  defaultAnchor?: string;
}

/** One side of an anchor as a CSS length: `'50%'` as is, `'-20'` as `calc(100% - 20px)`. */
function side(part: string | undefined, where: string, anchor: string): string | undefined {
  if (part === undefined) return undefined;
  if (/^\d+(\.\d+)?%$/.test(part)) return part;
  if (/^[-+]?\d+(\.\d+)?$/.test(part))
    return `calc(100% ${+part < 0 ? '-' : '+'} ${Math.abs(+part)}px)`;
  fail(
    where,
    'anchor',
    "'<width> <height>', each a percentage ('100%') or an offset ('-20')",
    anchor,
  );
}

export class AnchorLayout extends Layout {
  declare defaultAnchor?: string;

  override itemStyle(item: AnchorItem): Record<string, string | undefined> {
    const anchor = item.anchor ?? this.defaultAnchor;
    if (!isString(anchor)) return { width: undefined, height: undefined };
    const where = item.$className || 'Lib.layout.container.Anchor';
    const [width, height] = anchor.trim().split(/\s+/);
    return { width: side(width, where, anchor), height: side(height, where, anchor) };
  }

  /** An item with a height in its anchor gets it from the container. */
  override sizesHeight(item: AnchorItem): boolean {
    return (
      isString(item.anchor ?? this.defaultAnchor) &&
      /\s/.test((item.anchor ?? this.defaultAnchor)!.trim())
    );
  }
}

registerClass(AnchorLayout, 'Lib.layout.container.Anchor', {
  $configs: declareConfigs<AnchorLayoutConfig, LayoutConfig>({
    defaultAnchor: cfg('string'),
  }),
  alias: 'layout.anchor',
  type: 'anchor',
  baseItemCls: cssPrefix() + 'anchor-item',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.layout.container.Anchor': typeof AnchorLayout;
  }
}
