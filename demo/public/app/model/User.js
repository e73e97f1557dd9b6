// A user of the demo server's REST resource /api/users.
Ext.define('Users.model.User', {
  extend: 'Ext.data.Model',
  fields: [
    { name: 'id', type: 'int' },
    'name',
    'email',
    'city',
    { name: 'salary', type: 'float' },
    { name: 'joined', type: 'date', dateFormat: 'Y-m-d' },
  ],
  proxy: {
    type: 'rest',
    url: '/api/users',
    reader: { type: 'json', root: 'items', totalProperty: 'total' },
  },
});
