import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { BoundList } from '../../classes/view/BoundList';
import '../../classes/data/Store';
import { click, mouse } from '../dom.helpers';
import { useFields } from '../form/form.helpers';

describe('Lib.view.BoundList', () => {
  const { make } = useFields();

  function records(): any[] {
    const store = Lib.create('Lib.data.Store', {
      fields: ['text'],
      data: [{ text: 'One' }, { text: '<i>Two</i>' }, { text: '' }],
    });
    return store.getRange();
  }

  it('has the xtype boundlist and floats, hidden until shown', () => {
    expect(Lib.ClassManager.getByAlias('widget.boundlist')).to.equal(BoundList);
    const list = make('Lib.view.BoundList');
    expect(list.floating).to.equal(true);
    expect(list.rendered).to.equal(false);
    list.show();
    expect(list.el.dom.parentNode).to.equal(document.body);
    expect(list.el.hasCls('x-boundlist')).to.equal(true);
  });

  it('shows each record as a text option', () => {
    const list = make('Lib.view.BoundList');
    list.setRecords(records());
    list.show();
    const nodes = list.listEl.query('li');
    expect(nodes.map((n: HTMLElement) => n.textContent)).to.deep.equal([
      'One',
      '<i>Two</i>',
      '\u00a0',
    ]);
    expect(list.listEl.dom.querySelector('i')).to.equal(null);
    expect(nodes[0].getAttribute('role')).to.equal('option');
    expect(nodes[0].className).to.equal('x-boundlist-item');
  });

  it('highlights one item at a time and returns its id', () => {
    const list = make('Lib.view.BoundList');
    list.setRecords(records());
    list.show();
    expect(list.highlight(1)).to.equal(list.getNode(1).id);
    list.highlight(0);
    expect(list.listEl.query('.x-boundlist-item-over')).to.deep.equal([list.getNode(0)]);
    expect(list.getHighlightedRecord().get('text')).to.equal('One');
    expect(list.highlight(9)).to.equal('');
    expect(list.getHighlightedRecord()).to.equal(undefined);
  });

  it('marks the selected record', () => {
    const list = make('Lib.view.BoundList');
    const data = records();
    list.setRecords(data);
    list.setSelectedRecord(data[1]);
    list.show();
    expect(list.getNode(1).getAttribute('aria-selected')).to.equal('true');
    expect(list.getNode(0).getAttribute('aria-selected')).to.equal('false');
  });

  it('fires itemclick(list, record, node, index, e) and keeps the focus where it is', () => {
    const itemclick = sinon.spy();
    const list = make('Lib.view.BoundList', { listeners: { itemclick } });
    const data = records();
    list.setRecords(data);
    list.show();
    const MouseEventCtor = (globalThis as any).MouseEvent;
    const down = new MouseEventCtor('mousedown', { bubbles: true, cancelable: true });
    list.getNode(1).dispatchEvent(down);
    expect(down.defaultPrevented).to.equal(true);
    click(list.getNode(1));
    expect(itemclick.calledOnce).to.equal(true);
    expect(itemclick.firstCall.args.slice(0, 4)).to.deep.equal([list, data[1], list.getNode(1), 1]);
    mouse(list.listEl.dom, 'click');
    expect(itemclick.calledOnce).to.equal(true);
  });

  it('shows emptyText when there are no records', () => {
    const list = make('Lib.view.BoundList', { emptyText: 'Nothing found' });
    list.show();
    expect(list.listEl.dom.textContent).to.equal('Nothing found');
  });

  it('type-checks its configs', () => {
    expect(() => Lib.create('Lib.view.BoundList', { displayField: 1 } as any)).to.throw(
      TypeError,
      "[Lib.view.BoundList] config 'displayField' must be a string, got 1",
    );
  });
});
