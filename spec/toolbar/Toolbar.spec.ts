import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../index';
import { key, useDom } from '../dom.helpers';

const L = Lib as any;

describe('Lib.toolbar.Toolbar', () => {
  useDom();
  const made: any[] = [];
  const make = (config: Record<string, any> = {}): any => {
    const tb = Lib.create('Lib.toolbar.Toolbar', { renderTo: document.body, ...config } as any);
    made.push(tb);
    return tb;
  };
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });
  const focused = () => document.activeElement;
  const tabStops = (tb: any) =>
    tb.items.items.filter((c: any) => c.getFocusEl()?.dom.getAttribute('tabindex') === '0');

  it('is the toolbar xtype, Lib.Toolbar, and a container of buttons', () => {
    expect(Lib.ClassManager.getByAlias('widget.toolbar')).to.equal(L.toolbar.Toolbar);
    expect(L.Toolbar).to.equal(L.toolbar.Toolbar);
    const tb = make({ items: [{ text: 'Add' }] });
    expect(tb).to.be.instanceOf(L.container.Container);
    expect(tb.isToolbar).to.equal(true);
    expect(tb.items.first().isButton).to.equal(true);
    expect(tb.items.first().getText()).to.equal('Add');
  });

  it('keeps the item classes under their Ext names below Lib.Toolbar', () => {
    expect(L.Toolbar.Fill).to.equal(L.toolbar.Fill);
    expect(L.Toolbar.Separator).to.equal(L.toolbar.Separator);
    expect(L.Toolbar.Spacer).to.equal(L.toolbar.Spacer);
    expect(L.Toolbar.TextItem).to.equal(L.toolbar.TextItem);
    expect(L.Toolbar.Item).to.equal(L.toolbar.Item);
  });

  it('warns, naming enableOverflow, that items that do not fit are clipped (no menu yet)', () => {
    const warn = sinon.stub(console, 'warn');
    try {
      make({ items: [{ text: 'A' }] });
      expect(warn.called).to.equal(false);
      make({ enableOverflow: true, items: [{ text: 'A' }] });
      expect(warn.calledOnce).to.equal(true);
      expect(warn.firstCall.args[0]).to.match(/Lib\.toolbar\.Toolbar.*enableOverflow.*clipped/);
    } finally {
      warn.restore();
    }
  });

  it('renders a row with role toolbar and the Ext classes', () => {
    const tb = make({ items: [{ text: 'Add' }] });
    const el = tb.el;
    expect(el.hasCls('x-toolbar')).to.equal(true);
    expect(el.hasCls('x-toolbar-default')).to.equal(true);
    expect(el.hasCls('x-hbox')).to.equal(true);
    expect(el.dom.getAttribute('role')).to.equal('toolbar');
    expect(el.dom.getAttribute('aria-orientation')).to.equal('horizontal');
    expect(el.dom.style.alignItems).to.equal('center');
    const button = tb.items.first();
    expect(button.el.hasCls('x-toolbar-item')).to.equal(true);
    expect(button.el.hasCls('x-btn-toolbar')).to.equal(true);
  });

  it('is a column when vertical or docked left or right', () => {
    const tb = make({ vertical: true, items: ['-'] });
    expect(tb.el.hasCls('x-vbox')).to.equal(true);
    expect(tb.el.hasCls('x-toolbar-vertical')).to.equal(true);
    expect(tb.el.dom.getAttribute('aria-orientation')).to.equal('vertical');
    const sep = tb.items.first();
    expect(sep.el.hasCls('x-toolbar-separator-vertical')).to.equal(true);
    expect(sep.el.dom.getAttribute('aria-orientation')).to.equal('horizontal');
    expect(make({ dock: 'left' }).vertical).to.equal(true);
  });

  it('keeps a layout config of its own and fills in the rest', () => {
    const tb = make({ layout: { pack: 'end' } });
    expect(tb.getLayout().type).to.equal('hbox');
    expect(tb.getLayout().pack).to.equal('end');
    expect(tb.getLayout().align).to.equal('middle');
  });

  it('turns shorthand strings into fills, separators, spacers and text', () => {
    const tb = make({ items: ['->', '-', ' ', 'Ready <b>now</b>'] });
    const [fill, sep, spacer, text] = tb.items.items;
    expect(fill.isXType('tbfill')).to.equal(true);
    expect(fill.el.dom.style.flexGrow).to.equal('1');
    expect(sep.isXType('tbseparator')).to.equal(true);
    expect(sep.el.hasCls('x-toolbar-separator-horizontal')).to.equal(true);
    expect(sep.el.dom.getAttribute('role')).to.equal('separator');
    expect(spacer.isXType('tbspacer')).to.equal(true);
    expect(spacer.el.hasCls('x-toolbar-spacer')).to.equal(true);
    expect(text.isXType('tbtext')).to.equal(true);
    expect(text.el.hasCls('x-toolbar-text')).to.equal(true);
    expect(text.el.dom.textContent).to.equal('Ready <b>now</b>');
    expect(text.el.dom.querySelector('b')).to.equal(null);
  });

  it('gives shorthand items the defaults too', () => {
    const tb = make({ defaults: { cls: 'mine' }, items: ['Ready', { text: 'Go' }] });
    expect(tb.items.items.map((c: any) => c.el.hasCls('mine'))).to.deep.equal([true, true]);
  });

  it('lets legacy code add a shorthand', () => {
    L.toolbar.Toolbar.shortcuts['~'] = { xtype: 'tbspacer', width: 20 };
    try {
      const tb = make({ items: ['~'] });
      expect(tb.items.first().isXType('tbspacer')).to.equal(true);
      expect(tb.items.first().width).to.equal(20);
    } finally {
      delete L.toolbar.Toolbar.shortcuts['~'];
    }
  });

  it('refuses an unknown dock', () => {
    expect(() => Lib.create('Lib.toolbar.Toolbar', { dock: 'middle' } as any)).to.throw(
      TypeError,
      /Lib\.toolbar\.Toolbar.*dock/,
    );
  });

  describe('tbtext', () => {
    it('#setText shows the new text as text', () => {
      const tb = make({ items: [{ xtype: 'tbtext', text: 'one' }] });
      const text = tb.items.first();
      text.setText('<i>two</i>');
      expect(text.el.dom.textContent).to.equal('<i>two</i>');
      expect(text.el.dom.querySelector('i')).to.equal(null);
    });
  });

  describe('keyboard (WAI-ARIA toolbar)', () => {
    const abc = () =>
      make({
        items: [
          { text: 'A' },
          '-',
          { text: 'B', disabled: true },
          'text',
          { text: 'C' },
          '->',
          { text: 'D', hidden: true },
          { text: 'E' },
        ],
      });
    const names = (tb: any) => tb.items.items.filter((c: any) => c.isButton);

    it('has one Tab stop: the first enabled item', () => {
      const tb = abc();
      expect(tabStops(tb).map((c: any) => c.getText())).to.deep.equal(['A']);
      for (const b of names(tb)) {
        if (b.getText() !== 'A') expect(b.el.dom.getAttribute('tabindex')).to.equal('-1');
      }
    });

    it('moves with ArrowRight/ArrowLeft over disabled, hidden and non-focusable items, wrapping', () => {
      const tb = abc();
      const [a, , c, , e] = names(tb);
      a.focus();
      key(a.el.dom, 'ArrowRight');
      expect(focused()).to.equal(c.el.dom);
      key(c.el.dom, 'ArrowRight');
      expect(focused()).to.equal(e.el.dom);
      key(e.el.dom, 'ArrowRight');
      expect(focused()).to.equal(a.el.dom);
      key(a.el.dom, 'ArrowLeft');
      expect(focused()).to.equal(e.el.dom);
      key(e.el.dom, 'ArrowLeft');
      expect(focused()).to.equal(c.el.dom);
    });

    it('goes to the first and last items with Home and End', () => {
      const tb = abc();
      const [a, , c, , e] = names(tb);
      c.focus();
      key(c.el.dom, 'End');
      expect(focused()).to.equal(e.el.dom);
      key(e.el.dom, 'Home');
      expect(focused()).to.equal(a.el.dom);
    });

    it('keeps the last focused item as the Tab stop', () => {
      const tb = abc();
      const [a, , c] = names(tb);
      a.focus();
      key(a.el.dom, 'ArrowRight');
      expect(tabStops(tb)).to.deep.equal([c]);
    });

    it('moves the Tab stop on when its item is disabled, and back when enabled', () => {
      const tb = abc();
      const [a, , c] = names(tb);
      a.disable();
      expect(tabStops(tb)).to.deep.equal([c]);
      a.enable();
      expect(tabStops(tb)).to.deep.equal([a]);
    });

    it('uses ArrowDown/ArrowUp when vertical (and ignores ArrowRight)', () => {
      const tb = make({ vertical: true, items: [{ text: 'A' }, { text: 'B' }] });
      const [a, b] = tb.items.items;
      a.focus();
      key(a.el.dom, 'ArrowRight');
      expect(focused()).to.equal(a.el.dom);
      key(a.el.dom, 'ArrowDown');
      expect(focused()).to.equal(b.el.dom);
      key(b.el.dom, 'ArrowUp');
      expect(focused()).to.equal(a.el.dom);
    });

    it('leaves the arrows to a text field inside the toolbar', () => {
      const tb = make({ items: [{ xtype: 'textfield' }, { text: 'Go' }] });
      const input = tb.items.first().getFocusEl().dom;
      input.focus();
      key(input, 'ArrowRight');
      expect(focused()).to.equal(input);
    });

    it('gives an item added later the right tabindex', () => {
      const tb = abc();
      const f = tb.add({ text: 'F' });
      expect(f.el.dom.getAttribute('tabindex')).to.equal('-1');
      tb.remove(tb.items.first());
      expect(tabStops(tb).map((c: any) => c.getText())).to.deep.equal(['C']);
    });
  });
});
