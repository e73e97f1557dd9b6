import { expect } from 'chai';
import nock from 'nock';
import Lib from '../../../index';
import { Action } from '../../../classes/form/action/Action';
import { Submit } from '../../../classes/form/action/Submit';
import { def, useCleanup, useDomParser } from '../../helpers';
import { BASE, answer, useNock } from '../../data/proxy/nock.helpers';
import { useFields } from '../form.helpers';
// The xml errorReader is in the xml pack.
import '../../../packs/xml';

/** Submits and resolves once the form reported back: `[success, action]`. */
function submit(form: any, options: Record<string, any> = {}): Promise<[boolean, any]> {
  return new Promise((resolve) => {
    form.submit({
      ...options,
      success: (_f: any, action: any) => resolve([true, action]),
      failure: (_f: any, action: any) => resolve([false, action]),
    });
  });
}

describe('Lib.form.action.Submit', () => {
  const { make } = useFields();
  useNock();
  useCleanup();
  useDomParser();

  const form = (config: Record<string, any> = {}): any =>
    make('Lib.form.Panel', {
      url: BASE + '/users',
      items: [
        { xtype: 'textfield', name: 'name', allowBlank: false, value: 'Ada' },
        { xtype: 'textfield', name: 'email', emptyText: 'you@example.com' },
        { xtype: 'numberfield', name: 'age', value: 36 },
      ],
      ...config,
    }).getForm();

  it("is the alias formaction.submit, also Lib.form.Action.Submit, with Ext's failure constants", () => {
    expect(Lib.ClassManager.getByAlias('formaction.submit')).to.equal(Submit);
    expect(Lib.ClassManager.get('Lib.form.Action.Submit')).to.equal(Submit);
    expect(Lib.ClassManager.get('Lib.form.Action')).to.equal(Action);
    expect([
      Action.CLIENT_INVALID,
      Action.SERVER_INVALID,
      Action.CONNECT_FAILURE,
      Action.LOAD_FAILURE,
    ]).to.deep.equal(['client', 'server', 'connect', 'load']);
  });

  it('POSTs the values form-encoded (empty fields as their emptyText) with params and baseParams', async () => {
    const seen = answer(nock(BASE).post('/users'), 200, { success: true, id: 7 });
    const basic = form({ baseParams: { v: 2 } });
    const complete: any[] = [];
    basic.on('actioncomplete', (f: any, action: any) => complete.push([f, action]));
    const [ok, action] = await submit(basic, { params: 'token=abc' });
    expect(ok).to.equal(true);
    expect(seen[0].headers['content-type']).to.match(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(seen[0].body))).to.deep.equal({
      name: 'Ada',
      email: 'you@example.com',
      age: '36',
      token: 'abc',
      v: '2',
    });
    expect(action.result).to.deep.equal({ success: true, id: 7 });
    expect(action.response.status).to.equal(200);
    expect(action.failureType).to.equal(undefined);
    expect(complete).to.deep.equal([[basic, action]]);
  });

  it("uses the action's url and method, else the form's api.submit, and sends the headers", async () => {
    const put = answer(nock(BASE).put('/users/7'), 200, { success: true });
    await submit(form(), { url: BASE + '/users/7', method: 'put', headers: { 'X-Req': '1' } });
    expect(put[0].headers['x-req']).to.equal('1');
    const api = answer(nock(BASE).post('/api/save'), 200, { success: true });
    await submit(form({ api: { submit: BASE + '/api/save' } }));
    expect(api).to.have.length(1);
  });

  it('with submitEmptyText: false sends empty fields empty; with jsonSubmit sends typed values as JSON', async () => {
    const seen = answer(nock(BASE).post('/users'), 200, { success: true }, undefined, 2);
    await submit(form(), { submitEmptyText: false });
    expect(new URLSearchParams(seen[0].body).get('email')).to.equal('');
    await submit(form({ jsonSubmit: true }), { params: { extra: true } });
    expect(seen[1].headers['content-type']).to.match(/^application\/json/);
    // As Ext: the emptyText is sent (submitEmptyText), typed values otherwise.
    expect(seen[1].body).to.deep.equal({
      name: 'Ada',
      email: 'you@example.com',
      age: 36,
      extra: true,
    });
  });

  it('sends nothing while a field is invalid: CLIENT_INVALID, the fields marked', async () => {
    const scope = nock(BASE).post('/users').reply(200, { success: true });
    const basic = form();
    basic.findField('name').setValue('');
    const failed: any[] = [];
    basic.on('actionfailed', (_f: any, action: any) => failed.push(action));
    const [ok, action] = await submit(basic);
    expect(ok).to.equal(false);
    expect(action.failureType).to.equal('client');
    expect(failed).to.deep.equal([action]);
    expect(basic.findField('name').getActiveError()).to.equal('This field is required');
    expect(scope.isDone()).to.equal(false);
    const [sent] = await submit(basic, { clientValidation: false });
    expect(sent).to.equal(true);
  });

  it("marks the server's errors ({success: false, errors} as a map or an array of {id, msg}): SERVER_INVALID, values kept", async () => {
    answer(nock(BASE).post('/users'), 200, {
      success: false,
      msg: 'Check the fields',
      errors: { email: 'Not a valid email address' },
    });
    const basic = form();
    basic.findField('email').setValue('nope');
    const [ok, action] = await submit(basic);
    expect(ok).to.equal(false);
    expect(action.failureType).to.equal('server');
    expect(action.result.msg).to.equal('Check the fields');
    expect(basic.findField('email').getActiveError()).to.equal('Not a valid email address');
    expect(basic.getValues()).to.deep.equal({ name: 'Ada', email: 'nope', age: '36' });

    answer(nock(BASE).post('/users'), 200, {
      success: false,
      errors: [{ id: 'name', msg: 'taken' }],
    });
    await submit(basic);
    expect(basic.findField('name').getActiveError()).to.equal('taken');
  });

  it('with lenient (on under the Ext shim), reads an answer written as an object literal', async () => {
    const legacy = "{success: false, errors: {name: 'taken',}}";
    const type = { 'Content-Type': 'text/plain' };
    answer(nock(BASE).post('/users'), 200, legacy, type);
    const strict = form();
    await submit(strict);
    expect(strict.findField('name').hasActiveError()).to.equal(false);

    answer(nock(BASE).post('/users'), 200, legacy, type);
    const basic = form();
    const [ok, action] = await submit(basic, { lenient: true });
    expect([ok, action.failureType]).to.deep.equal([false, 'server']);
    expect(basic.findField('name').getActiveError()).to.equal('taken');
  });

  it('reads an HTTP error carrying {success: false, errors} (a 422) as SERVER_INVALID', async () => {
    answer(nock(BASE).post('/users'), 422, { success: false, errors: { name: 'is taken' } });
    const basic = form();
    const [ok, action] = await submit(basic);
    expect([ok, action.failureType, action.response.status]).to.deep.equal([false, 'server', 422]);
    expect(basic.findField('name').getActiveError()).to.equal('is taken');
  });

  it('fails with CONNECT_FAILURE on any other HTTP error, the typed error on the response', async () => {
    answer(nock(BASE).post('/users'), 500, '<html>oops</html>', { 'Content-Type': 'text/html' });
    const [ok, action] = await submit(form());
    expect([ok, action.failureType]).to.deep.equal([false, 'connect']);
    expect(action.response.error.message).to.match(
      /POST http:\/\/api\.test\/users failed with status 500/,
    );
    expect(action.result).to.equal(undefined);
  });

  it('reads an answer that is not JSON as a server failure without errors', async () => {
    answer(nock(BASE).post('/users'), 200, 'not json', { 'Content-Type': 'text/plain' });
    const [ok, action] = await submit(form());
    expect([ok, action.failureType, action.result]).to.deep.equal([
      false,
      'server',
      { success: false, errors: [] },
    ]);
  });

  it("reads the answer with the form's errorReader (xml), each record an error {id, msg}", async () => {
    def('Spec.form.FieldError', { extend: 'Lib.data.Model', fields: ['id', 'msg'] });
    const xml =
      '<response><success>false</success><errors><field><id>email</id><msg>Bad &amp; wrong</msg></field></errors></response>';
    answer(nock(BASE).post('/users'), 200, xml, { 'Content-Type': 'text/xml' });
    const basic = form({
      errorReader: {
        type: 'xml',
        model: 'Spec.form.FieldError',
        record: 'field',
        successProperty: 'success',
      },
    });
    const [ok, action] = await submit(basic);
    expect([ok, action.failureType]).to.deep.equal([false, 'server']);
    expect(basic.findField('email').getActiveError()).to.equal('Bad & wrong');
  });

  it('masks the owner with the waitMsg until the answer, then resets with reset: true', async () => {
    answer(nock(BASE).post('/users'), 200, { success: true });
    const basic = form({ renderTo: document.body });
    basic.findField('name').setValue('Grace');
    const done = submit(basic, { waitMsg: 'Saving…', reset: true });
    const el = basic.owner.el;
    expect(el.isMasked()).to.equal(true);
    expect(el.dom.querySelector('.x-mask-msg').textContent).to.equal('Saving…');
    await done;
    expect(el.isMasked()).to.equal(false);
    expect(basic.findField('name').getValue()).to.equal('Ada');
  });

  it('sends a form with a file field as a multipart FormData POST', async () => {
    const seen = answer(nock(BASE).post('/upload'), 200, { success: true });
    const basic = form({ url: BASE + '/upload', renderTo: document.body });
    // A stand-in for Lib.form.field.File: isFileUpload() and getFiles(), as Ext's file field.
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    const upload = basic.owner.add({
      xtype: 'textfield',
      name: 'doc',
      value: 'C:\\fakepath\\hello.txt',
    });
    upload.isFileUpload = () => true;
    upload.getFiles = () => [file];
    expect(basic.hasUpload()).to.equal(true);
    const [ok] = await submit(basic);
    expect(ok).to.equal(true);
    expect(seen[0].headers['content-type']).to.match(/^multipart\/form-data; boundary=/);
    const body = String(seen[0].body);
    expect(body).to.match(/name="name"\r\n\r\nAda\r\n/);
    expect(body).to.match(
      /name="doc"; filename="hello.txt"\r\nContent-Type: text\/plain\r\n\r\nhello\r\n/,
    );
    expect(body).to.not.include('fakepath');
  });
});
