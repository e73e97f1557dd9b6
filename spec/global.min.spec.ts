import { expect } from 'chai';
import { globalScript, scriptWindow } from './helpers';
import { useFreshDist } from './dist.helpers';

/**
 * A page script in the style of a legacy app (sloppy mode, `callParent(arguments)`), touching
 * each layer once: the class system, the language helpers, the store, the grid and the row
 * editor. It returns what a user would look at, as plain data.
 */
const SCENARIO = `(function () {
  var out = {};
  Lib.define('Page.Animal', {
    config: { sound: 'none' },
    constructor: function (config) { this.initConfig(config); },
    applySound: function (sound) { return String(sound).toUpperCase(); },
    speak: function (times) { return Lib.String.repeat(this.getSound(), times, ' '); }
  });
  Lib.define('Page.Dog', {
    extend: 'Page.Animal',
    alias: 'animal.dog',
    speak: function () { return 'dog says ' + this.callParent(arguments); }
  });
  out.speak = Lib.create('animal.dog', { sound: 'woof' }).speak(2);
  try { Lib.create('animal.dgo'); } catch (e) { out.unknown = e.message; }
  out.date = Lib.Date.format(Lib.Date.parse('2026-11-21 14:05', 'Y-m-d H:i'), 'D j M Y, g:i a');
  out.money = Lib.util.Format.number(1234567.891, '0,000.00');

  var store = Lib.create('Lib.data.Store', {
    fields: ['name', 'email', { name: 'age', type: 'int' }],
    data: [
      { name: 'Lisa', email: 'lisa@simpsons.com', age: '8' },
      { name: 'Bart', email: 'bart@simpsons.com', age: 10 },
      { name: 'Homer', email: 'home@simpsons.com', age: 39 }
    ],
    sorters: [{ property: 'age', direction: 'DESC' }]
  });
  out.sorted = store.collect('name');
  store.filter('age', 10);
  out.filtered = store.getCount();
  store.clearFilter();

  var grid = Lib.create('Lib.grid.Panel', {
    store: store,
    columns: [
      { header: 'Name', dataIndex: 'name', editor: 'textfield' },
      { header: 'Email', dataIndex: 'email', flex: 1, editor: { xtype: 'textfield', allowBlank: false } }
    ],
    plugins: [{ ptype: 'rowediting', clicksToEdit: 1 }],
    width: 400,
    height: 200,
    renderTo: document.body
  });
  out.cells = Array.prototype.map.call(document.querySelectorAll('.x-grid-cell'), function (td) {
    return td.textContent;
  }).slice(0, 4);
  var editing = grid.editingPlugin;
  editing.startEdit(store.getAt(1), 1);
  var email = editing.getEditor().findField('email');
  email.setValue('');
  out.blankDisablesUpdate = editing.getEditor().down('#update').isDisabled();
  email.setValue('bart@example.com');
  editing.completeEdit();
  out.edited = store.getAt(1).get('email');
  out.dirty = store.getModifiedRecords().length;
  grid.destroy();
  out.gridLeft = document.querySelectorAll('.x-grid-cell').length;
  return JSON.stringify(out);
})()`;

/** What SCENARIO returns in a fresh page that loaded the global build `name`. */
async function runScenario(name: string): Promise<Record<string, any>> {
  const window = scriptWindow();
  try {
    window.eval(globalScript(name));
    return JSON.parse(window.eval(SCENARIO) as string);
  } finally {
    await window.happyDOM.close();
  }
}

describe('the minified global script dist/lib.min.js', () => {
  useFreshDist('lib.js', 'lib.min.js');

  it('runs a legacy-style page through every layer as a user expects', async () => {
    const result = await runScenario('lib.min.js');
    expect(result.speak).to.equal('dog says WOOF WOOF');
    expect(result.unknown).to.match(/animal\.dgo/);
    expect(result.date).to.equal('Sat 21 Nov 2026, 2:05 pm');
    expect(result.money).to.equal('1,234,567.89');
    expect(result.sorted).to.deep.equal(['Homer', 'Bart', 'Lisa']);
    expect(result.filtered).to.equal(1);
    expect(result.cells).to.deep.equal(['Homer', 'home@simpsons.com', 'Bart', 'bart@simpsons.com']);
    expect(result.blankDisablesUpdate).to.equal(true);
    expect(result.edited).to.equal('bart@example.com');
    expect(result.dirty).to.equal(1);
    expect(result.gridLeft).to.equal(0);
  });

  it('behaves exactly as dist/lib.js on the same page', async () => {
    expect(await runScenario('lib.min.js')).to.deep.equal(await runScenario('lib.js'));
  });
});
