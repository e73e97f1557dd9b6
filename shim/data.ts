/**
 * Ext JS 4's model registry for legacy code: `Ext.ModelManager` and the deprecated
 * `Ext.regModel`. Lib keeps models in its class registry (a model is a class), so the manager
 * is a view of it: every model class defined, whichever way, is found by its name.
 *
 * - `Ext.ModelManager.getModel(name)` (or `get`): the model class of that name, or the class
 *   itself when given one; `undefined` for a name that is no model.
 * - `isRegistered(name)`; `create(data, name, id)`: a record of that model (`Ext.ModelMgr` is
 *   the manager too);
 *   `registerType(name, config)`: defines the model (`extend` defaults to `Ext.data.Model`),
 *   or takes a model class as it is; `unregisterType(name)` forgets one registered that way.
 * - `Ext.regModel(name, config)` is `registerType`, with Ext 4's deprecation warning (once).
 *
 * @example
 *   Ext.regModel('User', {fields: ['id', 'name']});
 *   Ext.ModelManager.create({name: 'Ada'}, 'User').get('name'); // 'Ada'
 */
import type { LibLike } from './types';

/** A model class, as the shim uses it. */
interface ModelClass {
  prototype: { isModel?: boolean };
  new (data?: unknown, id?: unknown): unknown;
}

const isModelClass = (value: unknown): value is ModelClass =>
  typeof value === 'function' && (value as ModelClass).prototype?.isModel === true;

/** Adds `Ext.ModelManager` and `Ext.regModel` (unless the build has its own). */
export function installDataCompat(Lib: LibLike, warn: (message: string) => void): void {
  if (Lib.ModelManager || !Lib.ClassManager.get('Lib.data.Model')) return;
  /** Names registered through `registerType` with a class defined elsewhere. */
  const types: Record<string, ModelClass> = Object.create(null);
  const getModel = (id: unknown): ModelClass | undefined => {
    if (isModelClass(id)) return id;
    if (typeof id !== 'string' || id === '') return undefined;
    const found = types[id] ?? Lib.ClassManager.get(id);
    return isModelClass(found) ? found : undefined;
  };
  const manager = {
    getModel,
    get: getModel,
    isRegistered: (name: unknown) => getModel(name) !== undefined,
    registerType(name: string, config: Record<string, unknown> | ModelClass): ModelClass {
      if (isModelClass(config)) return (types[name] = config);
      if (config === null || typeof config !== 'object') {
        throw new TypeError(
          `[Ext.ModelManager.registerType] the config of '${name}' must be an object, got ${String(config)}`,
        );
      }
      if (!config.extend) config.extend = 'Ext.data.Model';
      return Lib.define(name, config) as ModelClass;
    },
    unregisterType(name: string): void {
      delete types[name];
    },
    /** A record of model `name` (as in Ext, `data.name` names it when `name` is left out). */
    create(data: unknown, name?: unknown, id?: unknown): unknown {
      const which = name || (data as { name?: unknown } | null)?.name;
      const Model = getModel(which);
      if (!Model) {
        throw new Error(`[Ext.ModelManager.create] '${String(which)}' is not a model class`);
      }
      return new Model(data, id);
    },
  };
  let warned = false;
  Object.assign(Lib, {
    ModelManager: manager,
    ModelMgr: manager,
    regModel(name: string, config: Record<string, unknown>) {
      if (!warned) {
        warned = true;
        warn(
          "[Ext.regModel] Ext.regModel has been deprecated since Ext 4.0: define models by extending Ext.data.Model (Ext.define('MyModel', {extend: 'Ext.data.Model', fields: []})).",
        );
      }
      return manager.registerType(name, config);
    },
  });
}
