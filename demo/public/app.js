// mvc.html's application, written as an Ext JS 4 MVC application was: app.js names the
// application and its controller, and Ext.Loader fetches app/controller/Users.js, which names
// the model, store and views it uses, from app/... by script tags. It runs on /dist/lib.js
// through the shim /dist/lib-ext-shim.js and never names Lib.

Ext.Loader.setConfig({ enabled: true });

// A class file that fails to load (or does not define its class) is an error naming the class
// and the URL: the page shows it in the status line.
window.addEventListener('error', function (event) {
  var status = document.getElementById('status');
  status.textContent = event.error ? event.error.message : event.message;
  status.className = 'status error';
});

Ext.application({
  name: 'Users',
  controllers: ['Users'],
  autoCreateViewport: true,
});
