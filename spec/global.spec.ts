import { expect } from 'chai';
import { globalScript, scriptWindow } from './helpers';
import { useFreshDist } from './dist.helpers';

describe('the global script dist/lib.js', () => {
  useFreshDist('lib.js');

  it('defines window.Lib and no other global', async () => {
    const window = scriptWindow();
    try {
      const before = new Set(Object.getOwnPropertyNames(window));
      window.eval(globalScript());
      const added = Object.getOwnPropertyNames(window).filter((name) => !before.has(name));
      expect(added).to.deep.equal(['Lib']);
      const Lib = (window as any).Lib;
      expect(Lib.define).to.be.a('function');
      expect(Lib.Base).to.be.a('function');
      expect(Lib.ClassManager.get('Lib.Base')).to.equal(Lib.Base);
    } finally {
      await window.happyDOM.close();
    }
  });

  it('registers classes defined by page scripts on the page, not in Node', async () => {
    const window = scriptWindow();
    try {
      window.eval(globalScript());
      window.eval("Lib.define('Page.Thing', { hello: function () { return 'hi'; } });");
      expect(window.eval('new Page.Thing().hello()')).to.equal('hi');
      expect((globalThis as any).Page).to.equal(undefined);
    } finally {
      await window.happyDOM.close();
    }
  });
});
