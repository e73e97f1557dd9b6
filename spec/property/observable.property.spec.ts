/**
 * Model-based property of `Lib.util.Observable`: a random sequence of commands — `on`/`un`
 * with a few handlers, scopes, `single` and `priority` options; `suspendEvents(queue)` /
 * `resumeEvents` nested; `fireEvent` with 0 to 6 arguments; event names in any case — run
 * against a real observable and against the small model below must give the same calls
 * (handler, `this`, arguments), the same `fireEvent` results and the same `hasListener`
 * answers after every command.
 *
 * The model (ext4-behaviour.md §3, its shared-arguments quirk included, as docs/differences.md
 * now says): names are lower-cased; a handler is added once per (function, scope), an
 * omitted scope counting as the observable; listeners run by priority (higher first), then
 * in order of adding; a handler gets the fired arguments plus its own options object when it
 * was added with one, else the options object of the last listener before it in the same
 * fire that had one (4.2.1's argument array shared by a fire); a `single` listener is
 * removed before its call; a listener returning exactly
 * `false` stops the fire (which returns `false`); while suspended, fires return `true` and
 * are queued once a `suspendEvents(true)` made a queue (else dropped), and the last
 * `resumeEvents` replays the queue in order, to the listeners of that moment. As in Ext JS
 * 4.2.1, an event nobody listens to when it is fired is not queued.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { Lib } from '../../lib/Lib';
import '../../classes/util/Observable';
import { runs } from './property.helpers';

/** Event names as callers spell them; the model lower-cases them. */
const NAMES = ['load', 'Load', 'LOAD', 'save', 'sAvE', 'ärger', 'ÄRGER', 'x'];
/**
 * What each handler returns: only exactly `false` stops a fire. Handlers 4 and 5 also change
 * the listeners while a fire runs: 4 removes handler 0 (no scope) from every event, 5 adds
 * handler 1 (no scope) to `load`; the running fire still calls a listener removed meanwhile,
 * and does not call one added meanwhile.
 */
const RETURNS: unknown[] = [undefined, 0, null, false, undefined, undefined];
const REMOVER = 4;
const ADDER = 5;
/** Scopes: omitted, the observable itself (the same as omitted), and two others. */
const SCOPES = ['none', 'self', 's1', 's2'] as const;
type ScopeName = (typeof SCOPES)[number];

type Options =
  { kind: 'none' } | { kind: 'options'; single: boolean; priority: number | undefined };

type Command =
  | { op: 'on'; name: string; handler: number; scope: ScopeName; options: Options }
  | { op: 'un'; name: string; handler: number; scope: ScopeName }
  | { op: 'suspend'; queue: boolean }
  | { op: 'resume' }
  | { op: 'fire'; name: string; args: unknown[] };

const nameArb = fc.constantFrom(...NAMES);
const handlerArb = fc.integer({ min: 0, max: RETURNS.length - 1 });
const scopeArb = fc.constantFrom(...SCOPES);
const optionsArb: fc.Arbitrary<Options> = fc.oneof(
  fc.constant<Options>({ kind: 'none' }),
  fc.record({
    kind: fc.constant('options' as const),
    single: fc.boolean(),
    priority: fc.option(fc.integer({ min: -2, max: 2 }), { nil: undefined }),
  }),
);
const argArb = fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.constant(null));
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('on' as const),
      name: nameArb,
      handler: handlerArb,
      scope: scopeArb,
      options: optionsArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('un' as const),
      name: nameArb,
      handler: handlerArb,
      scope: scopeArb,
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('suspend' as const), queue: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('resume' as const) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('fire' as const),
      name: nameArb,
      args: fc.array(argArb, { maxLength: 6 }),
    }),
  },
);

/** One handler call: which handler, with which `this`, with which arguments. */
interface Call {
  handler: number;
  thisArg: unknown;
  args: unknown[];
}

interface ModelListener {
  handler: number;
  thisArg: unknown;
  options: Record<string, unknown> | undefined;
  single: boolean;
  priority: number;
}

/** The model observable. */
class ObservableModel {
  listeners = new Map<string, ModelListener[]>();
  suspended = 0;
  queue: Array<[string, unknown[]]> | null = null;
  calls: Call[] = [];

  constructor(readonly self: object) {}

  on(
    name: string,
    handler: number,
    thisArg: unknown,
    options: Record<string, unknown> | undefined,
  ) {
    const lower = name.toLowerCase();
    const list = this.listeners.get(lower) || [];
    if (list.some((l) => l.handler === handler && l.thisArg === thisArg)) return;
    const priority = typeof options?.priority === 'number' ? options.priority : 0;
    let at = list.length;
    while (at > 0 && list[at - 1].priority < priority) at--;
    list.splice(at, 0, { handler, thisArg, options, single: !!options?.single, priority });
    this.listeners.set(lower, list);
  }

