/**
 * Ext JS 4's timed tasks for legacy code: `Ext.util.TaskRunner`, its `Ext.util.TaskRunner.Task`
 * and the shared runner `Ext.TaskManager` (also `Ext.util.TaskManager`), on the page's timers.
 *
 * A task is `{run, interval, scope, args, repeat, duration, fireOnStart, onStop, onError}`:
 * `runner.start(task)` calls `run` at once (unless `fireOnStart` is `false`), then every
 * `interval` ms, with `args` or else the run count, `this` = `scope` (default the task), until
 * it returns `false`, has run `repeat` times, has run for `duration` ms, or is stopped
 * (`runner.stop(task)`, `stopAll()`); `onStop(task)` is then called. An error thrown by `run`
 * goes to the console and to `onError(task, error)`, whose `false` stops the task. The runner
 * keeps `taskRunCount`, `taskStartTime` and `taskRunTime` on the task. `runner.newTask(config)`
 * makes a Task with `start(interval)`, `restart(interval)`, `stop()` and `destroy()` (a Task
 * waits for its interval before its first run). Lib counts every run, also when `args` are
 * given (Ext's `repeat` never stopped such a task).
 *
 * @example
 *   Ext.TaskManager.start({run: () => clock.update(new Date().toLocaleTimeString()), interval: 1000});
 */
import type { LibLike } from './types';

type Handler = (...args: unknown[]) => unknown;

interface Task {
  run: Handler;
  interval?: number;
  scope?: unknown;
  args?: unknown[];
  repeat?: number;
  duration?: number;
  fireOnStart?: boolean;
  onStop?: Handler;
  onError?: Handler;
  stopped?: boolean;
  taskRunCount: number;
  taskStartTime: number;
  taskRunTime: number;
  $timer?: ReturnType<typeof setTimeout> | null;
  manager?: Runner | null;
}

interface Runner {
  tasks: Task[];
  start(task: Task): Task;
  stop(task: Task): Task;
  $schedule(task: Task, delay: number): void;
  $tick(task: Task): void;
}

/** Defines the task runner classes and `Ext.TaskManager`. */
export function installTaskCompat(Lib: LibLike): void {
  const Runner = Lib.define('Ext.util.TaskRunner', {
    constructor(this: Runner) {
      this.tasks = [];
    },
    newTask(this: Runner, config: object) {
      const TaskClass = Lib.ClassManager.get('Ext.util.TaskRunner.Task');
      const task = new TaskClass(config);
      task.manager = this;
      return task;
    },
    start(this: Runner, task: Task): Task {
      if (typeof task?.run !== 'function') {
        throw new TypeError('[Ext.util.TaskRunner#start] the task needs a run function');
      }
      if (task.$timer) clearTimeout(task.$timer);
      if (!this.tasks.includes(task)) this.tasks.push(task);
      task.stopped = false;
      task.taskStartTime = Date.now();
      task.taskRunTime = 0;
      task.taskRunCount = 0;
      this.$schedule(task, task.fireOnStart === false ? task.interval || 0 : 0);
      return task;
    },
    stop(this: Runner, task: Task): Task {
      if (task.$timer) clearTimeout(task.$timer);
      task.$timer = null;
      const at = this.tasks.indexOf(task);
      if (at >= 0) this.tasks.splice(at, 1);
      if (!task.stopped) {
        task.stopped = true;
        task.onStop?.call(task.scope || task, task);
      }
      return task;
    },
    stopAll(this: Runner) {
      for (const task of this.tasks.slice()) this.stop(task);
    },
    destroy(this: Runner & { stopAll(): void }) {
      this.stopAll();
    },
    /** @internal Runs `task` after `delay` ms. */
    $schedule(this: Runner, task: Task, delay: number) {
      task.$timer = setTimeout(() => this.$tick(task), Math.max(0, delay));
    },
    /** @internal One run of `task`, then the next one scheduled, or the task stopped. */
    $tick(this: Runner, task: Task) {
      task.$timer = null;
      if (task.stopped) return;
      const scope = task.scope || task;
      const count = ++task.taskRunCount;
      let result: unknown;
      try {
        result = task.run.apply(scope, task.args || [count]);
      } catch (error) {
        console.error(error);
        result = task.onError?.call(scope, task, error);
      }
      const now = (task.taskRunTime = Date.now());
      const done =
        result === false ||
        count === task.repeat ||
        (!!task.duration && task.duration <= now - task.taskStartTime);
      if (done) this.stop(task);
      else if (!task.stopped) this.$schedule(task, task.interval || 0);
    },
  });

  Lib.define('Ext.util.TaskRunner.Task', {
    isTask: true,
    stopped: true,
    fireOnStart: false,
    constructor(this: Task, config?: object) {
      Lib.apply(this, config);
    },
    start(this: Task & { restart(interval?: number): void }, interval?: number) {
      if (this.stopped) this.restart(interval);
    },
    restart(this: Task, interval?: number) {
      if (interval !== undefined) this.interval = interval;
      this.manager!.start(this);
    },
    stop(this: Task) {
      this.manager?.stop(this);
    },
    destroy(this: Task) {
      this.manager?.stop(this);
      this.manager = null;
    },
  });

  const manager = new (Runner as new () => Runner)();
  if (Lib.TaskManager === undefined) Lib.TaskManager = manager;
  if (Lib.util && Lib.util.TaskManager === undefined) Lib.util.TaskManager = manager;
}
