// The users, a page of 50 at a time, sorted by the server.
Ext.define('Users.store.Users', {
  extend: 'Ext.data.Store',
  model: 'Users.model.User',
  pageSize: 50,
  remoteSort: true,
  autoLoad: true,
});
