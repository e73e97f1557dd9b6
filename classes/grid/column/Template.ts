/**
 * `Lib.grid.column.Template` (xtype `templatecolumn`, alternate `Lib.grid.TemplateColumn`; grid
 * pack): each cell shows `tpl` (a `Lib.XTemplate`, or its markup as a string or an array of
 * strings) applied to the record's data. The result is markup: it goes into the cell through
 * `Lib.dom.Markup` (sanitized, as `Column.raw` does), so encode data that is text with
 * `{name:htmlEncode}`.
 *
 * @example
 *   {xtype: 'templatecolumn', text: 'Name', flex: 1, tpl: '<b>{last:htmlEncode}</b>, {first:htmlEncode}'}
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs } from '../../../lib/config';
import * as ClassManager from '../../../lib/ClassManager';
import type { XTemplate } from '../../XTemplate';
import type { Model } from '../../data/Model';
import { Column, RawHtml, type ColumnConfig } from './Column';

export interface TemplateColumnConfig extends ColumnConfig {
  /** The template: a `Lib.XTemplate` (or `Lib.Template`), a string or an array of strings. */
  tpl?: string | string[] | XTemplate;
}

// Construction takes a `TemplateColumnConfig` (checked against the `$configs` of the class chain).
export interface TemplateColumn {
  $construct(config?: TemplateColumnConfig): this;
}

/** The class `Lib.XTemplate` (read from the namespace). */
type XT = typeof XTemplate;

export class TemplateColumn extends Column {
  /** The template (an `XTemplate` once initialized). */
  declare tpl: XTemplate;

  override initComponent(): void {
    const me = this;
    // Lib.XTemplate is in the core: read from the namespace, the pack needs no link to it.
    if (!me.tpl?.isTemplate) me.tpl = new (ClassManager.root.XTemplate as XT)(me.tpl ?? '');
    super.initComponent();
  }

  /** The template applied to the record's data (and its associated data), as markup. */
  defaultRenderer(_value: unknown, _meta: unknown, record: Model): RawHtml {
    return new RawHtml(this.tpl.apply({ ...record.data, ...record.getAssociatedData?.() }));
  }
}

registerClass(TemplateColumn, 'Lib.grid.column.Template', {
  $configs: declareConfigs<TemplateColumnConfig, ColumnConfig>({
    tpl: cfg([
      (v) => typeof v === 'string' || Array.isArray(v) || !!(v as XTemplate)?.isTemplate,
      'a template, a string or an array of strings',
    ]),
  }),
  xtype: 'templatecolumn',
  alternateClassName: 'Lib.grid.TemplateColumn',
});

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.grid.column.Template': typeof TemplateColumn;
  }
  interface AliasMap {
    'widget.templatecolumn': typeof TemplateColumn;
  }
}
