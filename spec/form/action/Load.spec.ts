import { expect } from 'chai';
import nock from 'nock';
import Lib from '../../../index';
import { Load } from '../../../classes/form/action/Load';
import { def, useCleanup } from '../../helpers';
import { BASE, answer, useNock } from '../../data/proxy/nock.helpers';
import { useFields } from '../form.helpers';

/** Loads and resolves once the form reported back: `[success, action]`. */
function load(form: any, options: Record<string, any> = {}): Promise<[boolean, any]> {
  return new Promise((resolve) => {
    form.load({
      ...options,
      success: (_f: any, action: any) => resolve([true, action]),
      failure: (_f: any, action: any) => resolve([false, action]),
    });
  });
}

describe('Lib.form.action.Load', () => {
  const { make } = useFields();
  useNock();
  useCleanup();

  const form = (config: Record<string, any> = {}): any =>
    make('Lib.form.Panel', {
      url: BASE + '/users/7',
      items: [
        { xtype: 'textfield', name: 'name' },
        { xtype: 'checkbox', name: 'active' },
      ],
      ...config,
    }).getForm();

  it('is the alias formaction.load, also Lib.form.Action.Load', () => {
    expect(Lib.ClassManager.getByAlias('formaction.load')).to.equal(Load);
    expect(Lib.ClassManager.get('Lib.form.Action.Load')).to.equal(Load);
  });

  it('POSTs the params and sets the values of {success: true, data}, clearing the errors', async () => {
    const seen = answer(nock(BASE).post('/users/7'), 200, {
      success: true,
      data: { name: 'Ada', active: true },
    });
    const basic = form({ baseParams: { v: 1 } });
    basic.findField('name').markInvalid('old error');
    const [ok, action] = await load(basic, { params: { id: 7 } });
    expect(ok).to.equal(true);
    // Ext's order: the form's baseParams, then the action's params over them.
    expect(seen[0].body).to.equal('v=1&id=7');
    expect(basic.getFieldValues()).to.deep.equal({ name: 'Ada', active: true });
    expect(basic.findField('name').hasActiveError()).to.equal(false);
    expect(action.result.data.name).to.equal('Ada');
  });

  it('with lenient (on under the Ext shim), reads an answer written as an object literal', async () => {
    const legacy = "{success: true, data: {name: 'Ada', active: true}} // legacy";
    answer(nock(BASE).post('/users/7'), 200, legacy, { 'Content-Type': 'text/plain' });
    expect((await load(form()))[0]).to.equal(false);
    answer(nock(BASE).post('/users/7'), 200, legacy, { 'Content-Type': 'text/plain' });
    const basic = form();
    const [ok] = await load(basic, { lenient: true });
    expect(ok).to.equal(true);
    expect(basic.getFieldValues()).to.deep.equal({ name: 'Ada', active: true });
  });

  it("with the form's trackResetOnLoad, the loaded values are the original ones", async () => {
    answer(nock(BASE).get('/users/7'), 200, { success: true, data: { name: 'Ada' } });
    const basic = form({ trackResetOnLoad: true, method: 'GET' });
    await load(basic);
    expect(basic.isDirty()).to.equal(false);
  });

  it('fails with LOAD_FAILURE on success: false, no data or an unreadable answer; the values stay', async () => {
    const basic = form();
    basic.findField('name').setValue('typed');
    for (const body of [{ success: false, data: { name: 'x' } }, { success: true }, 'oops']) {
      answer(nock(BASE).post('/users/7'), 200, body);
      const [ok, action] = await load(basic);
      expect([ok, action.failureType]).to.deep.equal([false, 'load']);
    }
    expect(basic.findField('name').getValue()).to.equal('typed');
  });

  it('fails with CONNECT_FAILURE when there is no answer', async () => {
    nock(BASE).post('/users/7').replyWithError('refused');
    const [ok, action] = await load(form());
    expect([ok, action.failureType, action.response.error.kind]).to.deep.equal([
      false,
      'connect',
      'network',
    ]);
  });

  it("reads the answer with the form's reader: its first record's data", async () => {
    def('Spec.form.LoadUser', { extend: 'Lib.data.Model', fields: ['name', 'active'] });
    answer(nock(BASE).post('/api/load'), 200, { ok: true, user: { name: 'Grace', active: false } });
    const basic = form({
      api: { load: BASE + '/api/load' },
      reader: { type: 'json', model: 'Spec.form.LoadUser', root: 'user', successProperty: 'ok' },
    });
    const [ok] = await load(basic);
    expect(ok).to.equal(true);
    expect(basic.getFieldValues()).to.deep.equal({ name: 'Grace', active: false });
  });
});
