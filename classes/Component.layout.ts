/**
 * The layout run: when components are laid out, and what a run does. CSS does the geometry
 * (each layout gives the container's target element and its items classes and a few inline
 * styles, and the browser sizes them); a run then brings the components up to date with it, in
 * three phases over the queued components and everything below them:
 *
 * 1. write: each container's layout renders the items not yet rendered and (re)applies its
 *    item styles (`Layout#arrange`);
 * 2. read: every rendered component's size is measured, all in one go, so the browser lays out
 *    once for the whole run;
 * 3. notify: a component measured for the first time fires `boxready(c, width, height)`; one
 *    whose size changed since the last run has `onResize(width, height, oldWidth, oldHeight)`
 *    called and fires `resize` with the same arguments; each container fires
 *    `afterlayout(container, layout)`.
 *
 * `updateLayout()` on a component queues it and, unless layouts are suspended, runs at once
 * (as Ext 4.2.1 does). `Lib.suspendLayouts()` / `Lib.resumeLayouts(true)` and
 * `Lib.batchLayouts(fn)` gather any number of changes into one run.
 *
 * @example
 *   Lib.batchLayouts(function () {
 *     panel.add({xtype: 'component', html: 'one'});
 *     panel.add({xtype: 'component', html: 'two'});
 *   }); // one run
 */
import * as ClassManager from '../lib/ClassManager';
import type { Component } from './Component';
import type { Container } from './container/Container';

/** A component in a run: a container has a layout, and hears when it ran. */
type Laid = Component & Partial<Pick<Container, 'layout' | 'afterLayout'>>;

/** The width and height a run measured. */
export interface Box {
  width: number;
  height: number;
}

let suspended = 0;
let running = false;
const queue = new Set<Laid>();

/** Stops layout runs until the matching `resumeLayouts` (calls nest). */
export function suspendLayouts(): void {
  suspended++;
}

/** Ends a `suspendLayouts`; with `flush`, runs what was queued once none is left suspended. */
export function resumeLayouts(flush?: boolean): void {
  if (suspended > 0) suspended--;
  if (flush && !suspended) flushLayouts();
}

/** Calls `fn` (with `scope`) with layouts suspended, then runs the queued layouts once. */
export function batchLayouts<T>(fn: (this: unknown) => T, scope?: unknown): T {
  suspendLayouts();
  try {
    return fn.call(scope);
  } finally {
    resumeLayouts(true);
  }
}

/** `true` while a run is under way. */
export function layoutRunning(): boolean {
  return running;
}

/** Queues `component` for the next run, and runs now unless suspended or already running. */
export function queueLayout(component: Component): void {
  // A layout asked for: the run arranges the component's items again.
  component.$arranged = false;
  queue.add(component);
  if (!suspended && !running) flushLayouts();
}

/** The component's owner chain contains a queued component. */
function ownerQueued(component: Component): boolean {
  for (let owner = component.ownerCt; owner; owner = owner.ownerCt) {
    if (queue.has(owner)) return true;
  }
  return false;
}

/** Runs every queued layout (see the module comment). */
export function flushLayouts(): void {
  if (running) return;
  running = true;
  try {
    // A run's notifications may queue more (a listener adding an item): run until none is left.
    for (let rounds = 0; queue.size && rounds < 10; rounds++) {
      const roots = [...queue].filter((c) => c.rendered && !c.isDestroyed && !ownerQueued(c));
      queue.clear();
      const all: Laid[] = [];
      for (const root of roots) arrange(root, all);
      const boxes = all.map(measure);
      all.forEach((c, i) => notify(c, boxes[i]));
    }
  } finally {
    running = false;
    queue.clear();
  }
}

/** Phase 1 for `component` and the components below it, collected (in tree order) into `all`. */
function arrange(component: Laid, all: Laid[]): void {
  if (!component.rendered || component.isDestroyed) return;
  all.push(component);
  // A container rendered since the last run has arranged its items as it rendered (this run
  // takes note of it, so the next one arranges them again).
  const arranged = component.$arranged;
  if (arranged) component.$arranged = false;
  // Hidden components keep their last size: they are laid out when shown.
  if (component.hidden) return;
  if (!arranged) component.layout?.arrange?.();
  for (const child of component.getLayoutChildren()) arrange(child, all);
}

/** Phase 2: the size the browser gave (the configured one where there is no layout engine). */
function measure(component: Component): Box | null {
  return component.hidden || !component.el ? null : component.getSize();
}

/** Phase 3: `boxready` the first time, `onResize` + `resize` on a change, `afterlayout`. */
function notify(component: Laid, box: Box | null): void {
  if (component.isDestroyed) return;
  const last: Box | undefined = component.lastBox;
  if (box) {
    component.lastBox = box;
    if (!last) {
      component.onBoxReady(box.width, box.height);
      component.fireEvent('boxready', component, box.width, box.height);
    } else if (last.width !== box.width || last.height !== box.height) {
      component.onResize(box.width, box.height, last.width, last.height);
      component.fireEvent('resize', component, box.width, box.height, last.width, last.height);
    }
  }
  if (component.layout?.isLayout) {
    component.afterLayout?.(component.layout);
  }
}

Object.assign(ClassManager.root, { suspendLayouts, resumeLayouts, batchLayouts });

declare module '../lib/Lib' {
  interface LibExtensions {
    /** Stops layout runs until `Lib.resumeLayouts` (calls nest). */
    suspendLayouts(): void;
    /** Ends a `Lib.suspendLayouts`; with `flush`, runs the queued layouts when none is left. */
    resumeLayouts(flush?: boolean): void;
    /** Calls `fn` with layouts suspended, then runs the queued layouts once. */
    batchLayouts<T>(fn: (this: unknown) => T, scope?: unknown): T;
  }
}
