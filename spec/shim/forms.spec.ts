import { expect } from 'chai';
import { useShimPage } from './helpers';

// Ext JS 4 form code as legacy pages write it, run unchanged through the shim.
describe('the Ext shim: an Ext JS 4 form', () => {
  const page = useShimPage({ packs: ['forms'] });

  const FORM = `
    Ext.define('App.model.Colour', {extend: 'Ext.data.Model', fields: ['code', 'label']});
    window.sent = [];
    Ext.Ajax.request = function (options) { sent.push(options); };
    window.panel = Ext.create('Ext.form.Panel', {
      renderTo: Ext.getBody(),
      url: '/save',
      defaultType: 'textfield',
      items: [
        {xtype: 'textfield', name: 'name', fieldLabel: 'Name', allowBlank: false},
        {fieldLabel: 'E-mail', name: 'email', vtype: 'email'},
        {
          xtype: 'fieldset', title: 'More', defaults: {xtype: 'textfield', anchor: '100%'},
          items: [{name: 'city', fieldLabel: 'City', value: 'Oslo'}]
        },
        {
          xtype: 'combobox', name: 'colour', fieldLabel: 'Colour', queryMode: 'local',
          displayField: 'label', valueField: 'code',
          store: Ext.create('Ext.data.Store', {
            model: 'App.model.Colour', data: [{code: 'r', label: 'Red'}, {code: 'g', label: 'Green'}]
          })
        }
      ],
      buttons: [{
        text: 'Save', formBind: true,
        handler: function () { this.up('form').getForm().submit({params: {x: 1}}); }
      }]
    });
  `;

  it('builds the fields by defaultType and defaults, binds the Save button to validity', () => {
    page.run(FORM);
    const panel = page.window.panel;
    const form = panel.getForm();
    expect(
      form
        .getFields()
        .getRange()
        .map((f: { xtype: string }) => f.xtype),
    ).to.deep.equal(['textfield', 'textfield', 'textfield', 'combobox']);
    const save = panel.down('button[text=Save]');
    expect(save.disabled).to.equal(true);
    expect(form.isValid()).to.equal(false);
    form.findField('name').setValue('Ann');
    expect(save.disabled).to.equal(false);
    expect(page.errors).to.deep.equal([]);
  });

  it('getValues, the local combo and submit from the button handler', () => {
    page.run(FORM);
    page.run(`
      var form = panel.getForm();
      form.setValues({name: 'Ann', email: 'ann@example.com', colour: 'g'});
      window.values = form.getValues();
      window.display = form.findField('colour').getRawValue();
      panel.down('button[text=Save]').btnEl.dom.click();
    `);
    expect(page.window.values).to.deep.equal({
      name: 'Ann',
      email: 'ann@example.com',
      city: 'Oslo',
      colour: 'g',
    });
    expect(page.window.display).to.equal('Green');
    expect(page.window.sent.length).to.equal(1);
    expect(page.window.sent[0].url).to.equal('/save');
    expect(page.errors).to.deep.equal([]);
  });

  it('a disabled fieldset leaves its fields out of getValues', () => {
    page.run(
      FORM + "panel.down('fieldset').disable(); window.values = panel.getForm().getValues();",
    );
    expect(page.window.values).to.not.have.property('city');
  });

  it('loadRecord, isDirty, updateRecord and reset, with field change listeners', () => {
    page.run(FORM);
    page.run(`
      Ext.define('App.model.User', {extend: 'Ext.data.Model', fields: ['name', 'email', 'city']});
      var rec = Ext.create('App.model.User', {name: 'Bo', email: 'bo@example.com', city: 'Rome'});
      var form = panel.getForm();
      window.changes = [];
      form.findField('name').on('change', function (field, value, old) { changes.push([value, old]); });
      form.loadRecord(rec);
      window.dirtyAfterLoad = form.isDirty();
      form.findField('city').setValue('Bergen');
      window.dirty = form.isDirty();
      form.updateRecord();
      window.saved = rec.get('city');
      form.reset();
      window.afterReset = form.findField('city').getValue();
    `);
    const w = page.window;
    expect(w.changes).to.deep.equal([
      ['Bo', ''],
      ['', 'Bo'],
    ]);
    expect([w.dirtyAfterLoad, w.dirty, w.saved, w.afterReset]).to.deep.equal([
      true,
      true,
      'Bergen',
      'Oslo',
    ]);
    expect(page.errors).to.deep.equal([]);
  });
});
