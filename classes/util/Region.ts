/**
 * `Lib.util.Region`: a rectangle in page coordinates given by its four edges, with Ext JS 4's
 * geometry (containment, intersection, union, constraining). `x`/`left`/`[0]` and
 * `y`/`top`/`[1]` are kept equal by every method that moves an edge. `Lib.get(el).getRegion()`
 * gives the region of an element.
 *
 * @example
 *   const box = new Lib.util.Region(0, 100, 50, 0); // top, right, bottom, left
 *   box.contains(new Lib.util.Region(10, 20, 20, 10)); // true
 *   box.intersect(Lib.get('panel').getRegion()); // the overlap, or false
 */
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { root } from '../../lib/ClassManager';
import type { Element } from '../dom/Element';

/** `Lib.get` (the dom layer's, read from the namespace). */
type LibGet = { get(el: unknown): Element };

/** A point `{x, y}`. */
export interface Point {
  x: number;
  y: number;
}

/** The edges of a region, as `Region.from` reads them. */
export interface Edges {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const { min, max } = Math;
const clamp = (v: number, lo: number, hi: number) => min(max(v, lo), hi);

export class Region extends Base {
  /** The top edge (also `y` and `[1]`). */
  declare top: number;
  /** The right edge. */
  declare right: number;
  /** The bottom edge. */
  declare bottom: number;
  /** The left edge (also `x` and `[0]`). */
  declare left: number;
  /** The left edge. */
  declare x: number;
  /** The top edge. */
  declare y: number;
  /** The left edge (Ext's array-style access). */
  declare 0: number;
  /** The top edge (Ext's array-style access). */
  declare 1: number;

  /** A region from its edges: `top`, `right`, `bottom`, `left`. */
  override $construct(top: number, right: number, bottom: number, left: number): this {
    return this.set(top, right, bottom, left);
  }

  /** @internal Sets the four edges (and `x`, `y`, `[0]`, `[1]`). */
  set(top: number, right: number, bottom: number, left: number): this {
    const me = this;
    me.y = me.top = me[1] = top;
    me.right = right;
    me.bottom = bottom;
    me.x = me.left = me[0] = left;
    return me;
  }

  /** `true` when `region` lies wholly inside this one. */
  contains(region: Region): boolean {
    const me = this;
    return (
      region.x >= me.x && region.right <= me.right && region.y >= me.y && region.bottom <= me.bottom
    );
  }

  /** The region where this one and `region` overlap, or `false` when they do not. */
  intersect(region: Region): Region | false {
    const me = this;
    const top = max(me.y, region.y);
    const right = min(me.right, region.right);
    const bottom = min(me.bottom, region.bottom);
    const left = max(me.x, region.x);
    return bottom > top && right > left ? new me.self(top, right, bottom, left) : false;
  }

  /** The smallest region holding this one and `region`. */
  union(region: Region): Region {
    const me = this;
    return new me.self(
      min(me.y, region.y),
      max(me.right, region.right),
      max(me.bottom, region.bottom),
      min(me.x, region.x),
    );
  }

  /** Moves every edge inside `region` (this region shrinks to fit). Returns this region. */
  constrainTo(region: Region): this {
    const me = this;
    const { x, y, right, bottom } = region;
    return me.set(
      clamp(me.top, y, bottom),
      clamp(me.right, x, right),
      clamp(me.bottom, y, bottom),
      clamp(me.left, x, right),
    );
  }

  /** Adds the four amounts to the edges (`top`, `right`, `bottom`, `left`). Returns this region. */
  adjust(top: number, right: number, bottom: number, left: number): this {
    const me = this;
    return me.set(me.top + top, me.right + right, me.bottom + bottom, me.left + left);
  }

  /** Moves the region by `x` and `y` (or by a point `{x, y}`). Returns this region. */
  translateBy(x: number | Point, y?: number): this {
    if (typeof x == 'object') ({ x, y } = x);
    return this.adjust(y!, x, y!, x);
  }

  /** Rounds every edge to the nearest pixel. Returns this region. */
  round(): this {
    const me = this;
    const r = Math.round;
    return me.set(r(me.top), r(me.right), r(me.bottom), r(me.left));
  }

  /** `true` when `region` has the same four edges. */
  equals(region: Edges): boolean {
    const me = this;
    return (
      me.top == region.top &&
      me.right == region.right &&
      me.bottom == region.bottom &&
      me.left == region.left
    );
  }

  /** `{width, height}` of the region. */
  getSize(): { width: number; height: number } {
    return { width: this.right - this.x, height: this.bottom - this.y };
  }

  /** A new region with the same edges. */
  copy(): Region {
    return new this.self(this.y, this.right, this.bottom, this.x);
  }

  /** The region of an element (a node, an Element or an id): `Lib.get(el).getRegion()`. */
  static getRegion(el: unknown): Region {
    return (root as LibGet).get(el).getRegion();
  }

  /** A region from an object with `top`, `right`, `bottom` and `left`. */
  static from(edges: Edges): Region {
    return new this(edges.top, edges.right, edges.bottom, edges.left);
  }
}

registerClass(Region, 'Lib.util.Region');

declare module '../../lib/ClassManager' {
  interface ClassMap {
    'Lib.util.Region': typeof Region;
  }
}
