import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../../lib/Lib';
import { ComboBox } from '../../../classes/form/field/ComboBox';
import '../../../classes/data/Store';
import { click, key } from '../../dom.helpers';
import { fire, inputOf, type, useFields } from '../form.helpers';

const STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['CA', 'California'],
];

function peopleStore(extra: Record<string, any> = {}): any {
  return Lib.create('Lib.data.Store', {
    fields: ['id', 'name'],
    data: [
      { id: 1, name: 'Ada' },
      { id: 2, name: 'Alan' },
      { id: 3, name: 'Grace' },
    ],
    ...extra,
  });
}

describe('Lib.form.field.ComboBox', () => {
  const { make } = useFields();
  const stores: any[] = [];
  afterEach(() => {
    while (stores.length) stores.pop().destroyStore();
  });

  /** The visible list's item texts. */
  function items(combo: any): string[] {
    return Array.from(combo.picker.listEl.dom.children as ArrayLike<Element>).map(
      (node) => node.textContent as string,
    );
  }

  it('has the xtypes combobox and combo', () => {
    expect(Lib.ClassManager.getByAlias('widget.combobox')).to.equal(ComboBox);
    expect(Lib.ClassManager.getByAlias('widget.combo')).to.equal(ComboBox);
    expect(Lib.ClassManager.get('Lib.form.ComboBox')).to.equal(ComboBox);
  });

  describe('stores', () => {
    it('takes an array of [value, display] pairs (field1 value, field2 display)', () => {
      const combo = make('Lib.form.field.ComboBox', { store: STATES, value: 'AK' });
      expect(combo.valueField).to.equal('field1');
      expect(combo.displayField).to.equal('field2');
      expect(combo.getValue()).to.equal('AK');
      expect(combo.getRawValue()).to.equal('Alaska');
    });

    it('takes an array of values (value and display are the same)', () => {
      const combo = make('Lib.form.field.ComboBox', { store: ['red', 'green'], value: 'green' });
      expect(combo.getValue()).to.equal('green');
      expect(combo.getRawValue()).to.equal('green');
      expect(combo.store.getCount()).to.equal(2);
    });

    it('refuses a displayField or valueField that names no field of the store model', () => {
      const store = peopleStore();
      stores.push(store);
      expect(() =>
        Lib.create('Lib.form.field.ComboBox', { store, displayField: 'nmae', valueField: 'id' }),
      ).to.throw(
        Lib.Error,
        "[Lib.form.field.ComboBox] config 'displayField': 'nmae' is no field of the store's model",
      );
      expect(() =>
        Lib.create('Lib.form.field.ComboBox', { store, displayField: 'name', valueField: 'key' }),
      ).to.throw(Lib.Error, "config 'valueField': 'key' is no field of the store's model");
      expect(() =>
        Lib.create('Lib.form.field.ComboBox', {
          store: { fields: ['a'], storeId: 'comboCheck' },
          displayField: 'b',
        }),
      ).to.throw(Lib.Error, "'displayField': 'b' is no field");
      expect(Lib.data.StoreManager.lookup('comboCheck')).to.equal(undefined);
      const combo = make('Lib.form.field.ComboBox', { displayField: 'name', valueField: 'id' });
      expect(() => combo.bindStore(store)).to.not.throw();
      const other = Lib.create('Lib.data.Store', { fields: ['x'] });
      stores.push(other);
      expect(() => combo.bindStore(other)).to.throw(
        Lib.Error,
        /'displayField': 'name' is no field of the store's model \(made from its fields\), which has 'x'/,
      );
    });

    it('takes a store with displayField and valueField', () => {
      const store = peopleStore();
      stores.push(store);
      const combo = make('Lib.form.field.ComboBox', {
        store,
        displayField: 'name',
        valueField: 'id',
        value: 3,
      });
      expect(combo.store).to.equal(store);
      expect(combo.getValue()).to.equal(3);
      expect(combo.getRawValue()).to.equal('Grace');
      expect(combo.findRecordByValue(2).get('name')).to.equal('Alan');
      expect(combo.findRecordByDisplay('Ada').get('id')).to.equal(1);
      expect(combo.findRecordByValue(99)).to.equal(false);
    });

    it('takes a storeId and a store config', () => {
      stores.push(peopleStore({ storeId: 'specPeople' }));
      const byId = make('Lib.form.field.ComboBox', { store: 'specPeople', displayField: 'name' });
      expect(byId.store.storeId).to.equal('specPeople');
      expect(byId.valueField).to.equal('name');
      const byConfig = make('Lib.form.field.ComboBox', {
        store: { fields: ['text'], data: [{ text: 'one' }] },
      });
      expect(byConfig.store.getCount()).to.equal(1);
      expect(() => Lib.create('Lib.form.field.ComboBox', { store: 'nope' })).to.throw(
        Lib.Error,
        "store 'nope' is not a registered storeId",
      );
    });

    it('makes an empty store when given none', () => {
      const combo = make('Lib.form.field.ComboBox');
      expect(combo.store.getCount()).to.equal(0);
    });

    it('shows the value once its record arrives in the store', () => {
      const store = peopleStore({ data: [] });
      stores.push(store);
      const combo = make('Lib.form.field.ComboBox', {
        store,
        displayField: 'name',
        valueField: 'id',
        value: 2,
      });
      expect(combo.getRawValue()).to.equal('2');
      store.loadData([{ id: 2, name: 'Alan' }]);
      expect(combo.getRawValue()).to.equal('Alan');
      expect(combo.getValue()).to.equal(2);
    });

    it('type-checks its configs', () => {
      // 'remote' too once the forms pack is loaded (spec/packs.spec.ts: refused without it).
      expect(() => Lib.create('Lib.form.field.ComboBox', { queryMode: 'server' } as any)).to.throw(
        TypeError,
        "[Lib.form.field.ComboBox] config 'queryMode' must be one of 'local'",
      );
      expect(() => Lib.create('Lib.form.field.ComboBox', { store: 5 } as any)).to.throw(
        TypeError,
        "config 'store' must be a store, a store config, a storeId or an array",
      );
    });

    it("refuses Ext's multiSelect, and accepts multiSelect false (one value)", () => {
      expect(() => Lib.create('Lib.form.field.ComboBox', { multiSelect: true } as any)).to.throw(
        TypeError,
        "[Lib.form.field.ComboBox] config 'multiSelect' must be false (one value only), got true",
      );
      const combo = make('Lib.form.field.ComboBox', { multiSelect: false, store: STATES } as any);
      combo.setValue(['AK']);
      expect(combo.getValue()).to.equal('AK');
    });
  });

  describe('values', () => {
    it('setValue takes a record, a value or an array holding one', () => {
      const combo = make('Lib.form.field.ComboBox', { store: STATES });
      combo.setValue(combo.store.getAt(2));
      expect(combo.getValue()).to.equal('AZ');
      combo.setValue(['CA']);
      expect(combo.getRawValue()).to.equal('California');
      combo.setValue(null);
      expect(combo.getValue()).to.equal(null);
      expect(combo.getRawValue()).to.equal('');
      combo.setValue('AL');
      combo.setValue('');
      expect(combo.getValue()).to.equal(null);
    });

    it('select(recordOrValue) sets the value without a select event', () => {
      const selectEvent = sinon.spy();
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        listeners: { select: selectEvent },
      });
      combo.select('AZ');
      expect(combo.getRawValue()).to.equal('Arizona');
      combo.select(combo.store.getAt(0));
      expect(combo.getValue()).to.equal('AL');
      expect(selectEvent.called).to.equal(false);
    });

    it('keeps a value without a record (shown as is, or as valueNotFoundText)', () => {
      const combo = make('Lib.form.field.ComboBox', { store: STATES, value: 'TX' });
      expect(combo.getValue()).to.equal('TX');
      expect(combo.getRawValue()).to.equal('TX');
      const noted = make('Lib.form.field.ComboBox', {
        store: STATES,
        valueNotFoundText: '(unknown)',
        value: 'TX',
      });
      expect(noted.getRawValue()).to.equal('(unknown)');
      expect(noted.getValue()).to.equal('TX');
    });

    it('drops a value without a record with forceSelection', () => {
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        forceSelection: true,
        value: 'TX',
      });
      expect(combo.getValue()).to.equal(null);
    });

    it('fires change with values, not texts', () => {
      const change = sinon.spy();
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        value: 'AL',
        listeners: { change },
      });
      combo.setValue('AK');
      combo.setValue('AK');
      expect(change.callCount).to.equal(1);
      expect(change.firstCall.args.slice(0, 3)).to.deep.equal([combo, 'AK', 'AL']);
    });

    it('gives typed text that picked no record as the value', () => {
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        value: 'AL',
        renderTo: document.body,
      });
      combo.setRawValue('Somewhere');
      expect(combo.getValue()).to.equal('Somewhere');
      combo.setRawValue('');
      expect(combo.getValue()).to.equal(null);
    });

    it('submits the value and validates the text', () => {
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        name: 'state',
        allowBlank: false,
      });
      expect(combo.getErrors()).to.deep.equal(['This field is required']);
      combo.setValue('AZ');
      expect(combo.getSubmitValue()).to.equal('AZ');
      expect(combo.getModelData()).to.deep.equal({ state: 'AZ' });
      expect(combo.isValid()).to.equal(true);
    });

    it('is dirty against its original value', () => {
      const combo = make('Lib.form.field.ComboBox', { store: STATES, value: 'AL' });
      expect(combo.isDirty()).to.equal(false);
      combo.setValue('CA');
      expect(combo.isDirty()).to.equal(true);
      combo.reset();
      expect(combo.getRawValue()).to.equal('Alabama');
    });
  });

  describe('the list', () => {
    it('opens from the trigger on every record, as an ARIA listbox', () => {
      const expand = sinon.spy();
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        renderTo: document.body,
        listeners: { expand },
      });
      click(combo.triggerEl.dom);
      expect(combo.isExpanded).to.equal(true);
      expect(expand.calledOnce).to.equal(true);
      expect(items(combo)).to.deep.equal(['Alabama', 'Alaska', 'Arizona', 'California']);
      const list = combo.picker.listEl.dom as HTMLElement;
      expect(list.getAttribute('role')).to.equal('listbox');
      expect(list.children[0].getAttribute('role')).to.equal('option');
      const input = inputOf(combo);
      expect(input.getAttribute('role')).to.equal('combobox');
      expect(input.getAttribute('aria-expanded')).to.equal('true');
      expect(input.getAttribute('aria-controls')).to.equal(list.id);
      expect(input.getAttribute('aria-activedescendant')).to.equal(list.children[0].id);
      click(combo.triggerEl.dom);
      expect(combo.isExpanded).to.equal(false);
      expect(combo.picker.isVisible()).to.equal(false);
    });

    it('picks a record by click: value, select(combo, [record]), closed', () => {
      const select = sinon.spy();
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        renderTo: document.body,
        listeners: { select },
      });
      combo.expand();
      click(combo.picker.getNode(3));
      expect(combo.getValue()).to.equal('CA');
      expect(combo.getRawValue()).to.equal('California');
      expect(select.calledOnce).to.equal(true);
      expect(select.firstCall.args[1]).to.deep.equal([combo.store.getAt(3)]);
      expect(combo.isExpanded).to.equal(false);
    });

    it('marks the selected record in the list', () => {
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        value: 'AZ',
        renderTo: document.body,
      });
      combo.expand();
      const node = combo.picker.getNode(2) as HTMLElement;
      expect(node.getAttribute('aria-selected')).to.equal('true');
      expect(node.classList.contains('x-boundlist-selected')).to.equal(true);
      expect(combo.picker.highlightedIndex).to.equal(2);
    });

    it('filters by the typed prefix without filtering the store', () => {
      const combo = make('Lib.form.field.ComboBox', { store: STATES, renderTo: document.body });
      type(combo, 'al');
      expect(combo.isExpanded).to.equal(true);
      expect(items(combo)).to.deep.equal(['Alabama', 'Alaska']);
      expect(combo.store.getCount()).to.equal(4);
      type(combo, 'zz');
      expect(combo.isExpanded).to.equal(false);
    });

    it('matches anywhere with anyMatch', () => {
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        anyMatch: true,
        renderTo: document.body,
      });
      type(combo, 'zon');
      expect(items(combo)).to.deep.equal(['Arizona']);
    });

    it('shows record texts holding markup as text', () => {
      const combo = make('Lib.form.field.ComboBox', {
        store: [['x', '<img src=x onerror=alert(1)>']],
        renderTo: document.body,
      });
      combo.expand();
      expect(document.body.querySelector('img')).to.equal(null);
      expect(items(combo)).to.deep.equal(['<img src=x onerror=alert(1)>']);
    });

    it('completes the typed text with typeAhead', () => {
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        typeAhead: true,
        renderTo: document.body,
      });
      type(combo, 'Cal');
      const input = inputOf(combo);
      expect(input.value).to.equal('California');
      expect(input.selectionStart).to.equal(3);
      expect(input.selectionEnd).to.equal(10);
      type(combo, 'Ca', 'deleteContentBackward');
      expect(input.value).to.equal('Ca');
    });

    it('does not open when read-only or disabled', () => {
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        readOnly: true,
        renderTo: document.body,
      });
      click(combo.triggerEl.dom);
      expect(combo.isExpanded).to.equal(false);
    });

    it('opens by a click on the input when not editable', () => {
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        editable: false,
        renderTo: document.body,
      });
      expect(inputOf(combo).readOnly).to.equal(true);
      expect(combo.el.hasCls('x-trigger-noedit')).to.equal(true);
      click(inputOf(combo));
      expect(combo.isExpanded).to.equal(true);
    });

    it('closes and removes its list when destroyed', () => {
      const combo = make('Lib.form.field.ComboBox', { store: STATES, renderTo: document.body });
      combo.expand();
      const listNode = combo.picker.el.dom;
      combo.destroy();
      expect(listNode.isConnected).to.equal(false);
    });

    it('destroys the store it made from an array, and leaves a given store alone', () => {
      const combo = make('Lib.form.field.ComboBox', { store: STATES });
      const own = combo.store;
      const given = peopleStore();
      stores.push(given);
      const other = make('Lib.form.field.ComboBox', { store: given, displayField: 'name' });
      combo.destroy();
      other.destroy();
      expect(own.isDestroyed).to.equal(true);
      expect(given.isDestroyed).to.not.equal(true);
    });
  });

  describe('keyboard', () => {
    it('Down opens the list, Down/Up move, Enter picks without specialkey', () => {
      const specialkey = sinon.spy();
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        renderTo: document.body,
        listeners: { specialkey },
      });
      const input = inputOf(combo);
      key(input, 'ArrowDown');
      expect(combo.isExpanded).to.equal(true);
      expect(combo.picker.highlightedIndex).to.equal(0);
      key(input, 'ArrowDown');
      key(input, 'ArrowDown');
      key(input, 'ArrowUp');
      expect(combo.picker.highlightedIndex).to.equal(1);
      expect(input.getAttribute('aria-activedescendant')).to.equal(combo.picker.getNode(1).id);
      key(input, 'Enter');
      expect(combo.getValue()).to.equal('AK');
      expect(combo.isExpanded).to.equal(false);
      expect(specialkey.called).to.equal(false);
      key(input, 'Enter');
      expect(specialkey.calledOnce).to.equal(true);
    });

    it('Esc closes the open list without specialkey and without changing the value', () => {
      const specialkey = sinon.spy();
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        value: 'AL',
        renderTo: document.body,
        listeners: { specialkey },
      });
      combo.expand();
      key(inputOf(combo), 'ArrowDown');
      key(inputOf(combo), 'Escape');
      expect(combo.isExpanded).to.equal(false);
      expect(combo.getValue()).to.equal('AL');
      expect(specialkey.called).to.equal(false);
      key(inputOf(combo), 'Escape');
      expect(specialkey.calledOnce).to.equal(true);
    });

    it('Tab picks the highlighted record and passes the key on', () => {
      const specialkey = sinon.spy();
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        renderTo: document.body,
        listeners: { specialkey },
      });
      type(combo, 'ari');
      key(inputOf(combo), 'Tab');
      expect(combo.getValue()).to.equal('AZ');
      expect(specialkey.calledOnce).to.equal(true);
    });
  });

  describe('forceSelection on blur', () => {
    function blurAfterTyping(combo: any, text: string): void {
      const input = inputOf(combo);
      fire(input, 'focus');
      type(combo, text);
      fire(input, 'blur');
    }

    it('takes the record named by the typed text', () => {
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        forceSelection: true,
        renderTo: document.body,
      });
      blurAfterTyping(combo, 'Arizona');
      expect(combo.getValue()).to.equal('AZ');
      expect(combo.isExpanded).to.equal(false);
    });

    it('returns to the last selection for text naming no record', () => {
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        forceSelection: true,
        value: 'CA',
        renderTo: document.body,
      });
      blurAfterTyping(combo, 'Calif');
      expect(combo.getValue()).to.equal('CA');
      expect(combo.getRawValue()).to.equal('California');
    });

    it('clears the value when the text was emptied', () => {
      const combo = make('Lib.form.field.ComboBox', {
        store: STATES,
        forceSelection: true,
        value: 'CA',
        renderTo: document.body,
      });
      blurAfterTyping(combo, '');
      expect(combo.getValue()).to.equal(null);
    });

    it('keeps free text without forceSelection', () => {
      const combo = make('Lib.form.field.ComboBox', { store: STATES, renderTo: document.body });
      blurAfterTyping(combo, 'Texas');
      expect(combo.getValue()).to.equal('Texas');
    });
  });
});
