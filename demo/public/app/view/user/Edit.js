// The window the controller opens to edit a user: a form with the user's fields and a Save
// button, which the controller handles.
Ext.define('Users.view.user.Edit', {
  extend: 'Ext.window.Window',
  alias: 'widget.useredit',
  title: 'Edit user',
  layout: 'fit',
  width: 420,
  modal: true,
  autoShow: true,

  initComponent: function () {
    this.items = [
      {
        xtype: 'form',
        bodyPadding: 10,
        defaults: { anchor: '100%', labelWidth: 70 },
        items: [
          { xtype: 'textfield', name: 'name', fieldLabel: 'Name', allowBlank: false },
          { xtype: 'textfield', name: 'email', fieldLabel: 'Email', vtype: 'email' },
          {
            xtype: 'combobox',
            name: 'city',
            fieldLabel: 'City',
            queryMode: 'local',
            store: [
              'Amsterdam',
              'Austin',
              'Barcelona',
              'Berlin',
              'Boston',
              'Buenos Aires',
              'Cape Town',
              'Chicago',
              'Copenhagen',
              'Dublin',
              'Helsinki',
              'Lagos',
              'Lisbon',
              'London',
              'Madrid',
              'Melbourne',
              'Montréal',
              'Mumbai',
              'Nairobi',
              'Osaka',
              'Oslo',
              'Paris',
              'Prague',
              'Seoul',
              'Singapore',
              'São Paulo',
              'Stockholm',
              'Toronto',
              'Vienna',
              'Zürich',
            ],
          },
          { xtype: 'numberfield', name: 'salary', fieldLabel: 'Salary', minValue: 0 },
          { xtype: 'datefield', name: 'joined', fieldLabel: 'Joined', format: 'Y-m-d' },
        ],
      },
    ];
    this.buttons = [
      { text: 'Save', action: 'save' },
      { text: 'Cancel', scope: this, handler: this.close },
    ];
    this.callParent(arguments);
  },
});
