import { expect } from 'chai';
import { readFileSync } from 'node:fs';
// @ts-expect-error build.mjs is plain JavaScript without declarations
import { PACKS } from '../build.mjs';
import { PACK_NAMES } from '../packs/names';
import { CLASS_RENAMES } from '../shim/names';
import { scriptWindow } from './helpers';
import { distFile, useFreshDist } from './dist.helpers';

const script = (name: string) => readFileSync(distFile(name), 'utf8');

/** A happy-dom page that ran the given dist/ scripts in order. */
function page(...scripts: string[]) {
  const window = scriptWindow() as any;
  for (const name of scripts) window.eval(script(name));
  return window;
}

/** The message of the error `fn` throws (fails when it throws none). */
function thrown(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected an error');
}

describe('the packs', () => {
  useFreshDist('lib.js', 'lib.min.js', 'lib-ext-shim.js', 'lib-all.js', 'lib-forms.js');
  const windows: any[] = [];
  const open = (...scripts: string[]) => {
    const window = page(...scripts);
    windows.push(window);
    return window;
  };
  afterEach(async () => {
    for (const window of windows.splice(0)) await window.happyDOM.close();
  });

  it('are the ones packs/names.ts lists', () => {
    expect(PACKS.map((p: { name: string }) => p.name)).to.deep.equal(Object.keys(PACK_NAMES));
  });

  for (const name of Object.keys(PACK_NAMES)) {
    describe(`dist/lib-${name}.js`, () => {
      it("registers exactly the classes and aliases the core table lists, and the alternate names the shim's rename table gives them", () => {
        const window = open('lib.js');
        const { ClassManager } = window.Lib;
        const known = () =>
          new Set([
            ...Object.keys(ClassManager.classes),
            ...Object.keys(ClassManager.maps.aliasToName),
          ]);
        const before = known();
        for (const listed of PACK_NAMES[name].split(' ')) expect(before).not.to.include(listed);
        window.eval(script(`lib-${name}.js`));
        const added = [...known()].filter((n) => !before.has(n));
        const listed = PACK_NAMES[name].split(' ');
        const alternates = Object.keys(CLASS_RENAMES)
          // Ext's abstract bases map to Lib classes without being their alternate names.
          .filter((ext) => listed.includes(CLASS_RENAMES[ext]) && !/\.Abstract/.test(ext))
          .map((ext) => 'Lib.' + ext.slice(4));
        expect(added.sort()).to.deep.equal([...listed, ...alternates].sort());
      });

      it('goes with lib.min.js as lib-<name>.min.js, and says so when loaded on the wrong one', () => {
        const window = open('lib.min.js', `lib-${name}.min.js`);
        expect(window.Lib.ClassManager.get(PACK_NAMES[name].split(' ')[0])).not.to.equal(null);
        const wrong = open('lib.min.js');
        expect(thrown(() => wrong.eval(script(`lib-${name}.js`)))).to.equal(
          `[Lib] dist/lib-${name}.js needs dist/lib.js loaded before it (lib-${name}.min.js goes with lib.min.js)`,
        );
      });
    });
  }

  describe('a pack class without its pack', () => {
    const hint =
      "(it is in the forms pack: load dist/lib-forms.js after dist/lib.js, or import 'lib-ext4/forms')";

    it('by name, xtype or alias: the error names it and the script to add', () => {
      const window = open('lib.js');
      expect(thrown(() => window.eval("Lib.create('Lib.form.field.HtmlEditor')"))).to.equal(
        `[Lib.create] Cannot create an instance of unrecognized class name / alias: 'Lib.form.field.HtmlEditor' ${hint}`,
      );
      expect(thrown(() => window.eval("Lib.create({xtype: 'htmleditor'})"))).to.contain(
        `'widget.htmleditor' ${hint}`,
      );
      expect(thrown(() => window.eval("Lib.widget('textarea')"))).to.contain(hint);
      expect(
        thrown(() => window.eval("Lib.define('My.Editor', {extend: 'Lib.form.field.HtmlEditor'})")),
      ).to.contain(hint);
      expect(
        thrown(() =>
          window.eval(
            "Lib.create('Lib.data.Store', {fields: ['a'], proxy: {type: 'memory', reader: 'xml'}})",
          ),
        ),
      ).to.contain('dist/lib-xml.js');
    });

    it("a pack's layout: the container's error names the pack", () => {
      const window = open('lib.js');
      expect(
        thrown(() => window.eval("Lib.widget('container', {layout: {type: 'table', columns: 2}})")),
      ).to.contain(
        "(it is in the widgets pack: load dist/lib-widgets.js after dist/lib.js, or import 'lib-ext4/widgets'), got 'table'",
      );
    });

    it("tabs at the side: lib.js alone refuses tabPosition 'left', the widgets pack allows it", () => {
      const window = open('lib.js');
      const make = "Lib.create('Lib.tab.Panel', {tabPosition: 'left', items: [{title: 'A'}]})";
      expect(thrown(() => window.eval(make))).to.contain(
        "tabPosition' must be one of 'top', 'bottom'",
      );
      window.eval(script('lib-widgets.js'));
      expect(window.eval(make + '.tabBar.dock')).to.equal('left');
    });

    it('through the Ext shim: the error names the pack too', () => {
      const window = open('lib.js', 'lib-ext-shim.js');
      window.console.warn = () => {};
      expect(thrown(() => window.eval("Ext.create('Ext.form.HtmlEditor')"))).to.contain(
        `'Ext.form.HtmlEditor' ${hint}`,
      );
      expect(thrown(() => window.eval("Ext.create('Ext.form.field.TextArea')"))).to.contain(hint);
      // An alternate name, which the core's table leaves to the shim's.
      expect(thrown(() => window.eval("Ext.create('Ext.form.TextArea')"))).to.contain(hint);
      expect(thrown(() => window.eval("Ext.create('Ext.PagingToolbar')"))).to.contain(
        'load dist/lib-grid.js',
      );
      expect(thrown(() => window.eval("Ext.create({xtype: 'fieldset'})"))).to.contain(hint);
    });

    it('Lib.QuickTips.init() without the tips pack warns once, naming it, and shows data-qtip texts as title tooltips; the pack replaces it', () => {
      const window = open('lib.js', 'lib-ext-shim.js');
      const tips =
        "(it is in the tips pack: load dist/lib-tips.js after dist/lib.js, or import 'lib-ext4/tips')";
      window.eval('window.warned = []; console.warn = (text) => warned.push(text);');
      window.eval('Ext.QuickTips.init(); Lib.tip.QuickTipManager.init();');
      expect(window.eval('warned')).to.deep.equal([
        `[Lib.QuickTips.init] data-qtip texts show as title tooltips ${tips}`,
      ]);
      const hover = (html: string) =>
        window.eval(`
          document.body.innerHTML = ${JSON.stringify(html)};
          const el = document.getElementById('t');
          el.firstChild.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
          el.getAttribute('title');
        `);
      // The text of the markup, never the markup; an author's own title is kept.
      expect(hover('<b id="t" data-qtip="Save &lt;i&gt;now&lt;/i&gt;"><i>x</i></b>')).to.equal(
        'Save now',
      );
      expect(hover('<b id="t" title="mine" data-qtip="tip"><i>x</i></b>')).to.equal('mine');
      window.eval(script('lib-tips.js'));
      window.eval('Ext.QuickTips.init()');
      expect(
        window.eval('Lib.QuickTips === Lib.tip.QuickTipManager && Ext.QuickTips.isEnabled()'),
      ).to.equal(true);
    });

    it('a component loader config names the loader pack', () => {
      const window = open('lib.js');
      expect(
        thrown(() => window.eval("Lib.create('Lib.Component', {loader: {url: '/x'}})")),
      ).to.contain("'Lib.ComponentLoader' (it is in the loader pack: load dist/lib-loader.js");
    });
    it('loading a missing class names the app pack; defined classes need no pack', () => {
      const window = open('lib.js');
      window.eval("Lib.define('Spec.Here', {}); window.called = 0;");
      window.eval("Lib.require(['Spec.Here', 'Lib.grid.Panel'], function () { window.called++; })");
      expect(window.called).to.equal(1);
      window.eval("Lib.Loader.setConfig({enabled: true, paths: {App: 'app'}})");
      expect(thrown(() => window.eval("Lib.require('App.view.Main', function () {})"))).to.match(
        /loading 'App\.view\.Main' needs the app pack's class loader \(it is in the app pack: load dist\/lib-app\.js/,
      );
      // A define naming a missing parent is not deferred without the pack: the usual error.
      expect(
        thrown(() => window.eval("Lib.define('App.view.Grid', {extend: 'App.view.Base'})")),
      ).to.contain('App.view.Base');
    });
  });

  describe('with the Ext shim', () => {
    const use = `
      [Ext.create('Ext.form.HtmlEditor').$className,
       Ext.create('Ext.form.field.TextArea').$className,
       Ext.widget('timefield').$className,
       Ext.form.Radio === Lib.form.field.Radio,
       Ext.create('Ext.tip.ToolTip', {html: 'x'}).$className].join()`;
    const expected =
      'Lib.form.field.HtmlEditor,Lib.form.field.TextArea,Lib.form.field.Time,true,Lib.tip.ToolTip';

    it('Ext names of pack classes work when the pack loads before the shim', () => {
      const window = open('lib.js', 'lib-forms.js', 'lib-tips.js', 'lib-ext-shim.js');
      expect(window.eval(use)).to.equal(expected);
    });

    it('and when the pack loads after the shim', () => {
      const window = open('lib.js', 'lib-ext-shim.js', 'lib-forms.js', 'lib-tips.js');
      expect(window.eval(use)).to.equal(expected);
      expect(window.eval('Lib.migration.report().unknownClasses')).to.deep.equal([]);
    });
  });

  it("install remote combo boxes with the forms pack: lib.js alone refuses queryMode 'remote'", () => {
    const make = "Lib.create('Lib.form.field.ComboBox', {queryMode: 'remote'}).queryParam";
    expect(thrown(() => open('lib.js').eval(make))).to.contain(
      "config 'queryMode' must be one of 'local', got 'remote'",
    );
    expect(open('lib.js', 'lib-forms.js').eval(make)).to.equal('query');
  });

  it("give a pack's class Ext's defaults under the shim, loaded before or after it", () => {
    // Ext 4 renders a data view's items 1 ms after the view (deferInitialRefresh).
    const defer =
      'Ext.view.View.prototype.deferInitialRefresh === true && Ext.DataView === Lib.view.View';
    expect(open('lib.js', 'lib-view.js', 'lib-ext-shim.js').eval(defer)).to.equal(true);
    expect(open('lib.js', 'lib-ext-shim.js', 'lib-view.js').eval(defer)).to.equal(true);
    expect(
      open('lib.js', 'lib-view.js').eval('Lib.view.View.prototype.deferInitialRefresh'),
    ).to.equal(false);
  });

  it('bundle none of the core: a pack holds only its own modules', () => {
    const modules = (name: string) =>
      new Set(
        [...script(name).matchAll(/^ {2}\/\/ ((?:classes|lib)\/\S+\.ts)$/gm)].map((m) => m[1]),
      );
    const core = modules('lib.js');
    for (const name of Object.keys(PACK_NAMES)) {
      const own = [...modules(`lib-${name}.js`)];
      expect(own.length, name).to.be.greaterThan(0);
      expect(own.filter((file) => core.has(file))).to.deep.equal([]);
    }
  });

  it('Lib.$pack in lib.js holds exactly the core values the packs read', () => {
    const window = open('lib.js');
    const held = Object.keys(window.Lib.$pack).sort();
    const read = new Set<string>();
    for (const name of Object.keys(PACK_NAMES)) {
      for (const [, key] of script(`lib-${name}.js`).matchAll(
        /(?:pack_default|\.default)\.(\$\w+)/g,
      )) {
        read.add(key);
      }
    }
    expect([...read].sort()).to.deep.equal(held);
  });

  it('dist/lib-all.js holds the core and every pack', () => {
    const window = open('lib-all.js');
    const { ClassManager } = window.Lib;
    for (const names of Object.values(PACK_NAMES)) {
      for (const listed of names.split(' ')) {
        expect([
          ...Object.keys(ClassManager.classes),
          ...Object.keys(ClassManager.maps.aliasToName),
        ]).to.include(listed);
      }
    }
  });
});
