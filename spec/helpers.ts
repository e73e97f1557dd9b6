/**
 * Spec helpers: define classes that are undefined again after each test, and load the
 * global script into a fresh happy-dom window.
 */
import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { Lib } from '../lib/Lib';
import type { ClassBody } from '../lib/Class';
import { distFile } from './dist.helpers';

const defined: string[] = [];

/**
 * `Lib.define` that remembers the names it registered (the class, its alternates) so that
 * `cleanup()` can undefine them.
 */
export function def(
  name: string,
  body: ClassBody | ((cls: any) => ClassBody),
  createdFn?: (...args: any[]) => void,
): any {
  defined.push(name);
  if (typeof body === 'object' && body.alternateClassName) {
    defined.push(...([] as string[]).concat(body.alternateClassName));
  }
  return Lib.define(name, body, createdFn);
}

/**
 * Defines (with `def`) a component class standing in for a container in component-tree specs
 * (there are no containers yet): its `kids` are its `getRefItems()`, with `deep` each followed
 * by what is below it. Link a tree with `adopt`.
 */
export function defTreeClass(name: string, xtype: string, body: ClassBody = {}): any {
  return def(name, {
    extend: 'Lib.Component',
    xtype,
    getRefItems(this: any, deep?: boolean) {
      const out: any[] = [];
      for (const kid of this.kids || []) out.push(kid, ...(deep ? kid.getRefItems(true) : []));
      return out;
    },
    ...body,
  });
}

/** Makes `kids` the children of `parent` (its `kids`, their `ownerCt`); returns `parent`. */
export function adopt<T extends Record<string, any>>(parent: T, kids: any[]): T {
  (parent as any).kids = kids;
  for (const kid of kids) kid.ownerCt = parent;
  return parent;
}

/** Undefines every class `def` registered (call it from `afterEach`). */
export function cleanup(): void {
  while (defined.length) Lib.undefine(defined.pop() as string);
}

/** Registers `afterEach(cleanup)` for the enclosing suite. */
export function useCleanup(): void {
  afterEach(cleanup);
}

/**
 * The text of a global build (default dist/lib.js), rebuilding dist/ first when it is missing
 * or older than a source (see dist.helpers).
 */
export function globalScript(name = 'lib.js'): string {
  return readFileSync(distFile(name), 'utf8');
}

/** A happy-dom window that evaluates classic (sloppy-mode) scripts. */
export function scriptWindow(): Window {
  return new Window({
    settings: {
      enableJavaScriptEvaluation: true,
      suppressInsecureJavaScriptEnvironmentWarning: true,
    },
  });
}

/**
 * For the enclosing suite: a global `DOMParser` (happy-dom's) where plain Node has none, as
 * the xml reader needs to parse answers; removed again after the suite.
 */
export function useDomParser(): void {
  let window: Window;
  let hadParser: boolean;
  before(() => {
    window = new Window();
    hadParser = 'DOMParser' in globalThis;
    if (!hadParser) (globalThis as any).DOMParser = window.DOMParser;
  });
  after(async () => {
    if (!hadParser) delete (globalThis as any).DOMParser;
    await window.happyDOM.close();
  });
}
