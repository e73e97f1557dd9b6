/**
 * `Lib.form.Panel` (xtype `form`, alternates `Lib.form.FormPanel`, `Lib.FormPanel`): a panel
 * (default layout `anchor`) whose fields make a `Lib.form.Basic` (`getForm()`), with Ext's
 * shortcuts (`getValues`, `loadRecord`, `updateRecord`, `isValid`, `submit`, `load`...).
 * Fields added later (at any depth, by `add` or `insert`) join the form; removed or destroyed
 * ones leave it. `fieldDefaults` (`labelAlign`, `labelWidth`, `msgTarget`, `anchor`, any field
 * config) fill what each field below leaves unset, the nearest container's first. Components
 * with `formBind: true` (a Save button) are enabled only while the form is valid.
 *
 * Events: the form's `validitychange(form, valid)`, `dirtychange(form, dirty)`,
 * `beforeaction`, `actioncomplete`, `actionfailed` (relayed: their first argument is the
 * `Lib.form.Basic`), and `fieldvaliditychange(panel, field, valid)`,
 * `fielderrorchange(panel, field, error)` for each field.
 *
 * @example
 *   const panel = Lib.create('Lib.form.Panel', {
 *     title: 'User', bodyPadding: 10, fieldDefaults: {labelWidth: 80, msgTarget: 'under', anchor: '100%'},
 *     items: [{xtype: 'textfield', name: 'email', fieldLabel: 'E-mail', vtype: 'email'}],
 *     buttons: [{text: 'Save', formBind: true, handler: () => panel.updateRecord()}],
 *   });
 *   panel.loadRecord(user);
 */
import { registerClass } from '../../lib/Class';
import { keys, own } from '../../lib/check';
import { cfg, checkConfigs, configsOf, declareConfigs } from '../../lib/config';
import { Observable } from '../util/Observable';
import { Panel, type PanelConfig } from '../panel/Panel';
import { Basic, type BasicFormConfig } from './Basic';
import type { ActionConfig } from './action/Action';
import '../layout/container/Anchor';
import type { PanelEvents } from '../panel/Panel';
import type { BasicFormEvents } from './Basic';
import type { BaseField } from './field/Base';
import type { Model } from '../data/Model';

/** The configs a form panel hands to its `Lib.form.Basic` (Ext's `basicFormConfigs`). */
type FormConfigs = Pick<
  BasicFormConfig,
  | 'api'
  | 'baseParams'
  | 'errorReader'
  | 'jsonSubmit'
  | 'method'
  | 'reader'
  | 'standardSubmit'
  | 'timeout'
  | 'trackResetOnLoad'
  | 'url'
  | 'waitMsgTarget'
>;

export interface FormPanelConfig extends PanelConfig, FormConfigs {
  /** Configs for every field below that does not set them (`labelAlign`, `labelWidth`, `msgTarget`, `anchor`...). */
  fieldDefaults?: Record<string, unknown>;
  /** Checks the fields for changes every `pollInterval` ms (default `false`). */
  pollForChanges?: boolean;
  /** The interval of `pollForChanges` in ms (default 500). */
  pollInterval?: number;
}

/**
 * The events of form panels: a panel's, its form's (relayed: their first argument is the
 * `Lib.form.Basic`), and its fields' validity and error changes.
 */
export interface FormPanelEvents<S = FormPanel> extends PanelEvents<S>, BasicFormEvents<Basic> {
  fieldvaliditychange: [panel: S, field: BaseField, isValid: boolean];
  fielderrorchange: [panel: S, field: BaseField, error: string];
}

export class FormPanel extends Panel {
  /** Type only: the events (see `FormPanelEvents`). */
  declare $eventMap: FormPanelEvents<this>;
  /** The form (see `getForm`). */
  declare form: Basic;
  declare fieldDefaults?: Record<string, unknown>;
  declare pollForChanges: boolean;
  declare pollInterval: number;
  /** @internal The timer of `pollForChanges`. */
  declare pollTask?: ReturnType<typeof setInterval>;

  override initComponent(): void {
    const me = this;
    super.initComponent();
    me.on('add', me.$applyFieldDefaults, me);
    me.$applyFieldDefaults(me, me);
    // The form's own configs (Ext's basicFormConfigs), not those of every observable.
    const config: Record<string, unknown> = {};
    const skip = configsOf(Observable);
    for (const name of keys(configsOf(Basic))) if (!skip[name]) config[name] = (me as any)[name];
    const form = (me.form = new Basic(me, config));
    me.relayEvents(form, [
      'beforeaction',
      'actionfailed',
      'actioncomplete',
      'validitychange',
      'dirtychange',
    ]);
    if (me.pollForChanges) me.startPolling(me.pollInterval);
  }

  /**
   * The form starts following its fields' validity after the first layout, as in Ext 4
   * (`afterFirstLayout`): every field is built and in place by then, so a `validator` may read
   * any of them, and the `formBind` components take the form's validity.
   */
  override onBoxReady(width: number, height: number): void {
    super.onBoxReady(width, height);
    this.form.initialize();
  }

