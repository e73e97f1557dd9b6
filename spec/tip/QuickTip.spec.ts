import { expect } from 'chai';
import { Lib } from '../../index';
import { QuickTip } from '../../classes/tip/QuickTip';
import { ToolTip } from '../../classes/tip/ToolTip';
import { key } from '../dom.helpers';
import { boxAt } from '../menu/menu.helpers';
import { simpsonsGrid, useGridCleanup } from '../grid/grid.fixtures';
import { inputOf } from '../form/form.helpers';
import { focusIn, focusOut, hover, leave, span, useClock, useFields } from './tip.helpers';

describe('Lib.tip.QuickTip', () => {
  const { make } = useFields();
  const made = useGridCleanup();
  const t = useClock();
  const quickTip = (config: any = {}): any => make('Lib.tip.QuickTip', config);
  /** Rests the pointer on `node` for the show delay. */
  const rest = (node: Node, ms = 500) => {
    hover(node, document.body);
    t.clock.tick(ms);
  };
  const text = (tip: any) => tip.body.dom.textContent;

  it('is the quicktip xtype, a tooltip on the document, also named Lib.QuickTip', () => {
    expect(Lib.ClassManager.getByAlias('widget.quicktip')).to.equal(QuickTip);
    expect(Lib.ClassManager.get('Lib.QuickTip')).to.equal(QuickTip);
    expect(QuickTip.prototype).to.be.instanceOf(ToolTip);
    expect(quickTip().target.dom).to.equal(document);
  });

  describe('data-qtip', () => {
    it('shows the text of any element of the page, as text, after the delay', () => {
      const tip = quickTip();
      const node = span({ 'data-qtip': '<b>Bold</b> & more' });
      hover(node);
      t.clock.tick(499);
      expect(tip.isVisible()).to.equal(false);
      t.clock.tick(1);
      expect(tip.isVisible()).to.equal(true);
      expect(text(tip)).to.equal('<b>Bold</b> & more');
      expect(tip.body.dom.querySelector('b')).to.equal(null);
      expect(tip.body.hasCls('x-tip-plain')).to.equal(true);
    });

    it('shows for the nearest ancestor with the attribute, also one added later', () => {
      const tip = quickTip();
      const outer = span({ 'data-qtip': 'Outer' });
      const inner = outer.appendChild(document.createElement('i'));
      rest(inner);
      expect(text(tip)).to.equal('Outer');
      expect(tip.activeTarget.el).to.equal(outer);
    });

    it('shows data-qtitle as a title (as text), and no header without one', () => {
      const tip = quickTip();
      const titled = span({ 'data-qtip': 'Body', 'data-qtitle': '<i>Head</i>' });
      const plain = span({ 'data-qtip': 'Only body' });
      rest(titled);
      expect(tip.titleEl.dom.textContent).to.equal('<i>Head</i>');
      expect(tip.headerEl.isVisible()).to.equal(true);
      leave(titled, document.body);
      t.clock.tick(200);
      rest(plain);
      expect(text(tip)).to.equal('Only body');
      expect(tip.headerEl.isVisible()).to.equal(false);
    });

    it('reads data-qwidth, data-qclass and data-qshowDelay', () => {
      const tip = quickTip();
      const wide = span({ 'data-qtip': 'Wide', 'data-qwidth': '250', 'data-qclass': 'warn' });
      const quick = span({ 'data-qtip': 'Quick', 'data-qshowDelay': '100' });
      rest(wide);
      expect(tip.el.dom.style.width).to.equal('250px');
      expect(tip.el.hasCls('warn')).to.equal(true);
      leave(wide, document.body);
      t.clock.tick(1000);
      hover(quick, document.body);
      t.clock.tick(100);
      expect(text(tip)).to.equal('Quick');
      expect(tip.el.hasCls('warn')).to.equal(false);
      expect(tip.el.dom.style.width).to.equal('');
      expect(tip.showDelay).to.equal(500);
    });

    it('reads data-qalign and data-anchor for its place', () => {
      const tip = quickTip();
      const aligned = span({ 'data-qtip': 'Right of it', 'data-qalign': 'tl-tr' });
      boxAt(aligned, 300, 200, 80, 20);
      rest(aligned);
      expect([tip.el.dom.style.left, tip.el.dom.style.top]).to.deep.equal(['380px', '200px']);
      leave(aligned, document.body);
      t.clock.tick(1000);
      const anchored = span({ 'data-qtip': 'Below it', 'data-anchor': 'top' });
      boxAt(anchored, 300, 400, 80, 20);
      rest(anchored);
      expect([tip.el.dom.style.left, tip.el.dom.style.top]).to.deep.equal(['300px', '430px']);
      expect(tip.anchorEl.hasCls('x-tip-anchor-top')).to.equal(true);
    });

    it('with data-hide="user" stays when the pointer leaves, until Esc', () => {
      const tip = quickTip();
      const node = span({ 'data-qtip': 'Sticky', 'data-hide': 'user' });
      rest(node);
      leave(node, document.body);
      t.clock.tick(60000);
      expect(tip.isVisible()).to.equal(true);
      key(document.body, 'Escape');
      expect(tip.isVisible()).to.equal(false);
    });

    it('moves from one element to the next, and hides when the pointer leaves them', () => {
      const tip = quickTip();
      const one = span({ 'data-qtip': 'One' });
      const two = span({ 'data-qtip': 'Two' });
      rest(one);
      leave(one, two);
      hover(two, one);
      // Shown again at once: the tip hid less than quickShowInterval ago.
      t.clock.tick(200);
      expect(text(tip)).to.equal('Two');
      leave(two, document.body);
      t.clock.tick(200);
      expect(tip.isVisible()).to.equal(false);
      expect(tip.activeTarget).to.equal(null);
    });

    it('does not show when the attribute is gone (or empty) at the end of the delay', () => {
      const tip = quickTip();
      const node = span({ 'data-qtip': 'Invalid' });
      hover(node);
      node.removeAttribute('data-qtip');
      t.clock.tick(500);
      expect(tip.isVisible()).to.equal(false);
      rest(span({ 'data-qtip': '' }));
      expect(tip.isVisible()).to.equal(false);
    });

    it("shows a grid cell's qtip from metaData.tdAttr", () => {
      const tip = quickTip();
      const grid = made(
        simpsonsGrid({
          columns: [
            {
              text: 'Name',
              dataIndex: 'name',
              renderer(value: string, meta: any) {
                meta.tdAttr = 'data-qtip="Call ' + value + ' &lt;now&gt;"';
                return value;
              },
            },
          ],
        }),
      );
      rest(grid.getView().getNode(2).querySelector('.x-grid-cell-inner'));
      expect(text(tip)).to.equal('Call Homer <now>');
    });

    it("shows a field's errors with msgTarget 'qtip' (the default), one per line", () => {
      const tip = quickTip();
      const field = make('Lib.form.field.Text', {
        renderTo: document.body,
        allowBlank: false,
        minLength: 3,
        value: 'ab',
        validator: () => 'Not allowed',
      });
      field.validate();
      rest(inputOf(field));
      expect(text(tip)).to.equal(field.getErrors().join('\n'));
      expect(field.getErrors().length).to.be.above(1);
    });

    it("shows a button's tooltip and title", () => {
      const tip = quickTip();
      const button = make('Lib.button.Button', {
        text: 'Save',
        tooltip: { title: 'Save', text: 'Writes the record' },
        renderTo: document.body,
      });
      rest(button.getFocusEl().dom);
      expect(tip.titleEl.dom.textContent).to.equal('Save');
      expect(text(tip)).to.equal('Writes the record');
    });
  });

  describe('register', () => {
    it('shows the tip registered for an element (by id, element or array of them)', () => {
      const tip = quickTip();
      const [a, b, c] = [span({ id: 'reg-a' }), span(), span()];
      tip.register(
        { target: 'reg-a', title: 'A', text: '<u>a</u>' },
        { target: [b, c], text: 'b or c' },
      );
      rest(a);
      expect(tip.titleEl.dom.textContent).to.equal('A');
      expect(text(tip)).to.equal('<u>a</u>');
      leave(a, document.body);
      t.clock.tick(1000);
      rest(c);
      expect(text(tip)).to.equal('b or c');
      expect(b.id).to.match(/^ext-gen\d+$/);
      expect(tip.targets[b.id].text).to.equal('b or c');
    });

    it('takes html as sanitized markup, and width, cls, dismissDelay, showDelay', () => {
      const tip = quickTip();
      const node = span();
      tip.register({
        target: node,
        html: '<b>Bold</b><img src="x" onerror="alert(1)">',
        width: 120,
        cls: 'help',
        dismissDelay: 1000,
        showDelay: 50,
      });
      rest(node, 50);
      expect(tip.body.dom.querySelector('b').textContent).to.equal('Bold');
      expect(tip.body.dom.querySelector('img').hasAttribute('onerror')).to.equal(false);
      expect(tip.body.hasCls('x-tip-plain')).to.equal(false);
      expect(tip.el.dom.style.width).to.equal('120px');
      expect(tip.el.hasCls('help')).to.equal(true);
      t.clock.tick(1000);
      expect(tip.isVisible()).to.equal(false);
    });

    it('unregister forgets the element', () => {
      const tip = quickTip();
      const node = span();
      tip.register({ target: node, text: 'Gone soon' });
      tip.unregister(node);
      rest(node);
      expect(tip.isVisible()).to.equal(false);
    });

    it('cancelShow stops the tip of an element from showing', () => {
      const tip = quickTip();
      const node = span({ 'data-qtip': 'Never' });
      hover(node);
      tip.cancelShow(node);
      t.clock.tick(1000);
      expect(tip.isVisible()).to.equal(false);
    });

    it('refuses a config without a target and a text that is not text', () => {
      const tip = quickTip();
      expect(() => tip.register({ text: 'Lost' })).to.throw(
        TypeError,
        '[Lib.tip.QuickTip#register] target must be an element, an element id, a component or an array of these, got undefined',
      );
      expect(() => tip.register({ target: span(), text: {} })).to.throw(
        TypeError,
        "[Lib.tip.QuickTip#register] option 'text' must be a string or a number, got an object",
      );
      expect(() => tip.register({ target: 42 })).to.throw(TypeError, 'got 42');
    });
  });

  describe('accessibility', () => {
    it('shows when an element gets the keyboard focus, named in its aria-describedby', () => {
      const tip = quickTip();
      const button = document.body.appendChild(document.createElement('button'));
      button.setAttribute('data-qtip', 'Deletes the row');
      focusIn(button, document.body);
      t.clock.tick(500);
      expect(tip.isVisible()).to.equal(true);
      expect(button.getAttribute('aria-describedby')).to.equal(tip.id);
      focusOut(button, document.body);
      t.clock.tick(200);
      expect(tip.isVisible()).to.equal(false);
      expect(button.hasAttribute('aria-describedby')).to.equal(false);
    });
  });
});
