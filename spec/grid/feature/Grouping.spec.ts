import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../index';
import { click, key, scrollTo, useDom } from '../../dom.helpers';
import { useGridCleanup } from '../grid.fixtures';
import { STAFF_COLUMNS, rowTexts, staffStore } from './feature.fixtures';
// The features are in the grid pack.
import '../../../packs/grid';

describe('Lib.grid.feature.Grouping', () => {
  useDom();
  const made = useGridCleanup();
  const grid = (feature: any = {}, config: Record<string, any> = {}): any =>
    made(
      Lib.create('Lib.grid.Panel', {
        store: staffStore(),
        columns: STAFF_COLUMNS,
        height: 400,
        width: 500,
        renderTo: document.body,
        features: [{ ftype: 'grouping', ...feature }],
        ...config,
      } as any),
    );

  it('is created by the grid from its ftype and given the grid', () => {
    const g = grid();
    const [feature] = g.features;
    expect(feature).to.be.an.instanceOf((Lib as any).grid.feature.Grouping);
    expect(feature.grid).to.equal(g);
    expect(feature.view).to.equal(g.getView());
    expect(g.getView().dataSource).to.equal(feature);
    expect(Lib.create('Lib.grid.feature.Feature' as any).isFeature).to.equal(true);
  });

  it('takes a feature instance as is', () => {
    const feature = Lib.create('Lib.grid.feature.Grouping' as any, { startCollapsed: true });
    const g = grid(undefined, { features: [feature] });
    expect(g.features[0]).to.equal(feature);
    expect(rowTexts(g)).to.deep.equal([
      '# Department: Art',
      '# Department: Eng',
      '# Department: Ops',
    ]);
  });

  it('fails on an unknown ftype, naming it', () => {
    expect(() => grid({ ftype: 'groupy' })).to.throw(/feature\.groupy/);
  });

  it('shows a header row before each group, the records under it', () => {
    const g = grid();
    expect(rowTexts(g)).to.deep.equal([
      '# Department: Art',
      'Dan|Art|50',
      '# Department: Eng',
      'Ada|Eng|300',
      'Cy|Eng|200',
      '# Department: Ops',
      'Bea|Ops|100',
      'Eve|Ops|150',
    ]);
    const header = g.getView().slots[0].tr;
    expect(header.className).to.contain('x-grid-group-hd');
    expect(header.className).to.contain('x-grid-group-hd-collapsible');
    expect(header.getAttribute('aria-expanded')).to.equal('true');
    expect(header.tabIndex).to.equal(0);
    expect(header.getAttribute('aria-rowindex')).to.equal('2');
    expect(g.getView().el.dom.getAttribute('aria-rowcount')).to.equal('9');
  });

  it('fills groupHeaderTpl with the group name, value, field, column and rows, as markup', () => {
    const g = grid({
      groupHeaderTpl:
        '<b>{name}</b> {groupField} {columnName} ({rows.length})<img src=x onerror="window.hit=1">',
    });
    const title = g.getView().slots[2].cells[0];
    expect(title.querySelector('b').textContent).to.equal('Eng');
    expect(title.textContent).to.equal('Eng dept Department (2)');
    expect(title.querySelector('img')?.getAttribute('onerror') ?? null).to.equal(null);
  });

  it('collapses and expands a group on a click on its header, firing groupclick, groupcollapse, groupexpand', () => {
    const g = grid();
    const view = g.getView();
    const events: string[] = [];
    g.on('groupclick', (v: any, node: any, name: string, e: any) => {
      expect([v, node, e.type]).to.deep.equal([view, view.slots[2].tr, 'click']);
      events.push('click ' + name);
    });
    view.on('groupcollapse', (v: any, node: any, name: string) => events.push('collapse ' + name));
    g.on('groupexpand', (v: any, node: any, name: string) => events.push('expand ' + name));
    const itemclick = sinon.spy();
    g.on('itemclick', itemclick);
    click(view.slots[2].cells[0]);
    expect(rowTexts(g)).to.deep.equal([
      '# Department: Art',
      'Dan|Art|50',
      '# Department: Eng',
      '# Department: Ops',
      'Bea|Ops|100',
      'Eve|Ops|150',
    ]);
    expect(view.slots[2].tr.getAttribute('aria-expanded')).to.equal('false');
    expect(view.slots[2].tr.className).to.contain('x-grid-group-hd-collapsed');
    click(view.slots[2].tr);
    expect(rowTexts(g)).to.have.length(8);
    expect(events).to.deep.equal(['click Eng', 'collapse Eng', 'click Eng', 'expand Eng']);
    expect(itemclick.called).to.equal(false);
  });

  it('toggles a group with Enter or Space on its header', () => {
    const g = grid();
    const view = g.getView();
    key(view.slots[0].tr, 'Enter');
    expect(rowTexts(g)[1]).to.equal('# Department: Eng');
    key(view.slots[0].tr, ' ');
    expect(rowTexts(g)[1]).to.equal('Dan|Art|50');
  });

  it('starts collapsed with startCollapsed; collapse, expand, expandAll, collapseAll by name', () => {
    const g = grid({ startCollapsed: true });
    const feature = g.features[0];
    expect(rowTexts(g)).to.have.length(3);
    feature.expand('Ops');
    expect(rowTexts(g)).to.deep.equal([
      '# Department: Art',
      '# Department: Eng',
      '# Department: Ops',
      'Bea|Ops|100',
      'Eve|Ops|150',
    ]);
    expect(feature.isExpanded('Ops')).to.equal(true);
    feature.expandAll();
    expect(rowTexts(g)).to.have.length(8);
    feature.collapse('Art');
    expect(rowTexts(g)[1]).to.equal('# Department: Eng');
    feature.collapseAll();
    expect(rowTexts(g)).to.have.length(3);
  });

  it('does not collapse with collapsible: false', () => {
    const g = grid({ collapsible: false });
    const header = g.getView().slots[0].tr;
    expect(header.className).to.contain('x-grid-group-hd-not-collapsible');
    expect(header.hasAttribute('aria-expanded')).to.equal(false);
    click(header);
    expect(rowTexts(g)).to.have.length(8);
  });

  it('shows plain rows while disabled, and groups again once enabled', () => {
    const g = grid();
    const feature = g.features[0];
    feature.disable();
    expect(g.getView().dataSource).to.equal(g.getStore());
    expect(rowTexts(g)).to.deep.equal([
      'Dan|Art|50',
      'Ada|Eng|300',
      'Cy|Eng|200',
      'Bea|Ops|100',
      'Eve|Ops|150',
    ]);
    expect(g.getView().slots[0].tr.hasAttribute('data-feature')).to.equal(false);
    feature.enable();
    expect(rowTexts(g)).to.have.length(8);
  });

  it('follows the store a reconfigure gives the grid', () => {
    const g = grid();
    const old = g.getStore();
    g.reconfigure(staffStore({ data: [{ name: 'Ivy', dept: 'Law', salary: 1 }] }));
    expect(rowTexts(g)).to.deep.equal(['# Department: Law', 'Ivy|Law|1']);
    old.add({ name: 'Old', dept: 'Art' });
    g.getStore().add({ name: 'Jo', dept: 'Law', salary: 2 });
    expect(rowTexts(g)).to.deep.equal(['# Department: Law', 'Ivy|Law|1', 'Jo|Law|2']);
    old.destroy();
  });

  it('stops following the store when the grid is destroyed', () => {
    const store = staffStore();
    const g = grid(undefined, { store });
    const feature = g.features[0];
    g.destroy();
    expect(feature.$on).to.equal(false);
    const before = feature.$count;
    store.add({ name: 'Kim', dept: 'Eng' });
    expect(feature.$count).to.equal(before);
    store.destroy();
  });

  describe('follows the store', () => {
    it('adds a record to its group, and a new group', () => {
      const g = grid();
      g.getStore().add({ name: 'Fay', dept: 'Eng', salary: 1 }, { name: 'Gus', dept: 'Zoo' });
      expect(rowTexts(g)).to.deep.equal([
        '# Department: Art',
        'Dan|Art|50',
        '# Department: Eng',
        'Ada|Eng|300',
        'Cy|Eng|200',
        'Fay|Eng|1',
        '# Department: Ops',
        'Bea|Ops|100',
        'Eve|Ops|150',
        '# Department: Zoo',
        'Gus|Zoo|0',
      ]);
    });

    it('removes records, and a group left empty', () => {
      const g = grid();
      const store = g.getStore();
      store.remove(store.findRecord('name', 'Dan'));
      store.remove(store.findRecord('name', 'Ada'));
      expect(rowTexts(g)).to.deep.equal([
        '# Department: Eng',
        'Cy|Eng|200',
        '# Department: Ops',
        'Bea|Ops|100',
        'Eve|Ops|150',
      ]);
    });

    it('moves an edited record to its new group', () => {
      const g = grid();
      g.getStore().findRecord('name', 'Dan').set('dept', 'Ops');
      expect(rowTexts(g)).to.deep.equal([
        '# Department: Eng',
        'Ada|Eng|300',
        'Cy|Eng|200',
        '# Department: Ops',
        'Dan|Ops|50',
        'Bea|Ops|100',
        'Eve|Ops|150',
      ]);
    });

    it('sorts inside the groups, filters, regroups and ungroups', () => {
      const g = grid();
      const store = g.getStore();
      store.sort('salary', 'ASC');
      expect(rowTexts(g).slice(2, 5)).to.deep.equal([
        '# Department: Eng',
        'Cy|Eng|200',
        'Ada|Eng|300',
      ]);
      store.filter('dept', 'Ops');
      expect(rowTexts(g)).to.deep.equal(['# Department: Ops', 'Bea|Ops|100', 'Eve|Ops|150']);
      store.clearFilter();
      store.group('name');
      expect(rowTexts(g)[0]).to.equal('# Name: Ada');
      store.clearGrouping();
      expect(rowTexts(g)).to.have.length(5);
      expect(rowTexts(g)[0]).to.equal('Dan|Art|50');
    });

    it('loads new data', () => {
      const g = grid();
      g.getStore().loadData([{ name: 'Hal', dept: 'New', salary: 5 }]);
      expect(rowTexts(g)).to.deep.equal(['# Department: New', 'Hal|New|5']);
    });
  });

  describe('records in a grouped view', () => {
    it('maps records to view rows: getNode, indexOf, getRecord, item events', () => {
      const g = grid();
      const view = g.getView();
      const store = g.getStore();
      const cy = store.findRecord('name', 'Cy');
      expect(store.indexOf(cy)).to.equal(2);
      expect(view.indexOf(cy)).to.equal(4);
      expect(view.getNode(cy)).to.equal(view.slots[4].tr);
      expect(view.getRecord(view.slots[4].tr)).to.equal(cy);
      expect(view.getRecord(view.slots[2].tr)).to.equal(undefined);
      expect(view.getNode(view.slots[2].cells[0])).to.equal(null);
      const itemclick = sinon.spy();
      g.on('itemclick', itemclick);
      click(view.slots[4].cells[0]);
      expect(itemclick.firstCall.args.slice(1, 4)).to.deep.equal([cy, view.slots[4].tr, 4]);
      expect(g.getSelectionModel().getSelection()).to.deep.equal([cy]);
      expect(view.slots[4].tr.getAttribute('aria-selected')).to.equal('true');
      g.features[0].collapse('Eng');
      expect(view.indexOf(cy)).to.equal(-1);
      expect(view.getNode(cy)).to.equal(null);
    });

    it('moves the keyboard focus over the records, skipping headers', () => {
      const g = grid();
      const view = g.getView();
      const sm = g.getSelectionModel();
      view.focusRow(g.getStore().findRecord('name', 'Dan'));
      key(view.el.dom, 'ArrowDown');
      expect(sm.getSelection()[0].get('name')).to.equal('Ada');
      expect(view.el.dom.getAttribute('aria-activedescendant')).to.equal(view.slots[3].tr.id);
    });
  });

  it('opens the row editor over a record row, and saves into the summary of its group', () => {
    const g = grid(
      { ftype: 'groupingsummary' },
      {
        plugins: [{ ptype: 'rowediting', clicksToEdit: 1 }],
        columns: STAFF_COLUMNS.map((c) => ({ ...c, editor: 'textfield' })),
      },
    );
    const view = g.getView();
    const store = g.getStore();
    const cy = store.findRecord('name', 'Cy');
    const editing = g.findPlugin('rowediting');
    editing.startEdit(cy, 0);
    const editor = editing.getEditor();
    // Cy's row: view row 5 (Art: header, Dan, summary; Eng: header, Ada, Cy).
    expect(view.indexOf(cy)).to.equal(5);
    expect(editor.el.dom.style.top).to.equal(view.getRowTop(cy) + 'px');
    expect(view.getRowTop(cy)).to.equal(view.getRowTop(5));
    expect(editing.context.rowIdx).to.equal(5);
    editor.getForm().findField('salary').setValue('250');
    editing.completeEdit();
    expect(cy.get('salary')).to.equal(250);
    expect(rowTexts(g)[6]).to.equal('||550');
  });

  it('selects a Shift range over the records, across groups', () => {
    const g = grid(undefined, { multiSelect: true });
    const view = g.getView();
    click(view.slots[1].cells[0]);
    click(view.slots[4].cells[0], { shiftKey: true });
    expect(
      g
        .getSelectionModel()
        .getSelection()
        .map((r: any) => r.get('name')),
    ).to.have.members(['Dan', 'Ada', 'Cy']);
    expect(
      view.slots.filter((slot: any) => slot.tr.getAttribute('aria-selected') === 'true'),
    ).to.have.length(3);
  });

  describe('a grouped 100 000-row grid over raw rows', () => {
    let made = 0;
    before(() => {
      Lib.define('Spec.group.Row', {
        extend: 'Lib.data.Model',
        fields: ['id', 'name', 'g', { name: 'n', type: 'int' }],
        proxy: 'memory',
        constructor(this: any) {
          made++;
          return this.callParent(arguments);
        },
      });
    });
    after(() => Lib.undefine('Spec.group.Row'));

    it('scrolls showing the right rows, making records only for the rows drawn', () => {
      // 1 000 groups of 100 rows, loaded in reverse: the store sorts them by group.
      const rows = Array.from({ length: 100_000 }, (_, i) => ({
        id: i + 1,
        name: 'Person ' + (i + 1),
        g: 'G' + String(Math.floor(i / 100)).padStart(4, '0'),
        n: i,
      })).reverse();
      made = 0;
      const store = Lib.create('Lib.data.Store', {
        model: 'Spec.group.Row',
        groupField: 'g',
        data: rows,
      } as any);
      const g = grid(
        { ftype: 'groupingsummary' },
        {
          store,
          columns: [
            { text: 'Name', dataIndex: 'name' },
            { text: 'Group', dataIndex: 'g' },
            { text: 'N', dataIndex: 'n', summaryType: 'max' },
          ],
        },
      );
      const view = g.getView();
      // A header, 100 records and a summary per group.
      expect(view.dataSource.getCount()).to.equal(102_000);
      scrollTo(view.el.dom, 510 * 24);
      const at = (index: number) => view.slots.find((slot: any) => slot.index === index);
      // Row 510: group 5 starts there (5 groups of 102 rows before it).
      expect(at(510).cells[0].textContent).to.equal('Group: G0005');
      expect(at(511).record.get('name')).to.equal('Person 600');
      expect(at(509).cells.map((td: any) => td.textContent)).to.deep.equal(['', '', '499']);
      expect(made).to.be.below(100);
    });
  });

  describe('the column menu', () => {
    const menuOf = (g: any, index: number) => {
      g.headerCt.showMenuBy(g.columns[index]);
      return g.headerCt.menu;
    };

    it('groups the store by the column with "Group by this field", firing groupchange', () => {
      const g = grid();
      const changed = sinon.spy();
      g.getStore().on('groupchange', changed);
      const menu = menuOf(g, 0);
      const item = menu.down('#groupMenuItem');
      expect(item.text).to.equal('Group by this field');
      expect(item.disabled).to.equal(false);
      expect(menu.items.items.map((i: any) => i.itemId || i.xtype).slice(-3)).to.deep.equal([
        'menuseparator',
        'groupMenuItem',
        'groupToggleMenuItem',
      ]);
      click(item.el.dom);
      expect(g.getStore().getGroupField()).to.equal('name');
      expect(changed.calledOnceWith(g.getStore())).to.equal(true);
      expect(rowTexts(g).slice(0, 2)).to.deep.equal(['# Name: Ada', 'Ada|Eng|300']);
      expect(menu.isVisible()).to.equal(false);
    });

    it('hides the grouped column with hideGroupedHeader, and shows it on ungroup or regroup', () => {
      const g = grid({ hideGroupedHeader: true });
      const [feature] = g.features;
      const shown = () => g.headerCt.getVisibleGridColumns().map((c: any) => c.dataIndex);
      const checked = (index: number) => {
        const columns = menuOf(g, index).down('#columnItem').menu;
        const items = columns.items.items.map((i: any) => [i.text, i.checked]);
        g.headerCt.menu.hide();
        return items;
      };
      // Grouped by department from the start: its column is hidden, and so unchecked.
      expect(shown()).to.deep.equal(['name', 'salary']);
      expect(checked(0)).to.deep.equal([
        ['Name', true],
        ['Department', false],
        ['Salary', true],
      ]);
      expect(g.getView().getNode(1).querySelectorAll('.x-grid-cell')).to.have.length(2);
      click(menuOf(g, 0).down('#groupMenuItem').el.dom);
      expect(g.getStore().getGroupField()).to.equal('name');
      expect(shown()).to.deep.equal(['dept', 'salary']);
      expect(checked(1).map((i: any) => i[1])).to.deep.equal([false, true, true]);
      feature.disable();
      expect(shown()).to.deep.equal(['name', 'dept', 'salary']);
      feature.enable();
      expect(shown()).to.deep.equal(['dept', 'salary']);
      g.getStore().clearGrouping();
      expect(shown()).to.deep.equal(['name', 'dept', 'salary']);
      // Without the option, the grouped column stays.
      expect(grid().headerCt.getVisibleGridColumns()).to.have.length(3);
    });

    it('is disabled for a column with groupable: false; custom texts; none without the menu', () => {
      const columns = [
        { text: 'Name', dataIndex: 'name', groupable: false },
        ...STAFF_COLUMNS.slice(1),
      ];
      const g = grid({ groupByText: 'Group', showGroupsText: 'Groups' }, { columns });
      const menu = menuOf(g, 0);
      expect(menu.down('#groupMenuItem').disabled).to.equal(true);
      expect(menu.down('#groupMenuItem').text).to.equal('Group');
      expect(menu.down('#groupToggleMenuItem').text).to.equal('Groups');
      expect(menuOf(g, 1).down('#groupMenuItem').disabled).to.equal(false);
      const plain = grid({ enableGroupingMenu: false });
      expect(menuOf(plain, 0).down('#groupMenuItem')).to.equal(null);
      const noToggle = grid({ enableNoGroups: false });
      expect(menuOf(noToggle, 0).down('#groupMenuItem')).to.not.equal(null);
      expect(menuOf(noToggle, 0).down('#groupToggleMenuItem')).to.equal(null);
    });

    it('ungroups with "Show in groups" unchecked, and groups by the last field when checked', () => {
      const g = grid();
      const store = g.getStore();
      const feature = g.features[0];
      const changed = sinon.spy();
      store.on('groupchange', changed);
      let toggle = menuOf(g, 1).down('#groupToggleMenuItem');
      expect(toggle.checked).to.equal(true);
      const node = toggle.getFocusEl().dom;
      expect(node.getAttribute('role')).to.equal('menuitemcheckbox');
      expect(node.getAttribute('aria-checked')).to.equal('true');
      click(toggle.el.dom);
      expect(feature.disabled).to.equal(true);
      expect(store.isGrouped()).to.equal(false);
      expect(changed.callCount).to.equal(1);
      expect(rowTexts(g)).to.have.length(5);
      expect(rowTexts(g).some((t: string) => t.startsWith('#'))).to.equal(false);
      toggle = menuOf(g, 0).down('#groupToggleMenuItem');
      expect([toggle.checked, toggle.disabled]).to.deep.equal([false, false]);
      click(toggle.el.dom);
      expect(feature.disabled).to.equal(false);
      expect(store.getGroupField()).to.equal('dept');
      expect(changed.callCount).to.equal(2);
      expect(rowTexts(g)[0]).to.equal('# Department: Art');
    });

    it('offers "Show in groups" disabled while nothing was ever grouped', () => {
      const g = grid({}, { store: staffStore({ groupField: undefined }) });
      const toggle = menuOf(g, 0).down('#groupToggleMenuItem');
      expect([toggle.checked, toggle.disabled]).to.deep.equal([false, true]);
      click(menuOf(g, 2).down('#groupMenuItem').el.dom);
      expect(g.getStore().getGroupField()).to.equal('salary');
    });

    it('reaches the grouping items with the keyboard', () => {
      const g = grid();
      const dept = g.columns[1];
      key(dept.el.dom, 'ArrowDown', { altKey: true });
      const menu = g.headerCt.menu;
      const item = menu.down('#groupMenuItem');
      key(document.activeElement, 'End');
      expect(document.activeElement).to.equal(menu.down('#groupToggleMenuItem').getFocusEl().dom);
      key(document.activeElement, 'ArrowUp');
      expect(document.activeElement).to.equal(item.getFocusEl().dom);
      key(document.activeElement, 'Enter');
      expect(g.getStore().getGroupField()).to.equal('dept');
      expect(menu.isVisible()).to.equal(false);
    });
  });
});
