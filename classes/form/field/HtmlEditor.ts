/**
 * `Lib.form.field.HtmlEditor` (xtype `htmleditor`, alternate `Lib.form.HtmlEditor`): a
 * rich-text field with Ext JS 4's toolbar (`getToolbar()`, items by Ext's item ids: `bold`,
 * `italic`, `underline`, `increasefontsize`, `decreasefontsize`, `justifyleft`,
 * `justifycenter`, `justifyright`, `createlink`, `insertorderedlist`, `insertunorderedlist`,
 * `sourceedit`) over an editable element. Unlike Ext JS 4, the editor is a `contenteditable`
 * div in the page, not an iframe. Ctrl+B, Ctrl+I and Ctrl+U format; the toolbar's toggle
 * buttons show the selection's state (`aria-pressed`); Source Edit shows the markup in a text
 * area.
 *
 * Markup is sanitized (`Lib.dom.Markup`) both ways: `setValue(html)` before it is shown,
 * `getValue()` before it is returned, and pasted or dropped markup before it is inserted, so
 * scripts, event handlers and `javascript:` links never reach the page or the value.
 *
 * Events (besides the field's): `initialize(editor)` once rendered, `beforesync(editor, html)`
 * / `sync(editor, html)` when the markup is copied from the editor to the text area (return
 * `false` from `beforesync` to stop it), `beforepush(editor, html)` / `push(editor, html)`
 * when it is copied the other way, `editmodechange(editor, sourceEditMode)`.
 *
 * @example
 *   const editor = Lib.create('Lib.form.field.HtmlEditor', {
 *     fieldLabel: 'Notes', height: 200, enableSourceEdit: false, renderTo: document.body,
 *   });
 *   editor.setValue('<b>Hello</b><img src=x onerror=alert(1)>'); // shows <b>Hello</b><img src="x">
 */
import { registerClass } from '../../../lib/Class';
import { root } from '../../../lib/ClassManager';
import { declareConfigs } from '../../../lib/config';
import { toText } from '../../../lib/lang/String';
// The toolbar's items are buttons.
import '../../button/Button';
import type { Button } from '../../button/Button';
import { Element } from '../../dom/Element';
import { make, makeEl, px } from '../../dom/Element.build';
import { Markup, isSafeUrl } from '../../dom/Markup';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { Toolbar } from '../../toolbar/Toolbar';
import { BaseField, type FieldConfig, type FieldEvents } from './Base';

export interface HtmlEditorConfig extends FieldConfig {
  /** The bold, italic and underline buttons (default `true`). */
  enableFormat?: boolean;
  /** The grow and shrink text buttons (default `true`). */
  enableFontSize?: boolean;
  /** The align left, center and right buttons (default `true`). */
  enableAlignments?: boolean;
  /** The link button (default `true`). */
  enableLinks?: boolean;
  /** The numbered and bullet list buttons (default `true`). */
  enableLists?: boolean;
  /** The Source Edit button (default `true`). */
  enableSourceEdit?: boolean;
  /** The question the link button asks (default 'Please enter the URL for the link:'). */
  createLinkText?: string;
  /** The link the question starts with (default `'http://'`). */
  defaultLinkValue?: string;
}

/** The toolbar: the `enable…` config of each group, then its buttons' item ids. */
const GROUPS = [
  ['Format', 'bold italic underline'],
  ['FontSize', 'increasefontsize decreasefontsize'],
  ['Alignments', 'justifyleft justifycenter justifyright'],
  ['Links', 'createlink'],
  ['Lists', 'insertorderedlist insertunorderedlist'],
  ['SourceEdit', 'sourceedit'],
];

/** Ctrl (or ⌘) + B, I, U: the command, by key code. */
const KEYS: Record<number, string> = { 66: 'bold', 73: 'italic', 85: 'underline' };

/** The events of HTML editors: a field's plus the editor's. */
export interface HtmlEditorEvents<S = HtmlEditor> extends FieldEvents<S> {
  /** The editor is rendered and ready. */
  initialize: [editor: S];
  /** Before the markup is copied from the editor to the text area (`false` stops it). */
  beforesync: [editor: S, html: string];
  /** The markup was copied from the editor to the text area. */
  sync: [editor: S, html: string];
  /** Before the markup is copied from the text area to the editor (`false` stops it). */
  beforepush: [editor: S, html: string];
  /** The markup was copied from the text area to the editor. */
  push: [editor: S, html: string];
  /** Source edit was switched on or off. */
  editmodechange: [editor: S, sourceEditMode: boolean];
}