  /**
   * @internal Gives each field (and labelable container) of `item` that is not rendered yet the
   * `fieldDefaults` of its containers up to this panel, nearest first, for the configs it
   * leaves unset.
   */
  $applyFieldDefaults(_ct: unknown, item: any): void {
    for (const c of [item, ...(item.query?.('[isFieldLabelable]') || [])]) {
      if (!c.isFieldLabelable || c.rendered || c === this) continue;
      for (let owner = c.ownerCt; owner; owner = owner.ownerCt) {
        const defaults = checkConfigs(c, owner.fieldDefaults, `${owner.$className} fieldDefaults`);
        for (const key of keys(defaults || {})) if (!own(c, key)) c[key] = defaults[key];
        if (owner === this) break;
      }
    }
  }

  /** @internal A field joined the form: its validity and errors are reported by this panel. */
  onChildFieldAdd(field: BaseField): void {
    this.mon(field, { scope: this, ...FIELD_EVENTS });
  }

  /** @internal A field left the form. */
  onChildFieldRemove(field: BaseField): void {
    this.mun(field, { scope: this, ...FIELD_EVENTS });
  }

  /** @internal Fires `fieldvaliditychange(panel, field, valid)`. */
  handleFieldValidityChange(field: BaseField, valid: boolean): void {
    this.fireEvent('fieldvaliditychange', this, field, valid);
  }

  /** @internal Fires `fielderrorchange(panel, field, error)`. */
  handleFieldErrorChange(field: BaseField, error: string): void {
    this.fireEvent('fielderrorchange', this, field, error);
  }

  /** The `Lib.form.Basic` of this panel. */
  getForm(): Basic {
    return this.form;
  }

  /** Loads a record into the fields (`form.loadRecord`). Returns the form. */
  loadRecord(record: Model): Basic {
    return this.form.loadRecord(record);
  }

  /** The record `loadRecord` loaded. */
  getRecord(): Model | undefined {
    return this.form.getRecord();
  }

  /** Writes the fields into `record` (default the loaded one). Returns the form. */
  updateRecord(record?: Model): Basic {
    return this.form.updateRecord(record);
  }

  /** The values as a query string (see `Lib.form.Basic#getValues`). */
  getValues(
    asString: true,
    dirtyOnly?: boolean,
    includeEmptyText?: boolean,
    useData?: boolean,
  ): string;
  /** The values by field name (see `Lib.form.Basic#getValues`). */
  getValues(
    asString?: false,
    dirtyOnly?: boolean,
    includeEmptyText?: boolean,
    useDataValues?: boolean,
  ): Record<string, unknown>;
  /** The values: a query string with `asString`, else by name (see `Lib.form.Basic#getValues`). */
  getValues(
    asString?: boolean,
    dirtyOnly?: boolean,
    includeEmptyText?: boolean,
    useDataValues?: boolean,
  ): Record<string, unknown> | string;
  /** The values by name (see `Lib.form.Basic#getValues`). */
  getValues(
    asString?: boolean,
    dirtyOnly?: boolean,
    includeEmptyText?: boolean,
    useDataValues?: boolean,
  ): Record<string, unknown> | string {
    return this.form.getValues(asString, dirtyOnly, includeEmptyText, useDataValues);
  }

  /** Whether a field is dirty. */
  isDirty(): boolean {
    return this.form.isDirty();
  }

  /** Validates every field; `true` when all are valid. */
  isValid(): boolean {
    return this.form.isValid();
  }

  /** Whether a field is invalid (nothing is marked). */
  hasInvalidField(): boolean {
    return this.form.hasInvalidField();
  }

  /** Loads the values from the server (`form.load(options)`). */
  load(options?: ActionConfig): void {
    this.form.load(options);
  }

  /** Submits the form (`form.submit(options)`). */
  submit(options?: ActionConfig): void {
    this.form.submit(options);
  }

  /** Checks every field for a change every `interval` ms (default 500) until `stopPolling`. */
  startPolling(interval?: number): void {
    this.stopPolling();
    this.pollTask = setInterval(() => this.checkChange(), interval || 500);
  }

  /** Stops `startPolling`. */
  stopPolling(): void {
    clearInterval(this.pollTask);
    this.pollTask = undefined;
  }

  /** Makes every field report a change of its value (`checkChange`). */
  checkChange(): void {
    for (const field of this.form.getFields().getRange()) field.checkChange();
  }

  override onDestroy(): void {
    this.stopPolling();
    this.form.destroy();
    super.onDestroy();
  }
}

/** The field events a form panel reports, by the handler they call. */
const FIELD_EVENTS = {
  validitychange: FormPanel.prototype.handleFieldValidityChange,
  errorchange: FormPanel.prototype.handleFieldErrorChange,
};

/** Typed config for `Lib.create`. */
export interface FormPanel {
  $construct(config?: FormPanelConfig): this;
}

registerClass(FormPanel, 'Lib.form.Panel', {
  $configs: declareConfigs<FormPanelConfig, PanelConfig & FormConfigs>({
    fieldDefaults: cfg('object'),
    pollForChanges: false,
    pollInterval: 500,
  }),
  xtype: 'form',
  alternateClassName: ['Lib.form.FormPanel', 'Lib.FormPanel'],
  defaultLayoutType: 'anchor',
  ariaRole: 'form',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.Panel': typeof FormPanel;
    'Lib.form.FormPanel': typeof FormPanel;
  }
  interface AliasMap {
    'widget.form': typeof FormPanel;
  }
}
