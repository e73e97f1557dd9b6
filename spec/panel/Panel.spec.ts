import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { click, key, useDom } from '../dom.helpers';

const L = Lib as any;

describe('Lib.panel.Panel', () => {
  useDom();
  const panels: any[] = [];
  const make = (config: Record<string, any> = {}): any => {
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
    expect(() => Lib.create('Lib.panel.Panel', { title: {} as any })).to.throw(
      TypeError,
      /Lib\.panel\.Panel\] config 'title' must be a string/,
    );
  });

  it('removes its DOM when destroyed', () => {
    const panel: any = Lib.create('Lib.panel.Panel', { title: 'x', renderTo: document.body });
    panel.destroy();
    expect(document.body.querySelector('.x-panel')).to.equal(null);
    expect(panel.body).to.equal(undefined);
  });

  describe('tools', () => {
    it('renders tools in the header as focusable buttons that call handler(event, toolEl, owner, tool)', () => {
      const handler = sinon.spy();
      const panel = make({
        title: 'T',
        tools: [{ type: 'gear', tooltip: 'Settings', handler, itemId: 'g' }],
      });
      const tool = panel.down('tool');
      expect(tool.itemId).to.equal('g');
      expect(tool.el.dom.parentNode).to.equal(panel.headerEl.dom);
      expect(tool.el.dom.getAttribute('role')).to.equal('button');
      expect(tool.el.dom.getAttribute('tabindex')).to.equal('0');
      expect(tool.el.dom.getAttribute('aria-label')).to.equal('Settings');
      expect(tool.toolEl.hasCls('x-tool-gear')).to.equal(true);
      click(tool.el.dom);
      expect(handler.calledOnce).to.equal(true);
      const [event, toolEl, owner, self] = handler.firstCall.args;
      expect(event.getKey).to.be.a('function');
      expect(toolEl).to.equal(tool.el.dom);
      expect(owner).to.equal(panel);
      expect(self).to.equal(tool);
      key(tool.el.dom, 'Enter');
      key(tool.el.dom, ' ');
      expect(handler.callCount).to.equal(3);
    });

    it('addTool adds a tool, making a header when there was none', () => {
      const panel = make();
      expect(panel.headerEl).to.equal(undefined);
      const click = sinon.spy();
      panel.addTool({ type: 'refresh', listeners: { click } });
      expect(panel.headerEl.dom.querySelector('.x-tool-refresh')).to.not.equal(null);
      panel.tools[0].el.dom.click();
      expect(click.calledOnceWith(panel.tools[0])).to.equal(true);
    });

    it('refuses an unknown tool type', () => {
      expect(() => make({ tools: [{ type: 'sparkle' }] })).to.throw(
        TypeError,
        /Lib\.panel\.Tool\] config 'type' must be one of 'close'/,
      );
    });

    it('shows the iconCls in the header and fires iconclschange', () => {
      const panel = make({ title: 'T', iconCls: 'icon-a' });
      expect(panel.iconEl.hasCls('icon-a')).to.equal(true);
      const spy = sinon.spy();
      panel.on('iconclschange', spy);
      panel.setIconCls('icon-b');
      expect(panel.iconEl.hasCls('icon-a')).to.equal(false);
      expect(panel.iconEl.hasCls('icon-b')).to.equal(true);
      expect(spy.calledOnceWith(panel, 'icon-b', 'icon-a')).to.equal(true);
    });
  });

  describe('collapsing', () => {
    it('collapsible adds the collapse tool, which collapses to the header and expands again', () => {
      const panel = make({ title: 'T', collapsible: true, height: 200 });
      const tool = panel.collapseTool;
      expect(tool.toolEl.hasCls('x-tool-collapse-top')).to.equal(true);
      expect(tool.el.dom.getAttribute('aria-expanded')).to.equal('true');
      expect(tool.el.dom.getAttribute('aria-controls')).to.equal(panel.body.dom.id);
      const events: string[] = [];
      for (const name of ['beforecollapse', 'collapse', 'beforeexpand', 'expand']) {
        panel.on(name, (...args: any[]) => {
          expect(args[0]).to.equal(panel);
          events.push(name);
        });
      }
      click(tool.el.dom);
      expect(panel.isCollapsed()).to.equal(true);
      expect(panel.getCollapsed()).to.equal('top');
      expect(panel.el.hasCls('x-panel-collapsed')).to.equal(true);
      expect(panel.el.hasCls('x-panel-collapsed-top')).to.equal(true);
      expect(tool.toolEl.hasCls('x-tool-expand-bottom')).to.equal(true);
      expect(tool.el.dom.getAttribute('aria-expanded')).to.equal('false');
      click(tool.el.dom);
      expect(panel.collapsed).to.equal(false);
      expect(panel.el.hasCls('x-panel-collapsed')).to.equal(false);
      expect(events).to.deep.equal(['beforecollapse', 'collapse', 'beforeexpand', 'expand']);
    });

    it('passes the direction to beforecollapse, and false from it or beforeexpand cancels', () => {
      const panel = make({ title: 'T', collapsible: true });
      const before = sinon.stub().returns(false);
      panel.on('beforecollapse', before);
      panel.collapse('left', false);
      expect(before.calledOnceWith(panel, 'left', false)).to.equal(true);
      expect(panel.isCollapsed()).to.equal(false);
      panel.un('beforecollapse', before);
      panel.collapse('left');
      expect(panel.el.hasCls('x-panel-collapsed-left')).to.equal(true);
      panel.on('beforeexpand', () => false);
      panel.toggleCollapse();
      expect(panel.getCollapsed()).to.equal('left');
    });

    it('renders collapsed with collapsed: true, in collapseDirection', () => {
      const panel = make({
        title: 'T',
        collapsible: true,
        collapsed: true,
        collapseDirection: 'bottom',
      });
      expect(panel.el.hasCls('x-panel-collapsed-bottom')).to.equal(true);
      expect(panel.collapseTool.toolEl.hasCls('x-tool-expand-top')).to.equal(true);
    });

    it('titleCollapse makes the title a button: a header click, Enter or Space toggles', () => {
      const panel = make({
        title: 'T',
        collapsible: true,
        titleCollapse: true,
        hideCollapseTool: true,
      });
      expect(panel.collapseTool).to.equal(undefined);
      const title = panel.titleEl.dom;
      expect(title.getAttribute('role')).to.equal('button');
      expect(title.getAttribute('tabindex')).to.equal('0');
      expect(title.getAttribute('aria-expanded')).to.equal('true');
      expect(title.getAttribute('aria-controls')).to.equal(panel.body.dom.id);
      click(panel.headerEl.dom);
      expect(panel.isCollapsed()).to.equal(true);
      expect(title.getAttribute('aria-expanded')).to.equal('false');
      key(title, 'Enter');
      expect(panel.isCollapsed()).to.equal(false);
      key(title, ' ');
      expect(panel.isCollapsed()).to.equal(true);
    });

    it('a collapsed panel in a vbox lays out again once (its siblings take the room)', () => {
      const ct = make({
        layout: { type: 'vbox', align: 'stretch' },
        height: 300,
        items: [
          { title: 'A', collapsible: true, flex: 1 },
          { title: 'B', flex: 1 },
        ],
      });
      const afterlayout = sinon.spy();
      ct.on('afterlayout', afterlayout);
      ct.items.getAt(0).collapse();
      expect(afterlayout.callCount).to.equal(1);
    });

    it('refuses a collapseDirection that is not a side', () => {
      expect(() => make({ collapseDirection: 'up' })).to.throw(
        TypeError,
        /'collapseDirection' must be one of/,
      );
    });
  });

  describe('closing', () => {
    it('closable adds the close tool; close() fires beforeclose and close, then destroys', () => {
      const panel = make({ title: 'T', closable: true });
      const events: any[] = [];
      panel.on('beforeclose', (p: any) => events.push(['beforeclose', p]));
      panel.on('close', (p: any) => events.push(['close', p]));
      click(panel.el.dom.querySelector('.x-tool-close').parentNode);
      expect(events).to.deep.equal([
        ['beforeclose', panel],
        ['close', panel],
      ]);
      expect(panel.isDestroyed).to.equal(true);
    });

    it("closeAction 'hide' hides; beforeclose returning false cancels", () => {
      const panel = make({ title: 'T', closable: true, closeAction: 'hide' });
      const veto = sinon.stub().returns(false);
      panel.on('beforeclose', veto);
      panel.close();
      expect(panel.isHidden()).to.equal(false);
      panel.un('beforeclose', veto);
      panel.close();
      expect(panel.isHidden()).to.equal(true);
      expect(panel.isDestroyed).to.equal(false);
      expect(() => make({ closeAction: 'remove' })).to.throw(
        TypeError,
        /'closeAction' must be one of 'destroy', 'hide'/,
      );
    });
  });

  describe('body and frame', () => {
    it('bodyPadding, bodyBorder, autoScroll and overflowX/Y style the body', () => {
      const panel = make({
        bodyPadding: '5 10',
        bodyBorder: 2,
        autoScroll: false,
        overflowY: true,
      });
      const style = panel.body.dom.style;
      expect(style.padding).to.equal('5px 10px');
      expect(style.borderWidth).to.equal('2px');
      expect(panel.body.hasCls('x-panel-body-border')).to.equal(true);
      expect(style.overflowY).to.equal('auto');
      expect(make({ autoScroll: true }).body.dom.style.overflow).to.equal('auto');
      expect(make({ overflowX: false }).body.dom.style.overflowX).to.equal('hidden');
      expect(make({ bodyPadding: true }).body.dom.style.padding).to.equal('5px');
    });

    it("frame adds Ext's x-panel-default-framed", () => {
      expect(make({ frame: true }).el.hasCls('x-panel-default-framed')).to.equal(true);
    });
  });
});
