import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import '../../packs/widgets';
import { ButtonGroup } from '../../classes/container/ButtonGroup';
import { TableLayout } from '../../classes/layout/container/Table';
import { useFields } from '../form/form.helpers';

describe('Lib.container.ButtonGroup', () => {
  const { make } = useFields();

  it("has the xtype buttongroup and Ext's alternate name, and is a panel", () => {
    expect(Lib.ClassManager.getByAlias('widget.buttongroup')).to.equal(ButtonGroup);
    expect(Lib.ClassManager.get('Lib.ButtonGroup')).to.equal(ButtonGroup);
    expect(make('Lib.container.ButtonGroup').isXType('panel')).to.equal(true);
  });

  it('holds buttons by default in a table layout of `columns` columns, framed, named by its title', () => {
    const group = make('Lib.container.ButtonGroup', {
      renderTo: document.body,
      title: 'Clipboard',
      columns: 2,
      items: [{ text: 'Paste', rowspan: 2 }, { text: 'Cut' }, { text: 'Copy' }],
    });
    expect(group.items.items.map((b: { isButton: boolean }) => b.isButton)).to.deep.equal([
      true,
      true,
      true,
    ]);
    const layout = group.getLayout();
    expect(layout).to.be.instanceOf(TableLayout);
    expect(layout.columns).to.equal(2);
    const root = group.el.dom as HTMLElement;
    expect(root.classList.contains('x-btn-group')).to.equal(true);
    expect(root.classList.contains('x-btn-group-notitle')).to.equal(false);
    expect(root.classList.contains('x-panel-default-framed')).to.equal(true);
    expect(root.getAttribute('role')).to.equal('group');
    expect(document.getElementById(root.getAttribute('aria-labelledby')!)!.textContent).to.equal(
      'Clipboard',
    );
    expect(group.body.dom.style.gridTemplateColumns).to.equal('repeat(2, auto)');
  });

  it('without a title is x-btn-group-notitle; columns join a layout config of its own', () => {
    const group = make('Lib.container.ButtonGroup', {
      renderTo: document.body,
      columns: 3,
      layout: { type: 'table', tableAttrs: { cls: 'mine' } },
      items: [{ text: 'A' }],
    });
    expect(group.el.dom.classList.contains('x-btn-group-notitle')).to.equal(true);
    expect(group.getLayout().columns).to.equal(3);
    expect(group.body.dom.classList.contains('mine')).to.equal(true);
  });
});