  un(name: string, handler: number, thisArg: unknown) {
    const list = this.listeners.get(name.toLowerCase()) || [];
    const index = list.findIndex((l) => l.handler === handler && l.thisArg === thisArg);
    if (index !== -1) list.splice(index, 1);
  }

  suspend(queue: boolean) {
    this.suspended++;
    if (queue && !this.queue) this.queue = [];
  }

  resume() {
    if (this.suspended === 0) return;
    this.suspended--;
    if (this.suspended > 0) return;
    const queued = this.queue;
    this.queue = null;
    for (const [name, args] of queued || []) this.dispatch(name, args);
  }

  fire(name: string, args: unknown[]): boolean {
    const lower = name.toLowerCase();
    // Nobody listens: nothing to queue either (Ext 4 checks its listener count first).
    if (!this.hasListener(lower)) return true;
    if (this.suspended > 0) {
      if (this.queue) this.queue.push([lower, args.slice()]);
      return true;
    }
    return this.dispatch(lower, args);
  }

  dispatch(lower: string, args: unknown[]): boolean {
    const live = this.listeners.get(lower) || [];
    let options: Record<string, unknown> | undefined;
    for (const l of live.slice()) {
      if (l.single && live.includes(l)) live.splice(live.indexOf(l), 1);
      if (l.options) options = l.options;
      this.calls.push({
        handler: l.handler,
        thisArg: l.thisArg,
        args: options ? [...args, options] : args.slice(),
      });
      if (l.handler === REMOVER) for (const name of NAMES) this.un(name, 0, this.self);
      if (l.handler === ADDER) this.on('load', 1, this.self, undefined);
      if (RETURNS[l.handler] === false) return false;
    }
    return true;
  }

  hasListener(name: string): boolean {
    return (this.listeners.get(name.toLowerCase()) || []).length > 0;
  }
}

describe('Lib.util.Observable (model-based property)', () => {
  it('matches the model on any sequence of on/un/suspend/resume/fire', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 40 }), (commands) => {
        const obs = Lib.create('Lib.util.Observable') as any;
        const scopes: Record<ScopeName, object | undefined> = {
          none: undefined,
          self: obs,
          s1: { name: 's1' },
          s2: { name: 's2' },
        };
        const calls: Call[] = [];
        const handlers = RETURNS.map(
          (result, handler) =>
            function (this: unknown, ...args: unknown[]) {
              calls.push({ handler, thisArg: this, args });
              if (handler === REMOVER) for (const name of NAMES) obs.un(name, handlers[0]);
              if (handler === ADDER) obs.on('load', handlers[1]);
              return result;
            },
        );
        const model = new ObservableModel(obs);

        commands.forEach((command, step) => {
          const where = `after command ${step} (${JSON.stringify(command)})`;
          switch (command.op) {
            case 'on': {
              const scope = scopes[command.scope];
              // A fresh options object per `on`: the handler must get this very object.
              const options =
                command.options.kind === 'none'
                  ? undefined
                  : {
                      single: command.options.single,
                      ...(command.options.priority === undefined
                        ? {}
                        : { priority: command.options.priority }),
                    };
              obs.on(command.name, handlers[command.handler], scope, options);
              model.on(command.name, command.handler, scope || obs, options);
              break;
            }
            case 'un': {
              const scope = scopes[command.scope];
              obs.un(command.name, handlers[command.handler], scope);
              model.un(command.name, command.handler, scope || obs);
              break;
            }
            case 'suspend':
              obs.suspendEvents(command.queue);
              model.suspend(command.queue);
              break;
            case 'resume':
              obs.resumeEvents();
              model.resume();
              break;
            case 'fire': {
              const result = obs.fireEvent(command.name, ...command.args);
              expect(result, `fireEvent's result ${where}`).to.equal(
                model.fire(command.name, command.args),
              );
              break;
            }
          }
          expect(calls.length, `number of calls ${where}`).to.equal(model.calls.length);
          calls.forEach((call, i) => {
            const expected = model.calls[i];
            expect(call.handler, `call ${i}: handler ${where}`).to.equal(expected.handler);
            expect(call.thisArg === expected.thisArg, `call ${i}: this ${where}`).to.equal(true);
            expect(call.args.length, `call ${i}: argument count ${where}`).to.equal(
              expected.args.length,
            );
            call.args.forEach((arg, j) =>
              expect(arg === expected.args[j], `call ${i}: argument ${j} ${where}`).to.equal(true),
            );
          });
          for (const name of NAMES) {
            expect(obs.hasListener(name), `hasListener('${name}') ${where}`).to.equal(
              model.hasListener(name),
            );
          }
        });
        obs.destroy();
      }),
      runs(4000),
    );
  });
});
