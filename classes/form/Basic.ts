/**
 * `Lib.form.Basic` (alternate `Lib.form.BasicForm`): the form behind a `Lib.form.Panel`
 * (`panel.getForm()`). It follows every field below its owner (`[isFormField]`, also those
 * added later, at any depth, and drops those removed or destroyed): `getFields()`, values in
 * and out (`getValues`, `setValues`, `loadRecord`, `updateRecord`), validation (`isValid`,
 * `markInvalid`, `clearInvalid`), the dirty state, and the server actions `submit`/`load`
 * (`Lib.form.action.*`, through `Lib.Ajax`).
 *
 * Events: `validitychange(form, valid)` and `dirtychange(form, dirty)` when the whole form's
 * state flips (the owner's `formBind: true` components are disabled while it is invalid),
 * `beforeaction(form, action)` (`false` cancels), `actioncomplete(form, action)`,
 * `actionfailed(form, action)`.
 *
 * @example
 *   const form = panel.getForm();
 *   form.loadRecord(user);                 // fields by name ← user's data
 *   if (form.isValid()) form.updateRecord(); // user ← the fields' values
 *   form.submit({url: '/users', success: (form, action) => console.log(action.result)});
 */
import { registerClass } from '../../lib/Class';
import { isArray, isFn, isObj, isString, keys } from '../../lib/check';
import { cfg, declareConfigs, either, type OwnConfigs } from '../../lib/config';
import { raise } from '../../lib/Error';
import { toQueryString } from '../../lib/lang/Object';
import * as ClassManager from '../../lib/ClassManager';
import { ComponentList } from '../container/Container';
import { RequestError } from '../data/Connection.errors';
import { resumeLayouts, suspendLayouts } from '../Component.layout';
import { Element, cssPrefix } from '../dom/Element';
import { Observable, type ObservableConfig } from '../util/Observable';
import type { Action, ActionConfig } from './action/Action';
import './action/Load';
import './action/Submit';
import type { Model } from '../data/Model';
import type { Reader } from '../data/reader/Reader';
import type { FormPanel } from './Panel';
import type { Component } from '../Component';
import type { BaseField } from './field/Base';
import type { FileField } from './field/File';

export interface BasicFormConfig extends ObservableConfig {
  /** The URL of `submit` and `load` when the action names none. */
  url?: string;
  /** The method of the actions (default `'POST'`). */
  method?: string;
  /** Parameters sent with every action. */
  baseParams?: Record<string, unknown>;
  /** Seconds an action waits for its answer (default 30). */
  timeout?: number;
  /**
   * URLs per action, `{load: url, submit: url}`, used when an action names no `url`. (In Ext 4
   * this holds Ext.Direct functions; Lib has no Ext.Direct, so a function is an error.)
   */
  api?: { load?: string; submit?: string };
  /** `submit` sends the values as a JSON body (default `false`). */
  jsonSubmit?: boolean;
  /** Values set by `setValues`/`loadRecord`/`load` become the fields' original values (default `false`). */
  trackResetOnLoad?: boolean;
  /** A reader (config, type or instance) for `load` answers: its first record's data are the values. */
  reader?: Reader | string | Record<string, unknown>;
  /** A reader for `submit` answers: each record's data is an error `{id, msg}`. */
  errorReader?: Reader | string | Record<string, unknown>;
  /** What `waitMsg` masks: an element or its id, or `true` for the owner (default: the owner). */
  waitMsgTarget?: boolean | string | HTMLElement | Element;
  /** Refused: Lib sends forms with `Lib.Ajax` and never navigates away (default `false`). */
  standardSubmit?: boolean;
}

/** The configs on the instance, as `BasicFormConfig` types and documents them. */
export interface Basic extends OwnConfigs<BasicFormConfig, ObservableConfig> {}

/** The events of a form (`Lib.form.Basic`) and the arguments their listeners get. */
export interface BasicFormEvents<S = Basic> {
  /** An action (load, submit) is about to run; `false` cancels it. */
  beforeaction: [form: S, action: Action];
  /** An action succeeded. */
  actioncomplete: [form: S, action: Action];
  /** An action failed (`action.failureType` says how). */
  actionfailed: [form: S, action: Action];
  /** Whether every field is valid changed. */
  validitychange: [form: S, valid: boolean];
  /** Whether any field is dirty changed. */
  dirtychange: [form: S, dirty: boolean];
}

