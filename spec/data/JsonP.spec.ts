import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../index';
import { useDom } from '../dom.helpers';
import '../../packs/grid';

describe('Lib.data.JsonP', () => {
  useDom();
  const jsonp = (): any => (Lib as any).data.JsonP;
  let added: HTMLScriptElement[];
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    added = [];
    // The network: scripts are held (no load, no error) until a spec fires their events.
    sinon.stub(document.head, 'appendChild').callsFake((node: any) => {
      added.push(node);
      return node;
    });
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 1000 });
  });
  afterEach(() => {
    jsonp().abortAll();
    sinon.restore();
  });
  const src = (script: HTMLScriptElement) => new URL(script.src, 'http://x/');

  it('adds a script with the parameters and the callback, and calls success with the data', () => {
    const calls: any[] = [];
    jsonp().request({
      url: 'https://api.example.com/users',
      params: { start: 0, limit: 50 },
      success: (data: any) => calls.push(['success', data]),
      callback: (...args: any[]) => calls.push(['callback', ...args]),
    });
    const url = src(added[0]);
    expect(url.origin + url.pathname).to.equal('https://api.example.com/users');
    const name = url.searchParams.get('callback')!;
    expect(name).to.match(/^Lib\.data\.JsonP\.callback\d+$/);
    expect(url.searchParams.get('start')).to.equal('0');
    expect(url.searchParams.get('_dc')).to.equal('1000');
    jsonp()[name.split('.').pop()!]({ items: [1] });
    expect(calls).to.deep.equal([
      ['success', { items: [1] }],
      ['callback', true, { items: [1] }, undefined],
    ]);
    expect(jsonp()[name.split('.').pop()!]).to.equal(undefined);
  });

  it('fails with error when the script fails or runs without calling back, and cleans up', () => {
    const failure = sinon.spy();
    const request = jsonp().request({ url: '/a', failure, callbackName: 'mine' });
    request.script.onload!(new Event('load'));
    expect(failure.args).to.deep.equal([['error']]);
    expect(jsonp().requests[request.id]).to.equal(undefined);
    // A late call finds a no-op, which removes itself.
    jsonp().mine({});
    expect(jsonp().mine).to.equal(undefined);
    expect(failure.calledOnce).to.equal(true);
  });

  it('fails with timeout after timeout ms, and with abort when aborted', () => {
    const failure = sinon.spy();
    jsonp().request({ url: '/a', timeout: 500, failure });
    const second = jsonp().request({ url: '/b', failure });
    clock.tick(500);
    jsonp().abort(second);
    expect(failure.args).to.deep.equal([['timeout'], ['abort']]);
  });

  it('needs a url and checks its options', () => {
    expect(() => jsonp().request({})).to.throw(/url/);
    expect(() => jsonp().request({ url: '/a', callbackName: 'a b' })).to.throw(
      TypeError,
      /callbackName/,
    );
  });

  describe('Lib.data.proxy.JsonP', () => {
    const store = (): any =>
      Lib.create('Lib.data.Store', {
        fields: ['id', 'name'],
        proxy: { type: 'jsonp', url: 'https://api.example.com/users', reader: { root: 'items' } },
      } as any);

    it('reads through a script tag, with the paging parameters in the URL', () => {
      const s = store();
      s.load();
      const url = src(added[0]);
      expect([url.searchParams.get('page'), url.searchParams.get('limit')]).to.deep.equal([
        '1',
        '25',
      ]);
      const name = url.searchParams.get('callback')!.split('.').pop()!;
      jsonp()[name]({ items: [{ id: 1, name: 'Ada' }], total: 1 });
      expect(s.getAt(0).get('name')).to.equal('Ada');
      s.destroy();
    });

    it('fails a read that times out with a RequestError', () => {
      const s = store();
      const done = sinon.spy();
      s.load({ callback: done });
      clock.tick(30000);
      const op = done.args[0][1];
      expect(done.args[0][2]).to.equal(false);
      expect(op.getRequestError().kind).to.equal('timeout');
      s.destroy();
    });

    it('refuses writes, naming the proxy', () => {
      const s = store();
      const record = s.createModel({ name: 'x' });
      expect(() =>
        s.proxy.create(
          Lib.create('Lib.data.Operation', { action: 'create', records: [record] } as any),
        ),
      ).to.throw(/Lib\.data\.proxy\.JsonP reads only/);
      s.destroy();
    });
  });
});
