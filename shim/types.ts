/**
 * The parts of the page's `Lib` the `Ext` shim uses. The shim reaches Lib only through the
 * global object (it bundles none of Lib's code), so these are types only.
 *
 * @example
 *   const Lib = (globalThis as {Lib?: LibLike}).Lib;
 */
import type { NameResolver } from '../lib/ClassManager';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export interface LibLike {
  version: string;
  Base: Any;
  define(name: string | null, body: Any, createdFn?: Any): Any;
  ns(...names: string[]): Record<string, Any>;
  onReady?: (fn: (...args: Any[]) => Any, scope?: unknown) => void;
  ClassManager: {
    get(name: string): Any;
    getNameByAlias(alias: string): string;
    setNameResolver(fn: NameResolver | null): NameResolver | null;
    /** The names the optional packs add → the pack (absent from older builds). */
    packs?: Record<string, string>;
  };
  [member: string]: Any;
}