export class HtmlEditor extends BaseField<string> {
  /** Type only: the events (see `HtmlEditorEvents`). */
  declare $eventMap: HtmlEditorEvents<this>;
  declare enableFormat: boolean;
  declare enableFontSize: boolean;
  declare enableAlignments: boolean;
  declare enableLinks: boolean;
  declare enableLists: boolean;
  declare enableSourceEdit: boolean;
  declare createLinkText: string;
  declare defaultLinkValue: string;
  /**
   * The buttons' names, by item id (`{title}`, as Ext's `buttonTips`): each button's tooltip
   * and accessible name. Replace it on a subclass to translate them.
   */
  declare buttonTips: Record<string, { title: string; text?: string }>;
  /** `true` while the text area with the markup is shown (unset before). */
  declare sourceEditMode: boolean;
  /** The toolbar (once rendered). */
  declare toolbar?: Toolbar;
  /** The text area of Source Edit (once rendered); it holds the value between syncs. */
  declare textareaEl?: Element;

  /** Builds the toolbar, the editable element (the input element) and the hidden text area. */
  override $createInput(doc: Document, body: HTMLElement): HTMLElement {
    const me = this as any;
    const labelledBy = me.labelEl && { 'aria-labelledby': me.labelEl.id };
    const items: any[] = [];
    body.classList.add(px('html-editor-wrap'));
    for (const [group, ids] of GROUPS) {
      if (!me['enable' + group]) continue;
      if (items.length) items.push('-');
      for (const id of ids.split(' ')) {
        items.push({
          itemId: id,
          iconCls: px('edit-' + id),
          tooltip: me.buttonTips[id],
          ariaLabel: me.buttonTips[id].title,
          enableToggle: !/font|link/.test(id),
          handler: /font/.test(id)
            ? me.adjustFont
            : id == 'createlink'
              ? me.createLink
              : id == 'sourceedit'
                ? me.toggleSourceEdit
                : me.relayBtnCmd,
          scope: me,
        });
      }
    }
    me.toolbar = new Toolbar({ items, cls: px('html-editor-tb'), renderTo: body });
    const editor = make(body, 'div', 'html-editor-input', {
      id: me.inputId,
      role: 'textbox',
      'aria-multiline': 'true',
    });
    me.textareaEl = makeEl(body, 'textarea', 'hidden html-editor-source').set(
      labelledBy || { 'aria-label': me.ariaLabel || toText(me.fieldLabel) },
    );
    me.textareaEl.dom.value = toText(me.rawValue);
    Markup.setHtml(editor, me.rawValue);
    return editor;
  }

  override initEvents(): void {
    const me = this;
    super.initEvents();
    me.inputEl!.on({
      keyup: me.updateToolbar,
      mouseup: me.updateToolbar,
      beforeinput: me.$onBeforeInput,
      scope: me,
    });
    me.textareaEl!.on('input', me.$onFieldMutation, me);
    // A press on a button leaves the focus, and the selection, in the editor.
    me.toolbar!.el!.on('mousedown', (e: EventObjectImpl) => e.preventDefault());
    me.fireEvent('initialize', me);
  }

  /** The toolbar. */
  getToolbar(): Toolbar | undefined {
    return this.toolbar;
  }

  // ---------------------------------------------------------------- value

  /** The markup, sanitized (it is first copied from the editor, see {@link syncValue}). */
  override getRawValue(): string {
    const me = this;
    const text = me.textareaEl;
    if (!text) return toText(me.rawValue);
    if (!me.sourceEditMode) me.syncValue();
    return (me.rawValue = Markup.sanitize((text.dom as HTMLTextAreaElement).value));
  }

  /** Sanitizes the markup and shows it (see {@link pushValue}). Returns the markup. */
  override setRawValue(value: unknown): string {
    const me = this;
    const raw = (me.rawValue = Markup.sanitize(value));
    if (me.textareaEl) {
      (me.textareaEl.dom as HTMLTextAreaElement).value = raw;
      me.pushValue();
    }
    return raw;
  }

