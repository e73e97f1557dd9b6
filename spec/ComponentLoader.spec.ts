import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../index';
import { Component } from '../classes/Component';
import { ComponentLoader } from '../classes/ComponentLoader';
import { ComponentManager } from '../classes/ComponentManager';
import { LibError } from '../lib/Error';
import { FakeXhr, installFakeXhr } from './data/Connection.fakes';
import { def, useCleanup } from './helpers';
import { useDom } from './dom.helpers';

/** The requests sent so far (the fake XMLHttpRequest answers when told). */
const sent = () => FakeXhr.sent;
/** The latest request sent. */
const last = () => FakeXhr.sent[FakeXhr.sent.length - 1];
/** The parameters of a request: its form-encoded body (with params Lib.Ajax POSTs), else its query. */
const paramsOf = (xhr: FakeXhr) =>
  Object.fromEntries(
    new URLSearchParams(
      typeof xhr.body == 'string' ? xhr.body : new URL(xhr.url, 'http://x/').search,
    ),
  );

describe('Lib.ComponentLoader', () => {
  useDom();
  useCleanup();
  let restoreXhr: () => void;
  let made: any[];

  /** A component (destroyed after the test) rendered to the body unless `renderTo: null`. */
  function component(config: Record<string, any> = {}, cls: any = Component): any {
    const cmp = new cls({ renderTo: document.body, ...config });
    made.push(cmp);
    return cmp;
  }

  /** A container whose item configs default to plain components. */
  function defContainer(): any {
    return def('Spec.LoaderContainer', {
      extend: 'Lib.container.Container',
      defaultType: 'component',
    });
  }

  const text = (cmp: any) => cmp.el.dom.textContent;

  beforeEach(() => {
    restoreXhr = installFakeXhr();
    made = [];
  });
  afterEach(() => {
    Lib.Ajax.abortAll();
    for (const cmp of made) cmp.destroy();
    restoreXhr();
    sinon.restore();
  });

  describe('a component with a loader', () => {
    it('is registered as Lib.ComponentLoader; getLoader gives the component its loader', () => {
      expect(Lib.ClassManager.get('Lib.ComponentLoader')).to.equal(ComponentLoader);
      expect((Lib as any).ComponentLoader).to.equal(ComponentLoader);
      const cmp = component({ loader: { url: '/news' } });
      const loader = cmp.getLoader();
      expect(loader).to.be.instanceOf(ComponentLoader);
      expect(loader.isLoader).to.equal(true);
      expect(loader.getTarget()).to.equal(cmp);
      expect(cmp.getLoader()).to.equal(loader);
      expect(cmp.loader).to.equal(loader);
      expect(sent()).to.have.length(0);
    });

    it('has no loader without a loader config', () => {
      expect(component().getLoader()).to.equal(null);
    });

    it('takes a loader instance as its loader, and becomes its target', () => {
      const loader = Lib.create('Lib.ComponentLoader', { url: '/news' });
      expect(loader.getTarget()).to.equal(null);
      const cmp = component({ loader });
      expect(cmp.getLoader()).to.equal(loader);
      expect(loader.getTarget()).to.equal(cmp);
    });

    it('refuses a loader config that is not an object', () => {
      expect(() => new Component({ loader: '/news' } as any)).to.throw(
        TypeError,
        "[Lib.Component] config 'loader' must be an object, got '/news'",
      );
    });

    it('deprecated autoLoad: a URL string loads it at once', () => {
      const cmp = component({ autoLoad: '/old' });
      expect(cmp.getLoader()).to.be.instanceOf(ComponentLoader);
      expect(sent()).to.have.length(1);
      expect(last().url).to.match(/^\/old\?_dc=\d+$/);
      last().respond(200, 'Old news');
      expect(text(cmp)).to.equal('Old news');
    });

    it('deprecated autoLoad: true loads the loader config at once', () => {
      component({ loader: { url: '/news' }, autoLoad: true });
      expect(sent()).to.have.length(1);
      expect(last().url).to.match(/^\/news\?/);
    });
  });

  describe('#load', () => {
    it('sends a GET through Lib.Ajax and writes the answer into the component', () => {
      const cmp = component({ loader: { url: '/news' }, html: 'old' });
      cmp.getLoader().load();
      expect(last().method).to.equal('GET');
      expect(last().url).to.match(/^\/news\?_dc=\d+$/);
      expect(text(cmp)).to.equal('old');
      last().respond(200, '<p>Fresh <b>news</b></p>');
      expect(cmp.el.dom.querySelector('p b').textContent).to.equal('news');
      expect(text(cmp)).to.equal('Fresh news');
    });

    it("takes params as a query string too, as Ext's Ajax does", () => {
      const cmp = component({ loader: { url: '/news', params: 'foo=123&bar=abc' } });
      cmp.getLoader().load({ params: 'bar=x' });
      expect(paramsOf(last())).to.deep.equal({ foo: '123', bar: 'x' });
      expect(() => component({ loader: { url: '/n', params: 5 as never } })).to.throw(
        TypeError,
        /'params'/,
      );
    });

    it('merges params: the load params over the loader params, baseParams over both', () => {
      const cmp = component({
        loader: { url: '/news', params: { a: 1, b: 1 }, baseParams: { c: 3 } },
      });
      cmp.getLoader().load({ params: { b: 2, c: 2, d: 4 } });
      expect(last().method).to.equal('POST');
      expect(paramsOf(last())).to.deep.equal({ a: '1', b: '2', c: '3', d: '4' });
    });

    it('uses the method config, and the load options over the loader configs', () => {
      const cmp = component({ loader: { url: '/news', method: 'POST', params: { a: 1 } } });
      cmp.getLoader().load();
      expect(last().method).to.equal('POST');
      expect(last().body).to.equal('a=1');
      cmp.getLoader().load({ url: '/other', method: 'PUT' });
      expect(last().method).to.equal('PUT');
      expect(last().url).to.match(/^\/other/);
    });

    it('passes ajaxOptions (the load ones over the loader ones) and other options to Lib.Ajax', () => {
      const cmp = component({
        loader: { url: '/news', ajaxOptions: { headers: { 'X-A': 'loader' }, timeout: 5 } },
      });
      cmp.getLoader().load({ ajaxOptions: { headers: { 'X-A': 'load' } }, disableCaching: false });
      expect(last().requestHeaders['X-A']).to.equal('load');
      expect(last().url).to.equal('/news');
    });

    it('fires load(loader, response, options) and calls success and callback with the scope', () => {
      const scope = {};
      const success = sinon.spy();
      const callback = sinon.spy();
      const onLoad = sinon.spy();
      const cmp = component({ loader: { url: '/news', success, callback, scope } });
      const loader = cmp.getLoader();
      loader.on('load', onLoad);
      loader.load({ params: { q: 1 } });
      last().respond(200, 'ok');
      expect(onLoad.calledOnce).to.equal(true);
      const [l, response, options] = onLoad.firstCall.args;
      expect(l).to.equal(loader);
      expect(response.responseText).to.equal('ok');
      expect(options.params).to.deep.equal({ q: 1 });
      expect(success.calledOnceWith(loader, response, options)).to.equal(true);
      expect(success.firstCall.thisValue).to.equal(scope);
      expect(callback.calledOnceWith(loader, true, response, options)).to.equal(true);
      expect(callback.firstCall.thisValue).to.equal(scope);
      expect(success.calledBefore(onLoad)).to.equal(true);
      expect(onLoad.calledBefore(callback)).to.equal(true);
    });

    it('takes success, failure and callback from the load options over the configs', () => {
      const config = sinon.spy();
      const own = sinon.spy();
      const cmp = component({ loader: { url: '/news', success: config } });
      cmp.getLoader().load({ success: own });
      last().respond(200, 'ok');
      expect(own.calledOnce).to.equal(true);
      expect(own.firstCall.thisValue).to.equal(cmp.getLoader());
      expect(config.called).to.equal(false);
    });

    it('fills a component not rendered yet: the content shows once it renders', () => {
      const cmp = component({ renderTo: null, loader: { url: '/news' } });
      cmp.getLoader().load();
      last().respond(200, 'Later');
      expect(cmp.rendered).to.equal(false);
      cmp.render(document.body);
      expect(text(cmp)).to.equal('Later');
    });

    it('beforeload(loader, options) returning false cancels the load', () => {
      const cmp = component({ loader: { url: '/news' } });
      const loader = cmp.getLoader();
      const before = sinon.stub().returns(false);
      loader.on('beforeload', before);
      loader.load({ params: { q: 1 } });
      expect(before.calledOnce).to.equal(true);
      expect(before.firstCall.args[0]).to.equal(loader);
      expect(before.firstCall.args[1].params).to.deep.equal({ q: 1 });
      expect(sent()).to.have.length(0);
    });

    it('a beforeload listener may change the options of the load', () => {
      const cmp = component({ loader: { url: '/news' } });
      cmp.getLoader().on('beforeload', (_l: any, options: any) => {
        options.params.token = 'abc';
      });
      cmp.getLoader().load();
      expect(paramsOf(last()).token).to.equal('abc');
    });

    it('a new load aborts the one in progress, which is reported as failed', () => {
      const cmp = component({ loader: { url: '/news' }, html: 'old' });
      const loader = cmp.getLoader();
      const exception = sinon.spy();
      loader.on('exception', exception);
      loader.load({ params: { n: 1 } });
      const first = last();
      loader.load({ params: { n: 2 } });
      expect(first.aborted).to.equal(true);
      expect(exception.calledOnce).to.equal(true);
      expect(exception.firstCall.args[1].aborted).to.equal(true);
      last().respond(200, 'second');
      expect(text(cmp)).to.equal('second');
    });

    it('throws a Lib.Error without a target or without a URL, before sending', () => {
      const loader = Lib.create('Lib.ComponentLoader', { url: '/news' });
      expect(() => loader.load()).to.throw(LibError, /\[Lib.ComponentLoader#load\].*no target/);
      const cmp = component({ loader: {} });
      expect(() => cmp.getLoader().load()).to.throw(
        LibError,
        /\[Lib.ComponentLoader#load\] there is no url/,
      );
      expect(sent()).to.have.length(0);
    });

    it('refuses wrong options with a TypeError naming the option, and a target option', () => {
      const loader = component({ loader: { url: '/news' } }).getLoader();
      expect(() => loader.load({ params: 5 } as any)).to.throw(
        TypeError,
        "[Lib.ComponentLoader#load] option 'params' must be an object or a string, got 5",
      );
      expect(() => loader.load({ renderer: 'xml' } as any)).to.throw(
        TypeError,
        "option 'renderer' must be one of 'html', 'data', 'component' or a function, got 'xml'",
      );
      expect(() => loader.load('/news' as any)).to.throw(TypeError, /options must be an object/);
      expect(() => loader.load({ target: component() } as any)).to.throw(LibError, /setTarget/);
      expect(sent()).to.have.length(0);
    });

    it('cleans up when Lib.Ajax refuses the request: no mask left, nothing in progress', () => {
      const cmp = component({ loader: { url: '/news', loadMask: true } });
      const loader = cmp.getLoader();
      expect(() => loader.load({ headers: { 'X-A': 'a\r\nb' } })).to.throw(TypeError);
      expect(cmp.el.isMasked()).to.equal(false);
      expect(loader.active).to.equal(null);
    });
  });

  describe('failed loads', () => {
    function failing() {
      const failure = sinon.spy();
      const callback = sinon.spy();
      const exception = sinon.spy();
      const onLoad = sinon.spy();
      const cmp = component({ html: '<i>kept</i>', loader: { url: '/news', failure, callback } });
      const loader = cmp.getLoader();
      loader.on({ exception, load: onLoad });
      return { cmp, loader, failure, callback, exception, onLoad };
    }

    it('an HTTP error fires exception, calls failure and callback, and keeps the content', () => {
      const { cmp, loader, failure, callback, exception, onLoad } = failing();
      loader.load();
      last().respond(500, 'Server error');
      expect(cmp.el.dom.innerHTML).to.equal('<i>kept</i>');
      expect(onLoad.called).to.equal(false);
      const [l, response, options] = exception.firstCall.args;
      expect(l).to.equal(loader);
      expect(response.status).to.equal(500);
      expect(failure.calledOnceWith(loader, response, options)).to.equal(true);
      expect(callback.calledOnceWith(loader, false, response, options)).to.equal(true);
    });

    it('a network failure is reported the same way', () => {
      const { cmp, loader, callback, exception } = failing();
      loader.load();
      last().fail();
      expect(exception.calledOnce).to.equal(true);
      expect(exception.firstCall.args[1].status).to.equal(0);
      expect(callback.firstCall.args[1]).to.equal(false);
      expect(cmp.el.dom.innerHTML).to.equal('<i>kept</i>');
    });

    it('abort() reports the load in progress as failed, with response.aborted', () => {
      const { cmp, loader, failure, exception } = failing();
      loader.abort(); // nothing in progress: nothing happens
      expect(exception.called).to.equal(false);
      loader.load();
      loader.abort();
      expect(last().aborted).to.equal(true);
      expect(exception.firstCall.args[1].aborted).to.equal(true);
      expect(failure.calledOnce).to.equal(true);
      expect(cmp.el.dom.innerHTML).to.equal('<i>kept</i>');
      expect(loader.active).to.equal(null);
    });

    it('a beforerequest listener of Lib.Ajax stopping the request fails the load', () => {
      const { loader, exception, callback } = failing();
      const stop = () => false;
      Lib.Ajax.on('beforerequest', stop);
      try {
        loader.load();
      } finally {
        Lib.Ajax.un('beforerequest', stop);
      }
      expect(exception.calledOnce).to.equal(true);
      expect(exception.firstCall.args[1]).to.equal(undefined);
      expect(callback.firstCall.args[1]).to.equal(false);
    });
  });

  describe('renderers', () => {
    it('a function renderer gets (loader, response, active); false makes the load fail', () => {
      const renderer = sinon.stub().returns(false);
      const cmp = component({ html: 'kept', loader: { url: '/news', renderer } });
      const loader = cmp.getLoader();
      const exception = sinon.spy();
      loader.on('exception', exception);
      loader.load({ removeAll: true });
      last().respond(200, 'body');
      const [l, response, active] = renderer.firstCall.args;
      expect(l).to.equal(loader);
      expect(response.responseText).to.equal('body');
      expect(active.options.url).to.equal('/news');
      expect(active.removeAll).to.equal(true);
      expect(exception.calledOnce).to.equal(true);
      expect(text(cmp)).to.equal('kept');
    });

    it('a function renderer that does not return false succeeds', () => {
      const cmp = component({
        loader: {
          url: '/news',
          renderer: (loader: any, response: any) =>
            loader.getTarget().update(response.responseText.toUpperCase()),
        },
      });
      const onLoad = sinon.spy();
      cmp.getLoader().on('load', onLoad);
      cmp.getLoader().load();
      last().respond(200, 'shout');
      expect(text(cmp)).to.equal('SHOUT');
      expect(onLoad.calledOnce).to.equal(true);
    });

    it('a renderer that throws fails the load, then its error is rethrown', () => {
      const error = new Error('renderer broke');
      const cmp = component({
        loader: {
          url: '/news',
          renderer: () => {
            throw error;
          },
        },
      });
      const exception = sinon.spy();
      const callback = sinon.spy();
      cmp.getLoader().on('exception', exception);
      cmp.getLoader().load({ callback });
      expect(() => last().respond(200, 'x')).to.throw(error);
      expect(exception.calledOnce).to.equal(true);
      expect(callback.firstCall.args[1]).to.equal(false);
      expect(cmp.getLoader().active).to.equal(null);
    });

    it("'data' gives the decoded JSON to the update of a target with a tpl", () => {
      const update = sinon.spy();
      const cmp = component({ tpl: '{name}', loader: { url: '/user', renderer: 'data' } });
      cmp.update = update;
      cmp.getLoader().load();
      last().respond(200, '{"name":"Ada"}');
      expect(update.calledOnceWith({ name: 'Ada' })).to.equal(true);
    });

    it("'data' fails the load on text that is not JSON, leaving the content", () => {
      const cmp = component({
        tpl: '{name}',
        html: 'kept',
        loader: { url: '/u', renderer: 'data' },
      });
      const exception = sinon.spy();
      cmp.getLoader().on('exception', exception);
      cmp.getLoader().load();
      last().respond(200, '<html>oops</html>');
      expect(exception.calledOnce).to.equal(true);
      expect(text(cmp)).to.equal('kept');
    });

    it("'data' needs a target with a tpl: a TypeError before sending", () => {
      const cmp = component({ loader: { url: '/user', renderer: 'data' } });
      expect(() => cmp.getLoader().load()).to.throw(
        TypeError,
        "[Lib.ComponentLoader#load] the target of renderer 'data' must be a component with a tpl, got an instance of Lib.Component",
      );
      expect(sent()).to.have.length(0);
    });

    it("'component' adds the decoded config(s) to the container", () => {
      defContainer();
      const box = component(
        { loader: { url: '/items', renderer: 'component' } },
        Lib.ClassManager.get('Spec.LoaderContainer'),
      );
      box.getLoader().load();
      last().respond(200, '[{"html":"one"},{"html":"two"}]');
      expect(box.items.items.map((kid: any) => kid.html)).to.deep.equal(['one', 'two']);
      box.getLoader().load();
      last().respond(200, '{"html":"three"}');
      expect(box.items.items.map((kid: any) => kid.html)).to.deep.equal(['one', 'two', 'three']);
    });

    it("'component' with removeAll removes the items it had once the new ones are in", () => {
      defContainer();
      const box = component(
        { loader: { url: '/items', renderer: 'component', removeAll: true } },
        Lib.ClassManager.get('Spec.LoaderContainer'),
      );
      box.getLoader().load();
      last().respond(200, '[{"html":"one"}]');
      const [one] = box.items.items;
      box.getLoader().load();
      last().respond(200, '[{"html":"two"}]');
      expect(box.items.items.map((kid: any) => kid.html)).to.deep.equal(['two']);
      expect(one.isDestroyed).to.equal(true);
    });

    it("'component' keeps the items when the answer is not JSON or the new items fail", () => {
      defContainer();
      const box = component(
        { loader: { url: '/items', renderer: 'component', removeAll: true } },
        Lib.ClassManager.get('Spec.LoaderContainer'),
      );
      box.getLoader().load();
      last().respond(200, '[{"html":"one"}]');
      const exception = sinon.spy();
      box.getLoader().on('exception', exception);
      box.getLoader().load();
      last().respond(200, 'not json');
      box.getLoader().load();
      expect(() => last().respond(200, '[{"xtype":"nosuchwidget"}]')).to.throw(/nosuchwidget/);
      expect(exception.calledTwice).to.equal(true);
      expect(box.items.items.map((kid: any) => kid.html)).to.deep.equal(['one']);
    });

    it("'component' needs a container: a TypeError before sending", () => {
      const cmp = component({ loader: { url: '/items', renderer: 'component' } });
      expect(() => cmp.getLoader().load()).to.throw(
        TypeError,
        "[Lib.ComponentLoader#load] the target of renderer 'component' must be a container, got an instance of Lib.Component",
      );
      expect(sent()).to.have.length(0);
    });

    it('are Lib.ComponentLoader.Renderer.Html, Data and Component', () => {
      const { Html, Data, Component: Cmp } = ComponentLoader.Renderer;
      const loader = Lib.create('Lib.ComponentLoader');
      expect(loader.getRenderer('html')).to.equal(Html);
      expect(loader.getRenderer('data')).to.equal(Data);
      expect(loader.getRenderer('component')).to.equal(Cmp);
      const fn = () => true;
      expect(loader.getRenderer(fn)).to.equal(fn);
    });
  });

  describe('scripts', () => {
    it('refuses scripts: true, in the config and in the load options, pointing at the docs', () => {
      const message =
        "config 'scripts' must be false: Lib never runs scripts from loaded content (see docs/differences.md), got true";
      expect(() => Lib.create('Lib.ComponentLoader', { scripts: true } as any)).to.throw(
        TypeError,
        '[Lib.ComponentLoader] ' + message,
      );
      expect(() => component({ loader: { url: '/a', scripts: true } })).to.throw(
        TypeError,
        message,
      );
      const loader = component({ loader: { url: '/a', scripts: false } }).getLoader();
      expect(() => loader.load({ scripts: true } as any)).to.throw(
        TypeError,
        "[Lib.ComponentLoader#load] option 'scripts' must be false",
      );
      expect(sent()).to.have.length(0);
    });
  });

  describe('autoLoad and loadOnRender', () => {
    it('autoLoad: true loads when the loader is made, at the construction of the component', () => {
      const cmp = component({ renderTo: null, loader: { url: '/news', autoLoad: true } });
      expect(sent()).to.have.length(1);
      last().respond(200, 'auto');
      cmp.render(document.body);
      expect(text(cmp)).to.equal('auto');
    });

    it('autoLoad: options loads with those options', () => {
      component({ loader: { url: '/news', autoLoad: { params: { page: 2 } } } });
      expect(paramsOf(last()).page).to.equal('2');
    });

    it('loadOnRender: loads once the component renders, not before', () => {
      const cmp = component({
        renderTo: null,
        loader: { url: '/news', loadOnRender: { params: { page: 3 } } },
      });
      expect(sent()).to.have.length(0);
      cmp.render(document.body);
      expect(sent()).to.have.length(1);
      expect(paramsOf(last()).page).to.equal('3');
    });

    it('loadOnRender: loads at once when the target is rendered already', () => {
      const cmp = component();
      const loader = Lib.create('Lib.ComponentLoader', { url: '/news', loadOnRender: true });
      loader.setTarget(cmp);
      expect(sent()).to.have.length(1);
    });

    it('refuses an autoLoad that is neither a boolean nor options', () => {
      expect(() => Lib.create('Lib.ComponentLoader', { autoLoad: '/news' } as any)).to.throw(
        TypeError,
        "[Lib.ComponentLoader] config 'autoLoad' must be a boolean or load options, got '/news'",
      );
    });
  });

  describe('loadMask', () => {
    const mask = (cmp: any) => cmp.el.dom.querySelector('.x-mask-msg-text')?.textContent;

    it('true masks the component with "Loading..." until the answer', () => {
      const cmp = component({ loader: { url: '/news', loadMask: true } });
      cmp.getLoader().load();
      expect(cmp.el.isMasked()).to.equal(true);
      expect(mask(cmp)).to.equal('Loading...');
      last().respond(200, 'done');
      expect(cmp.el.isMasked()).to.equal(false);
      expect(cmp.el.hasCls('x-masked')).to.equal(false);
      expect(text(cmp)).to.equal('done');
    });

    it('a string or {msg, msgCls} sets the message; the mask goes after a failure too', () => {
      const cmp = component({ loader: { url: '/news', loadMask: 'Fetching' } });
      cmp.getLoader().load();
      expect(mask(cmp)).to.equal('Fetching');
      last().respond(404, '');
      expect(cmp.el.isMasked()).to.equal(false);
      cmp.getLoader().load({ loadMask: { msg: 'Wait', msgCls: 'app-wait' } });
      expect(mask(cmp)).to.equal('Wait');
      expect(cmp.el.dom.querySelector('.x-mask-msg.app-wait')).to.not.equal(null);
      cmp.getLoader().abort();
      expect(cmp.el.isMasked()).to.equal(false);
    });

    it('no mask without loadMask, or with loadMask: false for one load', () => {
      const cmp = component({ loader: { url: '/news', loadMask: true } });
      cmp.getLoader().load({ loadMask: false });
      expect(cmp.el.isMasked()).to.equal(false);
    });

    it('masks a component rendered while its load is in progress', () => {
      const cmp = component({ renderTo: null, loader: { url: '/news', loadMask: true } });
      cmp.getLoader().load();
      cmp.render(document.body);
      expect(cmp.el.isMasked()).to.equal(true);
      last().respond(200, 'done');
      expect(cmp.el.isMasked()).to.equal(false);
    });

    it('does not mask a component rendered after its load ended', () => {
      const cmp = component({ renderTo: null, loader: { url: '/news', loadMask: true } });
      cmp.getLoader().load();
      last().respond(200, 'done');
      cmp.render(document.body);
      expect(cmp.el.isMasked()).to.equal(false);
    });
  });

  describe('auto refresh', () => {
    it('startAutoRefresh loads every interval with the options until stopAutoRefresh', () => {
      const clock = sinon.useFakeTimers();
      const cmp = component({ loader: { url: '/news' } });
      const loader = cmp.getLoader();
      expect(loader.isAutoRefreshing()).to.equal(false);
      loader.startAutoRefresh(1000, { params: { live: 1 } });
      expect(loader.isAutoRefreshing()).to.equal(true);
      expect(sent()).to.have.length(0);
      clock.tick(1000);
      expect(sent()).to.have.length(1);
      expect(paramsOf(last()).live).to.equal('1');
      last().respond(200, 'tick');
      clock.tick(2000);
      expect(sent()).to.have.length(3);
      loader.stopAutoRefresh();
      expect(loader.isAutoRefreshing()).to.equal(false);
      clock.tick(5000);
      expect(sent()).to.have.length(3);
    });

    it('refuses an interval that is not a positive number, and wrong options', () => {
      const loader = component({ loader: { url: '/news' } }).getLoader();
      expect(() => loader.startAutoRefresh(0)).to.throw(
        TypeError,
        '[Lib.ComponentLoader#startAutoRefresh] interval must be a number of milliseconds above 0, got 0',
      );
      expect(() => loader.startAutoRefresh(100, { params: 1 } as any)).to.throw(
        TypeError,
        "option 'params' must be an object",
      );
      expect(loader.isAutoRefreshing()).to.equal(false);
    });
  });

  describe('#setTarget and #getTarget', () => {
    it('takes a component or its id, and refuses anything else', () => {
      const cmp = component({ id: 'news-box' });
      const loader = Lib.create('Lib.ComponentLoader', { url: '/news' });
      loader.setTarget('news-box');
      expect(loader.getTarget()).to.equal(cmp);
      expect(() => loader.setTarget('no-such-id')).to.throw(
        TypeError,
        "[Lib.ComponentLoader#setTarget] target must be a component or the id of one, got 'no-such-id'",
      );
      expect(() => loader.setTarget({} as never)).to.throw(TypeError, /target must be a component/);
      loader.setTarget(null);
      expect(loader.getTarget()).to.equal(null);
      loader.destroy();
    });

    it('another target aborts the load in progress', () => {
      const one = component({ loader: { url: '/news' }, html: 'one' });
      const loader = one.getLoader();
      const exception = sinon.spy();
      loader.on('exception', exception);
      loader.load();
      loader.setTarget(component());
      expect(exception.calledOnce).to.equal(true);
      expect(text(one)).to.equal('one');
    });
  });

  describe('#destroy', () => {
    it('goes with its component: the load in progress is aborted and refreshing stops', () => {
      const clock = sinon.useFakeTimers();
      const cmp = component({ loader: { url: '/news' } });
      const loader = cmp.getLoader();
      const exception = sinon.spy();
      loader.on('exception', exception);
      loader.startAutoRefresh(1000);
      loader.load();
      cmp.destroy();
      expect(last().aborted).to.equal(true);
      expect(exception.calledOnce).to.equal(true);
      expect(loader.isAutoRefreshing()).to.equal(false);
      expect(loader.getTarget()).to.equal(null);
      expect(loader.hasListener('exception')).to.equal(false);
      clock.tick(5000);
      expect(sent()).to.have.length(1);
      expect(ComponentManager.get(cmp.id)).to.equal(undefined);
    });

    it('destroyed on its own, it leaves its component alone', () => {
      const cmp = component({ loader: { url: '/news' } });
      const loader = cmp.getLoader();
      loader.destroy();
      expect(loader.getTarget()).to.equal(null);
      expect(() => cmp.destroy()).to.not.throw();
    });
  });
});
