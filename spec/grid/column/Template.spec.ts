import { expect } from 'chai';
import { Lib } from '../../../index';
import { useDom } from '../../dom.helpers';
import { simpsonsColumns, simpsonsGrid, useGridCleanup } from '../grid.fixtures';
// The template column is in the grid pack.
import '../../../packs/grid';

describe('Lib.grid.column.Template', () => {
  useDom();
  const made = useGridCleanup();
  const cell = (tpl: any): HTMLElement => {
    const g = made(
      simpsonsGrid({ columns: [...simpsonsColumns(), { xtype: 'templatecolumn', tpl }] }),
    );
    return g.getView().getCell(0, 3).dom;
  };

  it('is the templatecolumn xtype and Lib.grid.TemplateColumn', () => {
    const column = Lib.widget('templatecolumn', { tpl: '{a}' });
    expect(Lib.ClassManager.get('Lib.grid.TemplateColumn')).to.equal(Lib.grid.column.Template);
    expect(column.tpl).to.be.instanceOf((Lib as any).XTemplate);
    column.destroy();
  });

  it("writes the template applied to the record's data as markup", () => {
    const td = cell('<b>{name}</b> ({email:htmlEncode})');
    expect(td.querySelector('b')!.textContent).to.equal('Lisa');
    expect(td.textContent).to.equal('Lisa (lisa@simpsons.com)');
  });

  it('takes an array of strings or an XTemplate', () => {
    expect(cell(['<i>', '{name}', '</i>']).querySelector('i')!.textContent).to.equal('Lisa');
    const tpl = new (Lib as any).XTemplate('<tpl if="name == \'Lisa\'">yes</tpl>');
    expect(cell(tpl).textContent).to.equal('yes');
  });

  it('sanitizes the markup: no handlers, no scripts', () => {
    const td = cell(
      '<img src="x.png" onerror="window.hacked=1"><script>window.hacked=1</script>{name}',
    );
    expect(td.querySelector('script')).to.equal(null);
    expect(td.querySelector('img')?.hasAttribute('onerror') ?? false).to.equal(false);
    expect(td.textContent).to.contain('Lisa');
  });

  it('refuses a tpl that is not a template, a string or an array', () => {
    expect(() => Lib.widget('templatecolumn', { tpl: 5 })).to.throw(TypeError, /'tpl'/);
  });
});
