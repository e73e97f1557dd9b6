import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { useDom } from '../dom.helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const L = Lib as Any;

describe('Lib.panel.Panel', () => {
  useDom();
  const panels: Any[] = [];
  const make = (config: Record<string, Any> = {}): Any => {
    const panel = Lib.create('Lib.panel.Panel', { renderTo: document.body, ...config });
    panels.push(panel);
    return panel;
  };
  afterEach(() => {
    while (panels.length) panels.pop().destroy();
  });

  it('is the panel xtype and Lib.Panel', () => {
    expect(Lib.ClassManager.getByAlias('widget.panel')).to.equal(L.panel.Panel);
    expect(Lib.ClassManager.get('Lib.Panel')).to.equal(L.panel.Panel);
    const panel = Lib.widget('panel', {});
    expect(panel).to.be.instanceOf(L.Component);
    panel.destroy();
  });

  it('renders a header with the title as text above the body', () => {
    const panel = make({ title: 'Notes <b>1</b>', width: 300, height: 200 });
    const dom = panel.el.dom;
    expect(panel.el.hasCls('x-panel')).to.equal(true);
    expect(dom.children[0].className).to.contain('x-panel-header');
    expect(dom.children[1]).to.equal(panel.body.dom);
    expect(panel.body.hasCls('x-panel-body')).to.equal(true);
    expect(panel.titleEl.dom.textContent).to.equal('Notes <b>1</b>');
    expect(dom.querySelector('b')).to.equal(null);
    expect(dom.getAttribute('aria-labelledby')).to.equal(panel.titleEl.dom.id);
    expect(dom.style.width).to.equal('300px');
    expect(dom.style.height).to.equal('200px');
  });

  it('has no header without a title, or with header false', () => {
    expect(make().headerEl).to.equal(undefined);
    expect(make({ title: 'x', header: false }).el.dom.querySelector('.x-panel-header')).to.equal(
      null,
    );
    expect(make({ header: true }).headerEl).to.not.equal(undefined);
  });

  it('puts html, bodyCls and bodyStyle on the body', () => {
    const panel = make({
      html: '<p class="t">Hi</p>',
      bodyCls: 'notes',
      bodyStyle: { padding: 4 },
    });
    expect(panel.body.dom.querySelector('p.t').textContent).to.equal('Hi');
    expect(panel.body.hasCls('notes')).to.equal(true);
    expect(panel.body.dom.style.padding).to.equal('4px');
    panel.update('<i>New</i>');
    expect(panel.body.dom.innerHTML).to.equal('<i>New</i>');
    expect(panel.getContentTarget()).to.equal(panel.body);
  });

  it('takes bodyStyle as a string', () => {
    expect(make({ bodyStyle: 'color: red' }).body.dom.style.color).to.equal('red');
  });

  it('setTitle changes the title text and fires titlechange', () => {
    const panel = make({ title: 'A' });
    const titlechange = sinon.spy();
    panel.on('titlechange', titlechange);
    panel.setTitle('<i>B</i>');
    expect(panel.getTitle()).to.equal('<i>B</i>');
    expect(panel.titleEl.dom.textContent).to.equal('<i>B</i>');
    expect(titlechange.calledOnceWith(panel, '<i>B</i>')).to.equal(true);
  });

  it('computes the body size from its own size where there is no layout', () => {
    expect(make({ title: 'T', width: 300, height: 200 }).getBodyHeight()).to.equal(200 - 2 - 32);
    expect(make({ width: 300, height: 200 }).getBodyHeight()).to.equal(198);
    expect(make({ width: 300, height: 200, border: false }).getBodyWidth()).to.equal(300);
    expect(make({ width: 300 }).getBodyWidth()).to.equal(298);
    expect(make().getBodyHeight()).to.equal(0);
  });

  it('border false adds x-panel-noborder', () => {
    expect(make({ border: false }).el.hasCls('x-panel-noborder')).to.equal(true);
  });

  it('rejects a title that is not text', () => {
    expect(() => Lib.create('Lib.panel.Panel', { title: {} as Any })).to.throw(
      TypeError,
      /Lib\.panel\.Panel\] config 'title' must be a string/,
    );
  });

  it('removes its DOM when destroyed', () => {
    const panel: Any = Lib.create('Lib.panel.Panel', { title: 'x', renderTo: document.body });
    panel.destroy();
    expect(document.body.querySelector('.x-panel')).to.equal(null);
    expect(panel.body).to.equal(undefined);
  });
});
