import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import type { ComboBox } from '../../../classes/form/field/ComboBox';
import type { RemoteComboBoxConfig } from '../../../classes/form/field/ComboBox.remote';
import '../../../classes/data/Store';
import '../../../packs/forms';
import { click, key } from '../../dom.helpers';
import {
  defineFakeProxy,
  respond,
  undefineFakeProxy,
  type FakeProxy,
} from '../../data/Store.fakes';
import { inputOf, type, useFields } from '../form.helpers';

const USERS = [
  { id: 1, name: 'Alan' },
  { id: 2, name: 'Alice' },
  { id: 3, name: 'Bob' },
];

describe('Lib.form.field.ComboBox with queryMode remote (forms pack)', () => {
  const { make } = useFields();
  before(defineFakeProxy);
  after(undefineFakeProxy);
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => clock.restore());

  /** A rendered remote combo box over users, its proxy recording the loads. */
  function combo(config: RemoteComboBoxConfig & Record<string, unknown> = {}) {
    const field = make('Lib.form.field.ComboBox', {
      renderTo: document.body,
      queryMode: 'remote',
      displayField: 'name',
      valueField: 'id',
      store: { fields: ['id', 'name'], proxy: { type: 'specfake' } },
      ...config,
    }) as ComboBox & { lastQuery: string | null };
    const proxy = field.store.getProxy() as FakeProxy;
    return { field, proxy };
  }

  /** The params of each load the proxy was asked for. */
  const loads = (proxy: FakeProxy) =>
    proxy.calls.map((call) => (call.operation as unknown as { params: object }).params);

  /** Answers the latest load with `rows`. */
  const answer = (proxy: FakeProxy, rows: object[]) =>
    respond(proxy, proxy.calls.at(-1)!, { rows });

  const items = (field: ComboBox) =>
    Array.from(field.picker!.listEl!.dom.children).map((node) => node.textContent);

  it('loads the store with the typed text once no key came for queryDelay, and lists the answer', () => {
    const { field, proxy } = combo();
    type(field, 'Al');
    clock.tick(1000);
    // Fewer than minChars (4): no query.
    expect(loads(proxy)).to.deep.equal([]);
    type(field, 'Alic');
    clock.tick(400);
    type(field, 'Alice');
    clock.tick(499);
    expect(loads(proxy)).to.deep.equal([]);
    clock.tick(1);
    expect(loads(proxy)).to.deep.equal([{ query: 'Alice' }]);
    expect(field.isExpanded).to.not.equal(true);
    answer(proxy, [USERS[1]]);
    expect(field.isExpanded).to.equal(true);
    expect(items(field)).to.deep.equal(['Alice']);
    key(inputOf(field), 'Enter');
    expect(field.getValue()).to.equal(2);
    expect(field.getRawValue()).to.equal('Alice');
  });

  it('opens from the trigger on allQuery, and does not send a query again (queryCaching)', () => {
    const { field, proxy } = combo({ queryParam: 'q', minChars: 1, queryDelay: 10 });
    click(field.triggerEl!.dom);
    expect(loads(proxy)).to.deep.equal([{ q: '' }]);
    answer(proxy, USERS);
    expect(items(field)).to.deep.equal(['Alan', 'Alice', 'Bob']);
    click(field.triggerEl!.dom);
    expect(field.isExpanded).to.not.equal(true);
    click(field.triggerEl!.dom);
    expect(loads(proxy)).to.have.length(1);
    expect(field.isExpanded).to.equal(true);
    // Forgetting the last query forces the next load, as legacy code does.
    field.collapse();
    field.lastQuery = null;
    click(field.triggerEl!.dom);
    expect(loads(proxy)).to.have.length(2);
  });

  it("queries the typed text from the trigger with triggerAction 'query'", () => {
    const { field, proxy } = combo({ triggerAction: 'query' });
    inputOf(field).value = 'Bo';
    click(field.triggerEl!.dom);
    // The trigger forces the query, whatever minChars says.
    expect(loads(proxy)).to.deep.equal([{ query: 'Bo' }]);
  });

  it("repeats the last query from the trigger with triggerAction 'last' (allQuery at first)", () => {
    const { field, proxy } = combo({ triggerAction: 'last', queryCaching: false });
    click(field.triggerEl!.dom);
    field.collapse();
    field.doQuery('Alice');
    click(field.triggerEl!.dom);
    expect(loads(proxy)).to.deep.equal([{ query: '' }, { query: 'Alice' }, { query: 'Alice' }]);
  });

  it('fires beforequery with the query plan; false or cancel stops the query', () => {
    const { field, proxy } = combo();
    const plans: Array<{ query: string; forceAll: boolean }> = [];
    field.on('beforequery', (plan) => {
      plans.push({ query: plan.query, forceAll: plan.forceAll });
      expect(plan.combo).to.equal(field);
      plan.cancel = plan.query === 'stop';
    });
    field.doQuery('stop', true);
    expect(loads(proxy)).to.deep.equal([]);
    field.doQuery('go on', true);
    expect(loads(proxy)).to.deep.equal([{ query: 'go on' }]);
    expect(plans).to.deep.equal([
      { query: 'stop', forceAll: true },
      { query: 'go on', forceAll: true },
    ]);
  });

  it('shows a value as it is until a load brings its record', () => {
    const { field, proxy } = combo({ value: 3 });
    expect(field.getRawValue()).to.equal('3');
    field.doQuery('', true);
    answer(proxy, USERS);
    expect(field.getRawValue()).to.equal('Bob');
    expect(field.getValue()).to.equal(3);
  });

  it('closes the list when nothing came back or the load failed, and queries again after a failure', () => {
    const { field, proxy } = combo({ minChars: 1 });
    field.doQuery('zz');
    answer(proxy, []);
    expect(field.isExpanded).to.not.equal(true);
    field.doQuery('A');
    respond(proxy, proxy.calls.at(-1)!, { success: false });
    expect(field.isExpanded).to.not.equal(true);
    field.doQuery('A');
    expect(loads(proxy)).to.have.length(3);
  });

  it('completes the typed text with typeAhead', () => {
    const { field, proxy } = combo({ typeAhead: true, minChars: 2, queryDelay: 0 });
    type(field, 'Bo');
    clock.tick(0);
    answer(proxy, [USERS[2]]);
    expect(field.getRawValue()).to.equal('Bob');
  });

  it('leaves local combo boxes as they were: the list filters at once, no load', () => {
    const field = make('Lib.form.field.ComboBox', {
      renderTo: document.body,
      store: ['Alan', 'Alice', 'Bob'],
    }) as ComboBox;
    type(field, 'Al');
    expect(items(field)).to.deep.equal(['Alan', 'Alice']);
  });

  it('refuses a queryMode it does not know', () => {
    expect(() => Lib.create('Lib.form.field.ComboBox', { queryMode: 'server' } as never)).to.throw(
      TypeError,
      "config 'queryMode' must be one of 'local', 'remote', got 'server'",
    );
  });
});