  /**
   * Copies the editor's markup, sanitized, to the text area: fires `beforesync(editor, html)`
   * (`false` stops it), then `sync(editor, html)`.
   */
  syncValue(): void {
    const me = this;
    if (!me.textareaEl) return;
    // What a browser leaves in an editor whose text was all deleted.
    const html = Markup.sanitize(me.inputEl!.dom.innerHTML.replace(/^<br>$/, ''));
    if (me.fireEvent('beforesync', me, html) !== false) {
      (me.textareaEl.dom as HTMLTextAreaElement).value = html;
      me.fireEvent('sync', me, html);
    }
  }

  /**
   * Shows the text area's markup, sanitized, in the editor: fires `beforepush(editor, html)`
   * (`false` stops it), then `push(editor, html)`.
   */
  pushValue(): void {
    const me = this;
    const html = (me.textareaEl?.dom as HTMLTextAreaElement | undefined)?.value;
    if (html != null && me.fireEvent('beforepush', me, html) !== false) {
      Markup.setHtml(me.inputEl!.dom, html);
      me.fireEvent('push', me, html);
    }
  }

  // ---------------------------------------------------------------- commands

  /**
   * Runs a `document.execCommand` on the editor's selection (`value` its argument), then
   * updates the toolbar and reports a change.
   */
  execCmd(cmd: string, value?: unknown): void {
    const me = this;
    if (me.sourceEditMode || !me.rendered) return;
    const editor = me.inputEl!.dom;
    editor.focus();
    editor.ownerDocument.execCommand(cmd, false, value == null ? undefined : String(value));
    me.updateToolbar();
    me.checkChange();
  }

  /** Ext's name of {@link execCmd}. */
  relayCmd(cmd: string, value?: unknown): void {
    this.execCmd(cmd, value);
  }

  /** @internal A toolbar button: the command of its item id. */
  relayBtnCmd(button: Button): void {
    this.execCmd(button.getItemId());
  }

  /** @internal Grow (`increasefontsize`) or shrink the selection's font size by one step. */
  adjustFont(button: Button): void {
    const size = +this.inputEl!.dom.ownerDocument.queryCommandValue('fontSize') || 3;
    this.execCmd(
      'fontSize',
      Math.max(1, size + (button.getItemId() == 'increasefontsize' ? 1 : -1)),
    );
  }

  /**
   * Asks for a URL (`Lib.Msg.prompt`) and makes the selection a link to it; a URL that is not
   * http(s), mailto or relative makes no link.
   */
  createLink(): void {
    const me = this;
    const selection = me.inputEl!.dom.ownerDocument.getSelection()!;
    const range = selection.rangeCount ? selection.getRangeAt(0) : null;
    root.Msg.prompt(
      me.buttonTips.createlink.title,
      me.createLinkText,
      (answer: string, url: string) => {
        if (answer == 'ok' && url && url != me.defaultLinkValue && isSafeUrl(url)) {
          // The question took the selection: it comes back first.
          if (range) (selection.removeAllRanges(), selection.addRange(range));
          me.execCmd('createLink', url);
        }
      },
      me,
      false,
      me.defaultLinkValue,
    );
  }

  /** Inserts markup, sanitized, at the caret (the selection replaced). */
  insertAtCursor(html: string): void {
    this.execCmd('insertHTML', Markup.sanitize(html));
  }

  /** @internal Pasted or dropped markup goes in sanitized, where the browser would put it. */
  $onBeforeInput(e: EventObjectImpl): void {
    const be = e.browserEvent as InputEvent;
    const html =
      /^insertFrom(Paste|Drop)/.test(be.inputType) && be.dataTransfer?.getData('text/html');
    if (!html) return;
    e.preventDefault();
    const at = be.getTargetRanges?.()[0];
    if (at) {
      this.inputEl!.dom.ownerDocument.getSelection()!.setBaseAndExtent(
        at.startContainer,
        at.startOffset,
        at.endContainer,
        at.endOffset,
      );
    }
    this.insertAtCursor(html);
  }

  /** @internal Ctrl (or ⌘) + B, I or U formats; then the field's keys. */
  override $onInputKeyDown(e: EventObjectImpl): void {
    const cmd = (e.ctrlKey || e.metaKey) && !e.altKey && KEYS[e.getKey()];
    if (cmd) {
      e.preventDefault();
      this.execCmd(cmd);
    }
    super.$onInputKeyDown(e);
  }

