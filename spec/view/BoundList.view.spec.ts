import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import '../../classes/view/BoundList';
import '../../classes/view/BoundList.view';
import '../../classes/data/Store';
import { useFields } from '../form/form.helpers';

describe("Lib.view.BoundList with the view pack: a data view's item methods", () => {
  const { make } = useFields();

  function shown() {
    const store = Lib.create('Lib.data.Store', {
      fields: ['text'],
      data: [{ text: 'One' }, { text: 'Two' }, { text: 'Three' }],
    });
    const list = make('Lib.view.BoundList');
    list.setRecords(store.getRange());
    list.show();
    return { list, records: store.getRange() };
  }

  it('getItemSelector names the item nodes, getNodes lists them', () => {
    const { list } = shown();
    expect(list.getItemSelector()).to.equal('.x-boundlist-item');
    const nodes = list.getNodes();
    expect(nodes.map((n: HTMLElement) => n.textContent)).to.deep.equal(['One', 'Two', 'Three']);
    expect(list.el.dom.querySelectorAll(list.getItemSelector()).length).to.equal(3);
  });

  it('getNode takes an index, a record, a node inside an item or an item id', () => {
    const { list, records } = shown();
    const second = list.getNodes()[1];
    expect(list.getNode(1)).to.equal(second);
    expect(list.getNode(records[1])).to.equal(second);
    const inner = document.createElement('span');
    second.appendChild(inner);
    expect(list.getNode(inner)).to.equal(second);
    expect(list.getNode(Lib.get(second))).to.equal(second);
    expect(list.getNode(second.id)).to.equal(second);
    expect(list.getNode(document.body)).to.equal(null);
    expect(list.getNode(7)).to.equal(null);
  });

  it('indexOf, getRecord and getRecords answer for item nodes', () => {
    const { list, records } = shown();
    const nodes = list.getNodes();
    expect(list.indexOf(nodes[2])).to.equal(2);
    expect(list.indexOf(document.body)).to.equal(-1);
    expect(list.getRecord(nodes[0])).to.equal(records[0]);
    expect(list.getRecord(document.body)).to.equal(undefined);
    expect(list.getRecords([nodes[2], document.body, nodes[0]])).to.deep.equal([
      records[2],
      records[0],
    ]);
  });
});
