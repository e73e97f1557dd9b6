/**
 * `Lib.form.field.Spinner` (xtype `spinnerfield`, alternate `Lib.form.Spinner`): a trigger
 * field with an up and a down trigger (`x-form-spinner-up`, `x-form-spinner-down`). The
 * triggers, Up/Down in the input (`keyNavEnabled`) and the mouse wheel over the focused field
 * (`mouseWheelEnabled`) spin it: `spinUp()`/`spinDown()` fire `spin(field, 'up'|'down')` and
 * `spinup(field)`/`spindown(field)`, then call the hooks `onSpinUp()`/`onSpinDown()`, which
 * subclasses fill in (`Lib.form.field.Number` steps its value). Nothing spins while the
 * field is read-only or disabled, nor in a direction turned off with `spinUpEnabled`/
 * `spinDownEnabled` (its trigger gets `-disabled`).
 *
 * @example
 *   const size = Lib.create('Lib.form.field.Spinner', {
 *     value: 'M', renderTo: document.body,
 *     onSpinUp() { this.setValue({S: 'M', M: 'L', L: 'L'}[this.getValue()]); },
 *     onSpinDown() { this.setValue({S: 'S', M: 'S', L: 'M'}[this.getValue()]); },
 *   });
 */
import { registerClass } from '../../../lib/Class';
import { declareConfigs } from '../../../lib/config';
import { px } from '../../dom/Element.build';
import type { EventObjectImpl } from '../../EventObjectImpl';
import { TriggerField, type TriggerFieldConfig } from './Trigger';
import type { FieldEvents } from './Base';

export interface SpinnerFieldConfig extends TriggerFieldConfig {
  /** Spinning up is possible (default `true`). */
  spinUpEnabled?: boolean;
  /** Spinning down is possible (default `true`). */
  spinDownEnabled?: boolean;
  /** Up/Down in the input spin (default `true`). */
  keyNavEnabled?: boolean;
  /** The mouse wheel over the focused field spins (default `true`). */
  mouseWheelEnabled?: boolean;
}

/** The events of spinner fields: a field's plus the spins. */
export interface SpinnerFieldEvents<S = SpinnerField> extends FieldEvents<S> {
  /** A spin, up or down (the trigger, the arrow keys or the wheel). */
  spin: [field: S, direction: 'up' | 'down'];
  /** A spin up. */
  spinup: [field: S];
  /** A spin down. */
  spindown: [field: S];
}

export class SpinnerField<V = string> extends TriggerField<V> {
  /** Type only: the events (see `SpinnerFieldEvents`). */
  declare $eventMap: SpinnerFieldEvents<this>;
  declare spinUpEnabled: boolean;
  declare spinDownEnabled: boolean;
  declare keyNavEnabled: boolean;
  declare mouseWheelEnabled: boolean;

  /** Hook: what spinning up does (nothing here). */
  onSpinUp(): void {}

  /** Hook: what spinning down does (nothing here). */
  onSpinDown(): void {}

  /** Spins up (unless disabled or `spinUpEnabled` is off): `spin`, `spinup`, `onSpinUp()`. */
  spinUp(): void {
    this.spin(true);
  }

  /** Spins down (unless disabled or `spinDownEnabled` is off): `spin`, `spindown`, `onSpinDown()`. */
  spinDown(): void {
    this.spin(false);
  }

  /** @internal Spins one way. */
  spin(up: boolean): void {
    const me = this;
    if (me.disabled || me.readOnly || !(up ? me.spinUpEnabled : me.spinDownEnabled)) return;
    me.fireEvent('spin', me, up ? 'up' : 'down');
    me.fireEvent(up ? 'spinup' : 'spindown', me);
    if (up) me.onSpinUp();
    else me.onSpinDown();
  }

  /** The up trigger spins up. */
  onTrigger1Click(): void {
    this.spinUp();
  }

  /** The down trigger spins down. */
  onTrigger2Click(): void {
    this.spinDown();
  }

  /** Turns spinning up on or off. */
  setSpinUpEnabled(enabled: boolean): void {
    this.spinUpEnabled = enabled;
    this.$applySpinners();
  }

  /** Turns spinning down on or off. */
  setSpinDownEnabled(enabled: boolean): void {
    this.spinDownEnabled = enabled;
    this.$applySpinners();
  }

  /** @internal Marks the triggers of the directions turned off (`x-form-spinner-up-disabled`). */
  $applySpinners(): void {
    const [up, down] = this.triggerEls || [];
    up?.toggleCls(px('form-spinner-up-disabled'), !this.spinUpEnabled);
    down?.toggleCls(px('form-spinner-down-disabled'), !this.spinDownEnabled);
  }

  override initEvents(): void {
    const me = this;
    super.initEvents();
    me.$applySpinners();
    if (me.mouseWheelEnabled) me.bodyEl!.on('wheel', me.onMouseWheel, me);
  }

  /** @internal The wheel over the focused field spins (up when rolled away from the user). */
  onMouseWheel(e: EventObjectImpl): void {
    const delta = (e.browserEvent as WheelEvent).deltaY;
    if (!this.hasFocus || !delta) return;
    e.stopEvent();
    this.spin(delta < 0);
  }

  /** Up and Down spin (`keyNavEnabled`). */
  override $onInputKeyDown(e: EventObjectImpl): void {
    const key = e.getKey();
    if (this.keyNavEnabled && (key === e.UP || key === e.DOWN) && !e.altKey) {
      e.preventDefault();
      this.spin(key === e.UP);
    }
    super.$onInputKeyDown(e);
  }
}

registerClass(SpinnerField, 'Lib.form.field.Spinner', {
  $configs: declareConfigs<SpinnerFieldConfig, TriggerFieldConfig>({
    spinUpEnabled: true,
    spinDownEnabled: true,
    keyNavEnabled: true,
    mouseWheelEnabled: true,
  }),
  xtype: 'spinnerfield',
  alternateClassName: 'Lib.form.Spinner',
  $triggerCls: ['form-spinner-up', 'form-spinner-down'],
});

/** Typed config for `Lib.create` (the constructor itself is the field's). */
export interface SpinnerField {
  $construct(config?: SpinnerFieldConfig): this;
}

declare module '../../../lib/ClassManager' {
  interface ClassMap {
    'Lib.form.field.Spinner': typeof SpinnerField;
  }
  interface AliasMap {
    'widget.spinnerfield': typeof SpinnerField;
  }
}
