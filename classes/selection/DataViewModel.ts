/**
 * `Lib.selection.DataViewModel` (alias `selection.dataviewmodel`; view pack): the selection
 * model of a `Lib.view.View` (a data view makes one from its `multiSelect`, `simpleSelect`,
 * `allowDeselect` and `selModel` configs).
 *
 * Mouse: a click on an item selects it as `selectWithEvent` says for the mode (Ctrl toggles,
 * Shift selects a range in MULTI mode; a click toggles in SIMPLE mode); a click on the view
 * outside any item deselects everything (`deselectOnContainerClick`, default `true`).
 *
 * Keyboard (`enableKeyNav`, default `true`; the view takes the focus with Tab): Right and Down
 * select the next item, Left and Up the previous one, wrapping around at the ends, as in Ext
 * JS 4.2.1. Keys typed into a field inside the view are left alone.
 *
 * @example
 *   view.getSelectionModel().on('selectionchange', (sm, selected) => show(selected));
 */
import { registerClass } from '../../lib/Class';
import { declareConfigs } from '../../lib/config';
import type { EventObjectImpl } from '../EventObjectImpl';
import type { Model } from '../data/Model';
import type { DataView } from '../view/View';
import { SelectionModel, type SelectionModelConfig } from './Model';

export interface DataViewModelConfig extends SelectionModelConfig {
  /** A click on the view outside any item deselects all (default `true`). */
  deselectOnContainerClick?: boolean;
  /** Arrow keys move the selection (default `true`). */
  enableKeyNav?: boolean;
}

/** Fields whose keys are their own (the view leaves Space to them too). */
export const INPUT = /^(input|textarea|select)$/i;

export class DataViewModel extends SelectionModel {
  declare deselectOnContainerClick: boolean;
  declare enableKeyNav: boolean;
  /** The data view this model serves, once bound. */
  declare view: DataView | null | undefined;
  /** @internal The listeners on the view. */
  declare $viewOn: Record<string, unknown> | undefined;

  /** Serves a view: follows its store and its item and container clicks. */
  bindComponent(view: DataView): void {
    const me = this;
    if (me.$viewOn) me.view?.un(me.$viewOn);
    me.view = view;
    view.selModel = me;
    me.bindStore(view.getStore(), true);
    view.on(
      (me.$viewOn = {
        itemclick: me.onItemClick,
        containerclick: me.onContainerClick,
        scope: me,
      }),
    );
  }

  /** @internal `itemclick`: selects the item's record as the click's modifier keys say. */
  onItemClick(
    _view: DataView,
    record: Model,
    _item: HTMLElement,
    index: number,
    e: EventObjectImpl,
  ): void {
    this.selectWithEvent(record, e, index);
  }

  /** @internal `containerclick`: deselects all (with `deselectOnContainerClick`). */
  onContainerClick(): void {
    if (this.deselectOnContainerClick) this.deselectAll();
  }

  /**
   * @internal A key pressed on the view: an arrow moves the selection (see the class comment).
   * Returns whether the key was handled.
   */
  onKeyDown(e: EventObjectImpl): boolean {
    const me = this;
    const step = { [e.LEFT]: -1, [e.UP]: -1, [e.RIGHT]: 1, [e.DOWN]: 1 }[e.getKey()];
    const target = e.target as HTMLElement | null;
    if (!me.enableKeyNav || !step || INPUT.test(target?.tagName || '')) return false;
    e.preventDefault();
    me.onNavKey(step);
    return true;
  }

  /**
   * Selects the item `step` items after (before, when negative) the selected one, wrapping
   * around; the first item when none is selected.
   */
  onNavKey(step = 1): void {
    const me = this;
    const view = me.view;
    const count = me.store?.getCount() ?? 0;
    if (!view || !count || me.locked) return;
    const selected = me.getSelection()[0];
    let index = selected ? view.indexOf(view.getNode(selected)) + step : 0;
    if (index < 0) index = count - 1;
    else if (index >= count) index = 0;
    me.select(index);
    me.setLastFocused(me.store!.getAt(index));
  }

  override destroy(): void {
    const me = this;
    if (me.$viewOn) me.view?.un(me.$viewOn);
    super.destroy();
  }
}

registerClass(DataViewModel, 'Lib.selection.DataViewModel', {
  $configs: declareConfigs<DataViewModelConfig, SelectionModelConfig>({
    deselectOnContainerClick: true,
    enableKeyNav: true,
  }),
  alias: 'selection.dataviewmodel',
});

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.selection.DataViewModel': typeof DataViewModel;
  }
  interface AliasMap {
    'selection.dataviewmodel': typeof DataViewModel;
  }
}
