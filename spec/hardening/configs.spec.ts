/**
 * The config sweep: every registered `Lib.*` class whose constructor takes a config object is
 * built once per config it declares in `$configs` with a value its declaration refuses (see
 * configs.probes.ts), and once with a number as the whole config. Each
 * must fail with a `TypeError` or `Lib.Error` whose message names the class (or an alias or
 * alternate name) and the config. The configs still accepted silently, or refused with a
 * message that does not say which config, are listed in `KNOWN_GAPS` (findings, each with
 * the reason it is still open); anything else fails the sweep, so a new class or config that
 * skips its checks shows up here.
 */
import { expect } from 'chai';
import { Lib } from '../../index';
import * as ClassManager from '../../lib/ClassManager';
import { configsOf } from '../../lib/config';
import { ComponentManager } from '../../classes/ComponentManager';
import {
  NOT_CONFIGURED,
  label,
  libClasses,
  notSwept,
  outcomeOf,
  probesOf,
  sweptClasses,
  type Outcome,
} from './configs.probes';

/**
 * The gaps the sweep found that are still open, by the class that declares the config (its
 * subclasses inherit the entry): config → why it is not fixed here.
 */
const KNOWN_GAPS: Record<string, Record<string, string>> = {};

/** The class names of `className` and its ancestors. */
function chainOf(className: string): string[] {
  const chain: string[] = [];
  for (let c = ClassManager.get(className); c && c.$className; c = c.superclass?.self) {
    chain.push(c.$className);
  }
  return chain;
}

function isKnownGap(outcome: Outcome): boolean {
  return chainOf(outcome.cls).some((name) => KNOWN_GAPS[name]?.[outcome.key] !== undefined);
}

const report = (o: Outcome) => `${label(o)} → ${o.kind}${o.message ? `: ${o.message}` : ''}`;

describe('every public constructor given a config of a wrong type', () => {
  const classes = sweptClasses();
  let names: Set<string>;
  let components: Set<string>;

  beforeEach(() => {
    names = new Set(ClassManager.getNames());
    components = new Set();
    ComponentManager.each((id) => void components.add(id));
  });

  afterEach(() => {
    // What the probes left behind: components whose construction failed half way, and the
    // implicit models of the stores that comboboxes and grids make for themselves.
    const left: any[] = [];
    ComponentManager.each((id, component) => void (components.has(id) || left.push(component)));
    for (const component of left) {
      try {
        component.destroy();
      } catch {
        ComponentManager.unregister(component);
      }
    }
    for (const name of ClassManager.getNames()) if (!names.has(name)) Lib.undefine(name);
  });

  it('sweeps every registered Lib.* class that takes a config object', () => {
    // Every class the full build registers is swept, unless listed with a reason; the
    // entries of that list are registered classes.
    const skipped = libClasses().filter((n) => notSwept(n) !== undefined);
    for (const name of Object.keys(NOT_CONFIGURED)) expect(skipped).to.include(name);
    expect(classes.length).to.be.at.least(40);
    for (const name of classes) {
      expect(probesOf(name).length, `${name} has probes`).to.be.at.least(2);
      expect(Object.keys(configsOf(ClassManager.get(name))), `${name} declares $configs`).to.not.be
        .empty;
    }
  });

  for (const name of classes) {
    it(`${name} fails with a TypeError or Lib.Error naming the class and the config`, () => {
      const outcomes = probesOf(name).map(outcomeOf);
      const open = outcomes.filter((o) => o.kind !== 'named' && !isKnownGap(o));
      expect(open.map(report)).to.deep.equal([]);
      for (const o of outcomes.filter((x) => x.kind === 'named')) {
        expect(o.message, label(o)).to.match(/^\[/); // says where, as every Lib error does
      }
    });
  }

  it('lists as known gaps only configs that the sweep probes', () => {
    const probed = new Set<string>();
    for (const name of classes) {
      for (const probe of probesOf(name)) {
        for (const owner of chainOf(name)) probed.add(`${owner} ${probe.key}`);
      }
    }
    const stale: string[] = [];
    for (const owner of Object.keys(KNOWN_GAPS)) {
      for (const key of Object.keys(KNOWN_GAPS[owner])) {
        if (!probed.has(`${owner} ${key}`)) stale.push(`${owner} ${key}`);
      }
    }
    expect(stale).to.deep.equal([]);
  });

  describe('examples of the errors', () => {
    it('a string where a boolean is expected', () => {
      expect(() => Lib.create('Lib.data.Store', { autoSync: 'false' } as any)).to.throw(
        TypeError,
        "[Lib.data.Store] config 'autoSync' must be a boolean, got 'false'",
      );
    });

    it('a number where a string is expected, named by the subclass that was created', () => {
      expect(() => Lib.create('reader.json', { root: 42 } as any)).to.throw(
        TypeError,
        "[Lib.data.reader.Json] config 'root' must be a string, got 42",
      );
      expect(() => Lib.create('Lib.form.field.Text', { minLength: '3' } as any)).to.throw(
        TypeError,
        "[Lib.form.field.Text] config 'minLength' must be a number, got '3'",
      );
    });

    it('an object where a string is expected', () => {
      expect(() => Lib.create('proxy.rest', { url: {} } as any)).to.throw(
        TypeError,
        "[Lib.data.proxy.Rest] config 'url' must be a URL string, got an object",
      );
      expect(() => Lib.create('Lib.Component', { ariaRole: {} } as any)).to.throw(
        TypeError,
        "[Lib.Component] config 'ariaRole' must be a string, got an object",
      );
    });

    it('a string where a function is expected', () => {
      expect(() => Lib.create('Lib.util.Sorter', { sorterFn: 'byName' } as any)).to.throw(
        TypeError,
        "[Lib.util.Sorter] config 'sorterFn' must be a function, got 'byName'",
      );
    });

    it('a number as the whole config', () => {
      expect(() => Lib.create('proxy.ajax', 42 as any)).to.throw(
        TypeError,
        '[Lib.data.proxy.Ajax] config must be an object, got 42',
      );
    });
  });
});