export class Basic extends Observable {
  /** Type only: the events (see `BasicFormEvents`). */
  declare $eventMap: BasicFormEvents<this>;
  /** The container whose fields this form follows (the form panel). */
  declare owner: FormPanel;
  /** @internal The fields (see `getFields`). */
  declare fields: ComponentList<BaseField>;
  /** The validity `validitychange` last reported. */
  declare wasValid: boolean;
  /** The dirty state `dirtychange` last reported. */
  declare wasDirty: boolean;
  /** @internal Set by `initialize`: validity is followed from then on. */
  declare initialized: boolean;
  /** @internal The record of `loadRecord`. */
  declare _record?: Model;
  /** @internal The element masked by the running action's `waitMsg`. */
  declare masked?: Element | null;

  /** `owner`: the container whose fields make the form; `config`: see `BasicFormConfig`. */
  override $construct(owner: FormPanel, config?: BasicFormConfig): this {
    const me = this;
    if (!owner?.isContainer) raise(me.$className, 'the owner must be a container');
    super.$construct(config);
    me.owner = owner;
    me.fields = new ComponentList();
    for (const name of ['reader', 'errorReader'] as const) {
      const reader = me[name];
      if (reader)
        me[name] = ClassManager.factory(isString(reader) ? { type: reader } : reader, 'reader');
    }
    owner.on(me.$ownerListeners());
    me.$onOwnerAdd(owner, owner);
    return me;
  }

  /** Sets the bound components (`formBind`) from the current validity; the owner calls it once. */
  initialize(): void {
    this.initialized = true;
    this.onValidityChange((this.wasValid = !this.hasInvalidField()));
  }

  /** Stops following the fields and removes every listener. */
  override destroy(): void {
    const me = this;
    me.owner.un(me.$ownerListeners());
    for (const field of me.fields.getRange()) me.onFieldRemove(field);
    me.clearListeners();
    super.destroy();
  }

  /** @internal The listeners put on the owner (`add` and `remove` bubble up to it). */
  $ownerListeners(): Record<string, unknown> {
    return { scope: this, add: this.$onOwnerAdd, remove: this.$onOwnerRemove };
  }

  // ---------------------------------------------------------------- the fields

  /** @internal A component joined the owner (at any depth): its fields (and itself) join the form. */
  $onOwnerAdd(_ct: Component, item: Component): void {
    const me = this;
    const list = me.fields;
    for (const c of [item, ...(item.query?.<BaseField>('[isFormField]') || [])] as BaseField[]) {
      if (c.isFormField && !list.contains(c)) {
        list.items.push(c);
        me.onFieldAdd(c);
      }
    }
    if (me.initialized) me.checkValidity();
  }

  /** @internal A component left the owner: the fields no longer below it leave the form. */
  $onOwnerRemove(): void {
    const me = this;
    const list = me.fields.items;
    for (const field of list.slice()) {
      if (field.isDestroyed || !me.owner.isAncestor(field)) {
        list.splice(list.indexOf(field), 1);
        me.onFieldRemove(field);
      }
    }
    if (me.initialized) me.checkValidity();
  }

  /** @internal Follows a field's validity, dirty state and errors (the owner's too, if it listens). */
  onFieldAdd(field: BaseField): void {
    field.on(this.$fieldListeners());
    this.owner.onChildFieldAdd?.(field);
  }

  /** @internal Stops following a field. */
  onFieldRemove(field: BaseField): void {
    field.un(this.$fieldListeners());
    this.owner.onChildFieldRemove?.(field);
  }

  /** @internal The listeners put on each field. */
  $fieldListeners(): Record<string, unknown> {
    return { scope: this, validitychange: this.checkValidity, dirtychange: this.checkDirty };
  }

  /**
   * The fields of the form, in the owner's order of discovery: a list with Ext's collection
   * surface (`items`, `each`, `getCount`, `findBy`, `filterBy`, `get(id)`).
   */
  getFields(): ComponentList<BaseField> {
    return this.fields;
  }

  /** The field whose id or name is `id`, or `undefined`. */
  findField(id: string): BaseField | undefined {
    return this.fields.findBy((f) => f.id === id || f.getName() === id);
  }

  /** Whether the form holds a file field (submitted as `FormData`). */
  hasUpload(): boolean {
    return !!this.fields.findBy((f) => (f as FileField).isFileUpload?.());
  }

  // ---------------------------------------------------------------- validity and dirty state

  /** `true` when a field is invalid; nothing is marked. */
  hasInvalidField(): boolean {
    return !!this.fields.findBy((field) => {
      const prevent = field.preventMark;
      field.preventMark = true;
      const valid = field.isValid();
      field.preventMark = prevent;
      return !valid;
    });
  }

  /** Validates every field (marking the invalid ones); `true` when all are valid. */
  isValid(): boolean {
    suspendLayouts();
    try {
      return this.fields.filterBy((field) => !field.validate()).length < 1;
    } finally {
      resumeLayouts(true);
    }
  }

