/**
 * The parts of the page's `Lib` the `Ext` shim uses. The shim reaches Lib only through the
 * global object (it bundles none of Lib's code), so these are types only.
 *
 * @example
 *   const Lib = (globalThis as {Lib?: LibLike}).Lib;
 */
import type { NameResolver } from '../lib/ClassManager';
import type { Method } from '../lib/method';

export interface LibLike {
  version: string;
  Base: unknown;
  define(name: string | null, body: unknown, createdFn?: unknown): unknown;
  ns(...names: string[]): Record<string, unknown>;
  onReady?: (fn: Method, scope?: unknown) => void;
  ClassManager: {
    get(name: string): any;
    getNameByAlias(alias: string): string;
    setNameResolver(fn: NameResolver | null): NameResolver | null;
    /** Runs `fn` with the class once `name` is registered (now if it is). */
    onCreated(name: string, fn: (value: unknown) => void): void;
    /** The names the optional packs add → the pack (absent from older builds). */
    packs?: Record<string, string>;
  };
  [member: string]: any;
}