  /** Presses the toggle buttons whose format the selection has (`queryCommandState`). */
  updateToolbar(): void {
    const me = this;
    const doc = me.inputEl?.dom.ownerDocument;
    for (const button of (me.toolbar?.items.items || []) as Button[]) {
      const id = button.getItemId();
      if (!button.enableToggle || id == 'sourceedit') continue;
      let state = false;
      try {
        state = doc!.queryCommandState(id);
      } catch {
        // Firefox throws for some commands in some selections: not pressed.
      }
      button.toggle(state, true);
    }
  }

  /**
   * Shows the markup in a text area (`true`), or the editor again (`false`; omitted: the other
   * one). Fires `editmodechange(editor, sourceEditMode)`.
   */
  toggleSourceEdit(sourceEditMode?: boolean): void {
    const me = this;
    const mode = typeof sourceEditMode == 'boolean' ? sourceEditMode : !me.sourceEditMode;
    if (!me.textareaEl) return;
    if (mode) me.syncValue();
    me.sourceEditMode = mode;
    if (!mode) me.pushValue();
    me.textareaEl.toggleCls(px('hidden'), !mode);
    me.inputEl!.toggleCls(px('hidden'), mode);
    (me.toolbar!.getComponent('sourceedit') as Button | undefined)?.toggle(mode, true);
    me.$applyReadOnly();
    me.focus();
    me.fireEvent('editmodechange', me, mode);
  }

  // ---------------------------------------------------------------- state

  /** The editor, or the text area in Source Edit. */
  override getFocusEl(): Element | undefined {
    return this.sourceEditMode ? this.textareaEl : this.inputEl;
  }

  /**
   * @internal Editable unless read-only or disabled; the buttons follow (Source Edit's only
   * with the disabled state; the others are off in Source Edit too).
   */
  override $applyReadOnly(): void {
    const me = this;
    const off = me.readOnly || !!me.disabled;
    super.$applyReadOnly();
    me.inputEl!.set({ contenteditable: !off && 'true', 'aria-readonly': me.readOnly && 'true' });
    (me.textareaEl!.dom as HTMLTextAreaElement).readOnly = off;
    for (const item of me.toolbar!.items.items) {
      item.setDisabled(item.getItemId() == 'sourceedit' ? !!me.disabled : off || me.sourceEditMode);
    }
  }

  override applyDisabled(disabled: boolean): void {
    super.applyDisabled(disabled);
    this.$applyReadOnly();
  }

  override onDestroy(): void {
    this.toolbar?.destroy();
    this.textareaEl?.removeAllListeners();
    super.onDestroy();
  }
}

registerClass(HtmlEditor, 'Lib.form.field.HtmlEditor', {
  $configs: declareConfigs<HtmlEditorConfig, FieldConfig>({
    enableFormat: true,
    enableFontSize: true,
    enableAlignments: true,
    enableLinks: true,
    enableLists: true,
    enableSourceEdit: true,
    createLinkText: 'Please enter the URL for the link:',
    defaultLinkValue: 'http://',
  }),
  xtype: 'htmleditor',
  alternateClassName: 'Lib.form.HtmlEditor',
  inputType: 'htmleditor',
  buttonTips: {
    bold: { title: 'Bold (Ctrl+B)' },
    italic: { title: 'Italic (Ctrl+I)' },
    underline: { title: 'Underline (Ctrl+U)' },
    increasefontsize: { title: 'Grow Text' },
    decreasefontsize: { title: 'Shrink Text' },
    justifyleft: { title: 'Align Text Left' },
    justifycenter: { title: 'Center Text' },
    justifyright: { title: 'Align Text Right' },
    createlink: { title: 'Hyperlink' },
    insertorderedlist: { title: 'Numbered List' },
    insertunorderedlist: { title: 'Bullet List' },
    sourceedit: { title: 'Source Edit' },
  },
});

/** Typed config for `Lib.create` (the constructor itself is the field's). */
export interface HtmlEditor {
  $construct(config?: HtmlEditorConfig): this;
}

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.HtmlEditor': typeof HtmlEditor;
    'Lib.form.HtmlEditor': typeof HtmlEditor;
  }
  interface AliasMap {
    'widget.htmleditor': typeof HtmlEditor;
  }
}
