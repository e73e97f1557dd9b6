import { expect } from 'chai';
import sinon from 'sinon';
import Lib from '../../index';
import { Basic } from '../../classes/form/Basic';
import { def, useCleanup } from '../helpers';
import { type, useFields } from './form.helpers';

describe('Lib.form.Basic', () => {
  const { make } = useFields();
  useCleanup();

  /** A form panel with these items (default: name, email and a checkbox). */
  const panel = (config: Record<string, any> = {}): any =>
    make('Lib.form.Panel', {
      items: [
        { xtype: 'textfield', name: 'name', allowBlank: false },
        { xtype: 'textfield', name: 'email', vtype: 'email', emptyText: 'you@example.com' },
        { xtype: 'checkbox', name: 'active', inputValue: 'yes', uncheckedValue: 'no' },
      ],
      ...config,
    });

  it('is the form of a form panel, also known as Lib.form.BasicForm', () => {
    const form = panel().getForm();
    expect(form).to.be.instanceOf(Basic);
    expect(Lib.ClassManager.get('Lib.form.BasicForm')).to.equal(Basic);
  });

  it('needs a container as its owner', () => {
    expect(() => new Basic({} as any)).to.throw(
      /\[Lib\.form\.Basic\] the owner must be a container/,
    );
  });

  describe('#getFields', () => {
    it("lists the fields at any depth, with Ext's items, each and getCount", () => {
      const form = panel({
        items: [{ xtype: 'container', items: [{ xtype: 'textfield', name: 'deep' }] }, 'textfield'],
      }).getForm();
      const fields = form.getFields();
      expect(fields.getCount()).to.equal(2);
      expect(fields.items.map((f: any) => f.xtype)).to.deep.equal(['textfield', 'textfield']);
      const seen: string[] = [];
      fields.each((f: any) => void seen.push(f.getName()));
      expect(seen[0]).to.equal('deep');
    });

    it('takes in fields added later (add, insert, a container holding fields) and drops removed or destroyed ones', () => {
      const p = panel({ items: [] });
      const form = p.getForm();
      const a = p.add({ xtype: 'textfield', name: 'a' });
      p.insert(0, { xtype: 'textfield', name: 'b' });
      const box = p.add({ xtype: 'container', items: [{ xtype: 'textfield', name: 'c' }] });
      box.add({ xtype: 'textfield', name: 'd' });
      const names = () => form.getFields().items.map((f: any) => f.getName());
      expect(names()).to.have.members(['a', 'b', 'c', 'd']);
      p.remove(a);
      box.down('[name=c]').destroy();
      expect(names()).to.have.members(['b', 'd']);
      p.remove(box);
      expect(names()).to.deep.equal(['b']);
    });

    it('finds a field by id or name (findField)', () => {
      const form = panel().getForm();
      const email = form.findField('email');
      expect(email.getName()).to.equal('email');
      expect(form.findField(email.id)).to.equal(email);
      expect(form.findField('nope')).to.equal(undefined);
    });
  });

  describe('#getValues', () => {
    it("gives the submitted values by name: a checkbox's inputValue or uncheckedValue", () => {
      const form = panel().getForm();
      form.findField('name').setValue('Ada');
      expect(form.getValues()).to.deep.equal({ name: 'Ada', email: '', active: 'no' });
      form.findField('active').setValue(true);
      expect(form.getValues().active).to.equal('yes');
    });

    it('gives an array for several fields of one name, a query string with asString', () => {
      const form = panel({
        items: [
          { xtype: 'textfield', name: 'tag', value: 'a' },
          { xtype: 'textfield', name: 'tag', value: 'b c' },
        ],
      }).getForm();
      expect(form.getValues()).to.deep.equal({ tag: ['a', 'b c'] });
      expect(form.getValues(true)).to.equal('tag=a&tag=b%20c');
    });

    it('gives only the dirty fields with dirtyOnly, emptyText for empty fields with includeEmptyText', () => {
      const form = panel().getForm();
      form.findField('name').setValue('Ada');
      expect(form.getValues(false, true)).to.deep.equal({ name: 'Ada' });
      expect(form.getValues(false, false, true).email).to.equal('you@example.com');
    });

    it('gives typed values with useDataValues (getFieldValues), leaving disabled fields out', () => {
      const form = panel({
        items: [
          { xtype: 'numberfield', name: 'age', value: 36 },
          { xtype: 'checkbox', name: 'active', value: true },
          { xtype: 'textfield', name: 'off', value: 'x', disabled: true },
        ],
      }).getForm();
      expect(form.getValues()).to.deep.equal({ age: '36', active: 'on' });
      expect(form.getFieldValues()).to.deep.equal({ age: 36, active: true });
    });
  });

  describe('#setValues', () => {
    it('sets values from a map or an array of {id, value}, by name or id', () => {
      const form = panel().getForm();
      form.setValues({ name: 'Ada', active: 'yes', unknown: 1 });
      expect(form.findField('name').getValue()).to.equal('Ada');
      expect(form.findField('active').getValue()).to.equal(true);
      const email = form.findField('email');
      form.setValues([{ id: email.id, value: 'ada@example.com' }]);
      expect(email.getValue()).to.equal('ada@example.com');
      expect(form.isDirty()).to.equal(true);
    });

    it('with trackResetOnLoad, makes the values the original ones', () => {
      const form = panel({ trackResetOnLoad: true }).getForm();
      form.setValues({ name: 'Ada' });
      expect(form.isDirty()).to.equal(false);
      form.findField('name').setValue('Grace');
      form.reset();
      expect(form.findField('name').getValue()).to.equal('Ada');
    });
  });

  describe('validity', () => {
    it('isValid validates and marks every field; hasInvalidField marks nothing', () => {
      const form = panel({ renderTo: document.body }).getForm();
      const name = form.findField('name');
      expect(form.hasInvalidField()).to.equal(true);
      expect(name.hasActiveError()).to.equal(false);
      expect(form.isValid()).to.equal(false);
      expect(name.getActiveError()).to.equal('This field is required');
      expect(name.inputEl.dom.getAttribute('aria-invalid')).to.equal('true');
      name.setValue('Ada');
      expect(form.isValid()).to.equal(true);
    });

    it('fires validitychange(form, valid) once per flip, as fields change, are added or removed', () => {
      // The form follows its fields from the panel's first layout on (Ext's afterFirstLayout).
      const p = panel({ renderTo: document.body });
      const form = p.getForm();
      const spy = sinon.spy();
      form.on('validitychange', spy);
      form.findField('name').setValue('Ada');
      form.findField('email').setValue('bad');
      expect(spy.args.map((a) => a[1])).to.deep.equal([true, false]);
      form.findField('email').setValue('ada@example.com');
      const extra = p.add({ xtype: 'textfield', name: 'x', allowBlank: false });
      expect(spy.args.map((a) => a[1])).to.deep.equal([true, false, true, false]);
      p.remove(extra);
      expect(spy.args.map((a) => a[1])).to.deep.equal([true, false, true, false, true]);
      expect(spy.args[0][0]).to.equal(form);
    });

    it('starts following the validity at the first layout, when every field is in place', () => {
      const seen: unknown[] = [];
      const p = panel({
        buttons: [{ text: 'Save', formBind: true }],
        items: [
          {
            xtype: 'textfield',
            name: 'a',
            validator(this: { nextSibling(selector: string): { getValue(): unknown } }) {
              seen.push(this.nextSibling('[name=b]').getValue());
              return true;
            },
          },
          { xtype: 'textfield', name: 'b', value: 'later', allowBlank: false },
        ],
      });
      expect(seen).to.deep.equal([]);
      const save = p.down('button');
      expect(save.disabled).to.equal(false);
      p.render(document.body);
      expect(seen).to.deep.equal(['later']);
      expect(save.disabled).to.equal(false);
      p.getForm().findField('b').setValue('');
      expect(save.disabled).to.equal(true);
    });

    it('enables formBind components only while the form is valid', () => {
      const p = panel({
        renderTo: document.body,
        buttons: [{ text: 'Save', formBind: true }, { text: 'Cancel' }],
      });
      const [save, cancel] = p.query('button');
      expect(save.disabled).to.equal(true);
      expect(cancel.disabled).to.equal(false);
      type(p.getForm().findField('name'), 'Ada');
      p.getForm().findField('name').flushCheckChange();
      expect(save.disabled).to.equal(false);
      expect(save.el.dom.disabled).to.equal(false);
      p.getForm().findField('name').setValue('');
      expect(save.disabled).to.equal(true);
    });

    it('fires dirtychange(form, dirty) when the first field turns dirty and the last one clean', () => {
      const form = panel().getForm();
      const spy = sinon.spy();
      form.on('dirtychange', spy);
      form.findField('name').setValue('Ada');
      form.findField('email').setValue('a@b.c');
      form.findField('name').setValue('');
      form.reset();
      expect(spy.args).to.deep.equal([
        [form, true],
        [form, false],
      ]);
    });
  });

  describe('#markInvalid', () => {
    it("takes an array of {id, msg} or {field, message}, a map (one message or several), or a record's Errors", () => {
      const form = panel().getForm();
      const [name, email] = form.getFields().items;
      form.markInvalid([
        { id: 'name', msg: 'taken' },
        { field: 'nope', message: 'ignored' },
      ]);
      expect(name.getActiveErrors()).to.deep.equal(['taken']);
      form.markInvalid({ email: ['bad', 'too long'], [name.id]: 'again' });
      expect(email.getActiveErrors()).to.deep.equal(['bad', 'too long']);
      expect(name.getActiveErrors()).to.deep.equal(['again']);
      form.clearInvalid();
      expect(name.hasActiveError() || email.hasActiveError()).to.equal(false);
      form.markInvalid(
        Lib.create('Lib.data.Errors', [{ field: 'email', message: 'is not a valid email' }]),
      );
      expect(email.getActiveError()).to.equal('is not a valid email');
    });
  });

  describe('records', () => {
    beforeEach(() => {
      def('Spec.form.User', {
        extend: 'Lib.data.Model',
        fields: ['id', 'name', 'email', { name: 'active', type: 'boolean' }],
        validations: [{ type: 'format', field: 'email', matcher: /@/, message: 'needs an @' }],
      });
    });
    const user = (data: Record<string, any>) => Lib.create('Spec.form.User', data);

    it('loadRecord sets the fields from the data and remembers the record; reset(true) forgets it', () => {
      const form = panel().getForm();
      const ada = user({ id: 7, name: 'Ada', email: 'ada@example.com', active: true });
      form.loadRecord(ada);
      expect(form.getRecord()).to.equal(ada);
      expect(form.getValues()).to.deep.equal({
        name: 'Ada',
        email: 'ada@example.com',
        active: 'yes',
      });
      form.reset();
      expect(form.getRecord()).to.equal(ada);
      form.reset(true);
      expect(form.getRecord()).to.equal(undefined);
    });

    it('updateRecord writes the typed values of the declared fields into the loaded record, in one edit', () => {
      const form = panel({
        items: [
          { xtype: 'textfield', name: 'email' },
          { xtype: 'checkbox', name: 'active' },
          { xtype: 'textfield', name: 'notInModel' },
        ],
      }).getForm();
      const ada = user({ id: 7, name: 'Ada', email: 'ada@example.com', active: false });
      form.loadRecord(ada);
      form.setValues({ email: 'ada@lovelace.org', active: true, notInModel: 'x' });
      const edits = sinon.spy(ada, 'endEdit');
      form.updateRecord();
      expect(edits.calledOnce).to.equal(true);
      expect(ada.get('email')).to.equal('ada@lovelace.org');
      expect(ada.get('active')).to.equal(true);
      expect(ada.get('name')).to.equal('Ada');
      expect(ada.getChanges()).to.deep.equal({ email: 'ada@lovelace.org', active: true });
      const other = user({ id: 8 });
      form.updateRecord(other);
      expect(other.get('email')).to.equal('ada@lovelace.org');
    });

    it('updateRecord without a record is an error', () => {
      expect(() => panel().getForm().updateRecord()).to.throw(/updateRecord.*no record/);
    });

    it("after loadRecord, isValid uses the fields' rules; markInvalid(record.validate()) shows the model's", () => {
      const form = panel().getForm();
      const bad = user({ id: 1, name: '', email: 'nope' });
      form.loadRecord(bad);
      expect(form.isValid()).to.equal(false);
      expect(form.findField('name').getActiveError()).to.equal('This field is required');
      form.markInvalid(bad.validate());
      expect(form.findField('email').getActiveErrors()).to.include('needs an @');
    });
  });

  describe('actions', () => {
    it('beforeaction(form, action) returning false cancels the action', () => {
      const form = panel().getForm();
      const run = sinon.spy(Lib.form.action.Submit.prototype as any, 'run');
      form.on('beforeaction', (f: any, action: any) => {
        expect(f).to.equal(form);
        expect(action.type).to.equal('submit');
        return false;
      });
      form.submit({ url: '/x' });
      expect(run.called).to.equal(false);
      run.restore();
    });

    it('refuses standardSubmit (a page navigation), as a config or an option', () => {
      expect(() => panel({ standardSubmit: true }).getForm().submit({ url: '/x' })).to.throw(
        /Lib\.form\.Basic#submit.*standardSubmit \(a page navigation\) is not supported/,
      );
      expect(() =>
        panel()
          .getForm()
          .submit({ standardSubmit: true } as any),
      ).to.throw(/standardSubmit/);
    });

    it('refuses an api holding Ext.Direct functions, or an unknown action', () => {
      expect(() => panel({ api: { submit: () => 0 } })).to.throw(
        TypeError,
        /\[Lib\.form\.Basic\] config 'api' must be \{load, submit\} URLs \(Lib has no Ext\.Direct functions\)/,
      );
      expect(() => panel({ api: { save: '/x' } })).to.throw(/config 'api'/);
    });

    it('checks its configs', () => {
      expect(() => panel({ trackResetOnLoad: 'yes' })).to.throw(
        TypeError,
        /\[Lib\.form\.Basic\] config 'trackResetOnLoad' must be a boolean/,
      );
    });
  });
});
