import { expect } from 'chai';
import sinon from 'sinon';
import { useFreshDist } from '../dist.helpers';
import { openPage, type ShimPage } from './helpers';

describe("the Ext shim's Ext.util.TaskRunner and Ext.TaskManager", () => {
  useFreshDist('lib.js', 'lib-ext-shim.js');

  let page: ShimPage;
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    page = openPage();
    // The page's own timers and clock (sinon's `global` option, missing from its types).
    clock = sinon.useFakeTimers({
      global: page.window,
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    } as never);
    page.run('window.seen = [];');
  });
  afterEach(() => {
    clock.restore();
    return page.close();
  });

  it('runs a task at once, then every interval, with the run count, until stopped', () => {
    page.run(`window.task = Ext.TaskManager.start({
      run: function (n) { seen.push(n + ':' + (this === task)); }, interval: 1000,
      onStop: function (t) { seen.push('stopped ' + (t === task)); }
    })`);
    clock.tick(0);
    expect(page.window.seen).to.deep.equal(['1:true']);
    clock.tick(2000);
    expect(page.window.seen).to.deep.equal(['1:true', '2:true', '3:true']);
    expect(page.run('task.taskRunCount')).to.equal(3);
    page.run('Ext.TaskManager.stop(task)');
    clock.tick(5000);
    expect(page.window.seen).to.deep.equal(['1:true', '2:true', '3:true', 'stopped true']);
    expect(page.run('Ext.util.TaskManager === Ext.TaskManager')).to.equal(true);
  });

  it('stops on false, after repeat runs or after duration; passes args and scope', () => {
    page.run(`var runner = new Ext.util.TaskRunner();
      runner.start({run: function () { seen.push('f'); return false; }, interval: 10});
      runner.start({run: function (a, b) { seen.push(this.id + a + b); }, scope: {id: 'r'}, args: [1, 2], repeat: 2, interval: 10});
      runner.start({run: function () { seen.push('d'); }, interval: 100, duration: 250, fireOnStart: false});
      window.runner = runner;`);
    clock.tick(1000);
    // The duration task runs at 100, 200 and 300 ms, and stops after the run that passed 250.
    expect(page.window.seen).to.deep.equal(['f', 'r12', 'r12', 'd', 'd', 'd']);
    expect(page.run('runner.tasks.length')).to.equal(0);
  });

  it('logs an error thrown by run and asks onError, whose false stops the task', () => {
    const errors = sinon.stub(page.window.console, 'error');
    page.run(`Ext.TaskManager.start({interval: 10,
      run: function (n) { if (n === 2) throw new Error('boom'); seen.push(n); },
      onError: function (task, e) { seen.push(e.message); return false; }})`);
    clock.tick(100);
    expect(page.window.seen).to.deep.equal([1, 'boom']);
    expect(errors.calledOnce).to.equal(true);
  });

  it('newTask: a Task that waits its interval, and can stop, restart and be destroyed', () => {
    page.run(`window.t = Ext.TaskManager.newTask({run: function (n) { seen.push(n); }, interval: 100});
      t.start();`);
    clock.tick(99);
    expect(page.window.seen).to.deep.equal([]);
    clock.tick(1);
    expect(page.window.seen).to.deep.equal([1]);
    page.run('t.stop()');
    clock.tick(500);
    page.run('t.restart(50)');
    clock.tick(100);
    expect(page.window.seen).to.deep.equal([1, 1, 2]);
    page.run('t.destroy()');
    clock.tick(500);
    expect(page.window.seen).to.deep.equal([1, 1, 2]);
    expect(() => page.run('Ext.TaskManager.start({interval: 5})')).to.throw(/needs a run function/);
  });
});