  /** @internal Fires `validitychange(form, valid)` when the form's validity flipped. */
  checkValidity(): void {
    const me = this;
    const valid = !me.hasInvalidField();
    if (valid !== me.wasValid) {
      me.wasValid = valid;
      me.onValidityChange(valid);
      me.fireEvent('validitychange', me, valid);
    }
  }

  /** Hook: enables the owner's `formBind: true` components when valid, disables them when not. */
  onValidityChange(valid: boolean): void {
    for (const c of this.owner.query('[formBind]')) if (c.disabled === valid) c.setDisabled(!valid);
  }

  /** `true` when a field's value differs from its original value. */
  isDirty(): boolean {
    return !!this.fields.findBy((f) => f.isDirty());
  }

  /** @internal Fires `dirtychange(form, dirty)` when the form's dirty state flipped. */
  checkDirty(): void {
    const dirty = this.isDirty();
    if (dirty !== this.wasDirty) {
      this.wasDirty = dirty;
      this.fireEvent('dirtychange', this, dirty);
    }
  }

  /**
   * Shows errors on the fields: an array of `{id | field, msg | message}`, a `Lib.data.Errors`
   * (`record.validate()`), or a map of field id or name → a message or a list of them. Errors
   * for fields the form does not have are left out. Returns the form.
   */
  markInvalid(errors: any): this {
    const map = RequestError.fieldErrorsOf({ errors: errors?.isErrors ? errors.items : errors });
    for (const name of keys(map)) this.findField(name)?.markInvalid(map[name]);
    return this;
  }

  /** Removes the error marks of every field. Returns the form. */
  clearInvalid(): this {
    return this.$eachField('clearInvalid');
  }

  /** Restores every field's original value (`resetRecord`: also forgets the loaded record). */
  reset(resetRecord?: boolean): this {
    if (resetRecord === true) delete this._record;
    return this.$eachField('reset');
  }

  /** @internal Calls a method of every field, layouts held until the end. */
  $eachField(method: 'clearInvalid' | 'reset'): this {
    suspendLayouts();
    try {
      for (const field of this.fields.getRange()) field[method]();
    } finally {
      resumeLayouts(true);
    }
    return this;
  }

  // ---------------------------------------------------------------- values

  /**
   * Sets field values: a map of field id or name → value, or an array of `{id, value}`.
   * With `trackResetOnLoad` the values become the original ones. Returns the form.
   */
  setValues(values: Record<string, unknown> | Array<{ id: string; value: unknown }>): this {
    const me = this;
    const set = (id: string, value: unknown) => {
      const field = me.findField(id);
      if (!field) return;
      field.setValue(value);
      if (me.trackResetOnLoad) field.resetOriginalValue();
    };
    suspendLayouts();
    try {
      if (isArray(values)) for (const v of values) set(v.id, v.value);
      else for (const name of keys(values || {})) set(name, values[name]);
    } finally {
      resumeLayouts(true);
    }
    return me;
  }

  /** The values as a query string (see the signature below). */
  getValues(
    asString: true,
    dirtyOnly?: boolean,
    includeEmptyText?: boolean,
    useData?: boolean,
  ): string;
  /** The values by field name (see the signature below). */
  getValues(
    asString?: false,
    dirtyOnly?: boolean,
    includeEmptyText?: boolean,
    useDataValues?: boolean,
  ): Record<string, unknown>;
  /** The values: a query string with `asString`, else by field name (see the signature below). */
  getValues(
    asString?: boolean,
    dirtyOnly?: boolean,
    includeEmptyText?: boolean,
    useDataValues?: boolean,
  ): Record<string, unknown> | string;
  /**
   * The values by field name, as submitted (`getSubmitData`: a checkbox gives its `inputValue`
   * or `uncheckedValue`), or as typed values with `useDataValues` (`getModelData`). Several
   * fields with one name give an array. `asString`: a query string; `dirtyOnly`: only the dirty
   * fields; `includeEmptyText`: an empty field gives its `emptyText`.
   */
  getValues(
    asString?: boolean,
    dirtyOnly?: boolean,
    includeEmptyText?: boolean,
    useDataValues?: boolean,
  ): Record<string, unknown> | string {
    const values: Record<string, unknown> = {};
    for (const field of this.fields.items as Array<BaseField & { emptyText?: string }>) {
      if (dirtyOnly && !field.isDirty()) continue;
      const data = (
        field[useDataValues ? 'getModelData' : 'getSubmitData'] as (
          includeEmptyText?: boolean,
        ) => Record<string, unknown> | null
      )(includeEmptyText);
      for (const name of keys(data || {})) {
        let value = data![name];
        if (includeEmptyText && value === '') value = field.emptyText || '';
        values[name] = name in values ? ([] as unknown[]).concat(values[name], value) : value;
      }
    }
    return asString ? toQueryString(values) : values;
  }

