/**
 * `Lib.form.field.TextArea` (xtypes `textareafield` and `textarea`, alternate
 * `Lib.form.TextArea`): a multi-line text field on a `<textarea>` (`rows`/`cols`), with every
 * check of `Lib.form.field.Text`. Enter makes a new line, so it fires no `specialkey` unless
 * `enterIsSpecial` (or a modifier is held). With `grow` the box follows its text between
 * `growMin` and `growMax` pixels high, firing `autosize(field, height)` when its height
 * changes; `preventScrollbars` hides the scroll bars.
 *
 * @example
 *   Lib.create('Lib.form.field.TextArea', {
 *     name: 'notes', fieldLabel: 'Notes', grow: true, growMax: 200, renderTo: document.body,
 *   });
 */
import { registerClass } from '../../../lib/Class';
import { cfg, declareConfigs } from '../../../lib/config';
import { Element } from '../../dom/Element';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { TextField, type TextFieldConfig } from './Text';
import type { FieldEvents } from './Base';

export interface TextAreaConfig extends TextFieldConfig {
  /** The `rows` of the textarea (default 4). */
  rows?: number;
  /** The `cols` of the textarea (default 20; a width or a layout usually sizes it). */
  cols?: number;
  /** Grow and shrink with the text, between `growMin` and `growMax` (default `false`). */
  grow?: boolean;
  /** The least height in pixels with `grow` (default 60). */
  growMin?: number;
  /** The greatest height in pixels with `grow` (default 1000). */
  growMax?: number;
  /** Enter fires `specialkey` too (default `false`: Enter makes a new line). */
  enterIsSpecial?: boolean;
  /** Hide the scroll bars (default `false`). */
  preventScrollbars?: boolean;
}

/** The events of text areas: a field's plus `autosize`. */
export interface TextAreaEvents<S = TextArea> extends FieldEvents<S> {
  /** `grow` changed the height (in pixels). */
  autosize: [field: S, height: number];
}

export class TextArea extends TextField {
  /** Type only: the events (see `TextAreaEvents`). */
  declare $eventMap: TextAreaEvents<this>;
  declare rows: number;
  declare cols: number;
  declare grow: boolean;
  declare growMin: number;
  declare growMax: number;
  declare enterIsSpecial: boolean;
  declare preventScrollbars: boolean;
  /** @internal The height `autosize` last reported. */
  declare lastInputHeight?: number;

  override $createInput(doc: Document, body: HTMLElement): HTMLElement {
    const me = this;
    const area = super.$createInput(doc, body);
    (Element.get(area) as Element).set({ type: null, rows: me.rows, cols: me.cols });
    if (me.preventScrollbars) area.style.overflow = 'hidden';
    return area;
  }

  override afterRender(): void {
    super.afterRender();
    this.autoSize();
  }

  /** Resizes the box to its text with `grow` (see the class); fires `autosize(field, height)`. */
  autoSize(): void {
    const me = this;
    const area = me.inputEl?.dom;
    if (!me.grow || !area) return;
    area.style.height = me.growMin + 'px';
    const height = Math.min(me.growMax, Math.max(me.growMin, area.scrollHeight));
    area.style.height = height + 'px';
    if (height !== me.lastInputHeight) {
      me.lastInputHeight = height;
      me.fireEvent('autosize', me, height);
    }
  }

  /** Typing resizes the box at once (the change itself is buffered as usual). */
  override $onFieldMutation(): void {
    super.$onFieldMutation();
    this.autoSize();
  }

  /** A value set in code resizes the box too. */
  override setRawValue(value: unknown): string {
    const raw = super.setRawValue(value);
    this.autoSize();
    return raw;
  }

  /** Enter without a modifier is a new line, not a `specialkey` (unless `enterIsSpecial`). */
  override $onInputKeyDown(e: EventObjectImpl): void {
    const modified = e.ctrlKey || e.shiftKey || e.altKey || e.metaKey;
    if (this.enterIsSpecial || e.getKey() !== e.ENTER || modified) super.$onInputKeyDown(e);
  }
}

registerClass(TextArea, 'Lib.form.field.TextArea', {
  $configs: declareConfigs<TextAreaConfig, TextFieldConfig>({
    rows: 4,
    cols: 20,
    grow: false,
    growMin: 60,
    growMax: 1000,
    enterIsSpecial: false,
    preventScrollbars: false,
  }),
  $inputCls: 'form-text form-textarea',
  $inputTag: 'textarea',
  xtype: ['textareafield', 'textarea'],
  alternateClassName: 'Lib.form.TextArea',
});

/** Typed config for `Lib.create` (the constructor itself is the field's). */
export interface TextArea {
  $construct(config?: TextAreaConfig): this;
  /** The textarea (once rendered). */
  inputEl?: Element;
}

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.TextArea': typeof TextArea;
  }
  interface AliasMap {
    'widget.textareafield': typeof TextArea;
    'widget.textarea': typeof TextArea;
  }
}