  /** The typed values by field name (`getModelData`); `dirtyOnly`: only the dirty fields. */
  getFieldValues(dirtyOnly?: boolean): Record<string, unknown> {
    return this.getValues(false, dirtyOnly, false, true);
  }

  /** Sets the fields from a record's data and remembers the record (`getRecord`). */
  loadRecord(record: Model): this {
    this._record = record;
    return this.setValues(record.getData());
  }

  /** The record `loadRecord` loaded, or `undefined`. */
  getRecord(): Model | undefined {
    return this._record;
  }

  /**
   * Writes the fields' typed values into `record` (default: the loaded one), for the fields
   * the model declares, in one edit. Returns the form.
   */
  updateRecord(record?: Model): this {
    record = record || this._record;
    if (!record)
      raise(`${this.$className}#updateRecord`, 'no record: give one or loadRecord first');
    const values = this.getFieldValues();
    const data: Record<string, unknown> = {};
    for (const { name } of record.fields.items) if (name in values) data[name] = values[name];
    record.beginEdit();
    record.set(data);
    record.endEdit();
    return this;
  }

  // ---------------------------------------------------------------- actions

  /**
   * Runs an action: `'submit'`, `'load'` (made from `options`) or an action. `beforeaction`
   * (form, action) may cancel it by returning `false`. Returns the form.
   */
  doAction(action: string | Action, options?: ActionConfig): this {
    const me = this;
    const run: Action = isString(action)
      ? ClassManager.instantiateByAlias('formaction.' + action, { ...options, form: me })
      : action;
    if (me.fireEvent('beforeaction', me, run) !== false) {
      me.beforeAction(run);
      run.run();
    }
    return me;
  }

  /**
   * Submits the form (see `Lib.form.action.Submit`): `options` has `url`, `method`, `params`,
   * `headers`, `success(form, action)`, `failure(form, action)`, `scope`, `waitMsg`,
   * `clientValidation`, `submitEmptyText`, `jsonSubmit`, `timeout`, `reset`. `standardSubmit`
   * (a page navigation) is refused. Returns the form.
   */
  submit(options?: ActionConfig & { standardSubmit?: boolean }): this {
    if (options?.standardSubmit || this.standardSubmit) {
      raise(
        `${this.$className}#submit`,
        'standardSubmit (a page navigation) is not supported: forms are sent with Lib.Ajax',
      );
    }
    return this.doAction('submit', options);
  }

  /** Loads the fields' values (see `Lib.form.action.Load`); options as `submit`'s. Returns the form. */
  load(options?: ActionConfig): this {
    return this.doAction('load', options);
  }

  /** @internal Before an action runs: field values synced (`syncValue`), the `waitMsg` mask shown. */
  beforeAction(action: Action): void {
    const me = this;
    for (const field of me.fields.items as Array<{ syncValue?(): void }>) field.syncValue?.();
    const msg = action.waitMsg;
    const target = me.waitMsgTarget;
    const el = !target || target === true ? me.owner.el : Element.get(target);
    if (msg && el) (me.masked = el).mask(msg, cssPrefix() + 'mask-loading');
  }

  /**
   * @internal An action ended: the mask goes, a successful `reset` action resets the form, then
   * `success`/`failure(form, action)` and `actioncomplete`/`actionfailed(form, action)`.
   */
  afterAction(action: Action, success: boolean): void {
    const me = this;
    me.masked?.unmask();
    me.masked = null;
    if (success && action.reset) me.reset();
    const fn = success ? action.success : action.failure;
    if (isFn(fn)) fn.call(action.scope || action, me, action);
    me.fireEvent(success ? 'actioncomplete' : 'actionfailed', me, action);
  }
}

registerClass(Basic, 'Lib.form.Basic', {
  $configs: declareConfigs<BasicFormConfig, ObservableConfig>({
    url: cfg('string'),
    method: cfg('name'),
    baseParams: cfg('object'),
    timeout: 30,
    api: cfg([
      (v) => isObj(v) && keys(v).every((k) => /^(load|submit)$/.test(k) && isString(v[k])),
      '{load, submit} URLs (Lib has no Ext.Direct functions)',
    ]),
    jsonSubmit: false,
    trackResetOnLoad: false,
    reader: cfg(either('string', 'object')),
    errorReader: cfg(either('string', 'object')),
    waitMsgTarget: cfg('any'),
    standardSubmit: false,
  }),
  alternateClassName: 'Lib.form.BasicForm',
  wasDirty: false,
  initialized: false,
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.Basic': typeof Basic;
    'Lib.form.BasicForm': typeof Basic;
  }
}
