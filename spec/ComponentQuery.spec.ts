import { expect } from 'chai';
import { Lib } from '../index';
import { LibError } from '../lib/Error';
import { ComponentQuery } from '../classes/ComponentQuery';
import { adopt, def, defTreeClass, useCleanup } from './helpers';
import { useDom } from './dom.helpers';
import { simpsonsColumns, simpsonsStore, useGridCleanup } from './grid/grid.fixtures';

describe('Lib.ComponentQuery', () => {
  const made: any[] = [];
  afterEach(() => {
    while (made.length) made.pop().destroy();
  });
  useDom();
  useCleanup();
  const keep = useGridCleanup();

  /**
   * The tree (no containers yet: a test class lists its `kids` as getRefItems):
   *
   *   root (box)
   *   ├ a (box, title 'Alpha')
   *   │ ├ t1 (tool, text 'Save')
   *   │ └ users (grid: header container [name, email, phone columns], view)
   *   └ b (tool, text 'Cancel', disabled)
   *     └ t2 (box)
   */
  let root: any, a: any, t1: any, grid: any, b: any, t2: any, columns: any[];

  beforeEach(() => {
    defTreeClass('Spec.cq.Box', 'cqbox', {
      hasKids(this: any, count: number) {
        return (this.kids || []).length >= count;
      },
    });
    def('Spec.cq.Tool', { extend: 'Spec.cq.Box', xtype: 'cqtool' });
    const box = (xtype: string, config: any, kids: any[] = []) => {
      const c = Lib.widget(xtype, config);
      made.push(c);
      return adopt(c, kids);
    };
    t1 = box('cqtool', { itemId: 't1', text: 'Save' });
    grid = keep(
      Lib.create('Lib.grid.Panel', {
        itemId: 'users',
        store: simpsonsStore(),
        columns: simpsonsColumns(),
      }),
    );
    columns = grid.getColumns();
    a = box('cqbox', { itemId: 'a', title: 'Alpha' }, [t1, grid]);
    t2 = box('cqbox', { itemId: 't2' });
    b = box('cqtool', { itemId: 'b', text: 'Cancel', disabled: true }, [t2]);
    root = box('cqbox', { itemId: 'root' }, [a, b]);
  });

  const q = (selector: string, from: any = root) => ComponentQuery.query(selector, from);

  it('is the singleton Lib.ComponentQuery', () => {
    expect((Lib as any).ComponentQuery).to.equal(ComponentQuery);
    expect(typeof (Lib as any).ComponentQuery.query).to.equal('function');
  });

  describe('#query', () => {
    it('matches an xtype with isXType, so a subclass matches its parents’ xtypes', () => {
      expect(q('cqbox')).to.deep.equal([a, t1, b, t2]);
      expect(q('cqtool')).to.deep.equal([t1, b]);
      expect(q('panel')).to.deep.equal([grid]);
      expect(q('grid')).to.deep.equal([grid]);
      expect(q('gridcolumn')).to.deep.equal(columns);
      expect(q('tableview')).to.deep.equal([grid.getView()]);
      expect(q('nothing')).to.deep.equal([]);
    });

    it('matches the class’s own xtype only with (true), and .xtype as an xtype', () => {
      expect(q('cqbox(true)')).to.deep.equal([a, t2]);
      expect(q('cqbox(false)')).to.deep.equal([a, t1, b, t2]);
      expect(q('.cqtool')).to.deep.equal([t1, b]);
    });

    it('* matches every component below the root, in document order', () => {
      const header = grid.getHeaderContainer();
      expect(q('*')).to.deep.equal([a, t1, grid, header, ...columns, grid.getView(), b, t2]);
    });

    it('#x matches getItemId(): the itemId, else the id', () => {
      expect(q('#t1')).to.deep.equal([t1]);
      expect(q('#users')).to.deep.equal([grid]);
      const header = grid.getHeaderContainer();
      expect(q('#' + header.id)).to.deep.equal([header]);
      expect(q('cqtool#t1')).to.deep.equal([t1]);
      expect(q('cqbox#users')).to.deep.equal([]);
    });

    it('[attr] keeps a truthy property', () => {
      expect(q('cqbox[text]')).to.deep.equal([t1, b]);
      expect(q('gridcolumn[text]')).to.deep.equal(columns);
      expect(q('[disabled]')).to.deep.equal([b]);
      expect(q('[title]')).to.deep.equal([a, grid].filter((c) => c.title));
    });

    it('[attr=value] and its operators compare the property’s text; values may be quoted', () => {
      expect(q('[text=Save]')).to.deep.equal([t1]);
      expect(q('[$className=Spec.cq.Tool]')).to.deep.equal([t1, b]);
      expect(q('[text="Save"]')).to.deep.equal([t1]);
      expect(q("[text='Save']")).to.deep.equal([t1]);
      expect(q('[ text = Save ]')).to.deep.equal([t1]);
      expect(q('[text^=Ca]')).to.deep.equal([b]);
      expect(q('[text$=ve]')).to.deep.equal([t1]);
      expect(q('[text*=nce]')).to.deep.equal([b]);
      expect(q('cqtool[text!=Save]')).to.deep.equal([b]);
      expect(q('cqbox[text!=Save]')).to.deep.equal([a, b, t2]);
      expect(q('[disabled=true]')).to.deep.equal([b]);
      expect(q('gridcolumn[dataIndex=email]')).to.deep.equal([columns[1]]);
      expect(q('gridcolumn[dataIndex^=e]')).to.deep.equal([columns[1]]);
    });

    it('reads a quoted value with brackets, commas and escaped quotes', () => {
      t2.text = 'a ], "b"';
      expect(q('[text="a ], \\"b\\""]')).to.deep.equal([t2]);
      expect(q('[text=\'a ], "b"\']')).to.deep.equal([t2]);
    });

    it('a space goes to the descendants, each once', () => {
      expect(q('cqbox gridcolumn')).to.deep.equal(columns);
      expect(q('cqbox cqbox')).to.deep.equal([t1, t2]);
      expect(q('#a *')).to.have.length(4 + columns.length);
      expect(q('cqtool cqtool')).to.deep.equal([]);
    });

    it('> goes to the direct children; a leading > starts from the root’s children', () => {
      expect(q('> cqbox')).to.deep.equal([a, b]);
      expect(q('>cqtool')).to.deep.equal([b]);
      expect(q('cqbox > cqtool')).to.deep.equal([t1]);
      expect(q('grid > headercontainer > gridcolumn[dataIndex=name]')).to.deep.equal([columns[0]]);
      expect(q('grid>gridcolumn')).to.deep.equal([]);
      expect(q('grid gridcolumn')).to.deep.equal(columns);
      expect(q('#root > cqbox > cqtool', [root])).to.deep.equal([t1]);
    });

    it('a comma list gives each match once, in document order', () => {
      expect(q('gridcolumn[dataIndex=phone], cqtool, #a')).to.deep.equal([a, t1, columns[2], b]);
      expect(q('cqtool, cqbox')).to.deep.equal([a, t1, b, t2]);
      expect(q('#t2,#t2 , #t1')).to.deep.equal([t1, t2]);
    });

    it(':first and :last keep the first or last of what matched so far', () => {
      expect(q('cqbox:first')).to.deep.equal([a]);
      expect(q('gridcolumn:last')).to.deep.equal([columns[2]]);
      expect(q('> *:last')).to.deep.equal([b]);
      expect(q('cqtool:last > cqbox')).to.deep.equal([t2]);
      expect(q('nothing:first')).to.deep.equal([]);
    });

    it(':not(selector) drops what matches the selector (a list, combinators included)', () => {
      expect(q('cqbox:not(cqtool)')).to.deep.equal([a, t2]);
      expect(q('cqtool:not([disabled])')).to.deep.equal([t1]);
      expect(q('cqbox:not(#a, #b)')).to.deep.equal([t1, t2]);
      expect(q('gridcolumn:not([dataIndex^=e])')).to.deep.equal([columns[0], columns[2]]);
      expect(q('cqbox:not(#b > *)')).to.deep.equal([a, t1, b]);
      expect(q('cqbox:not(:not(cqtool))')).to.deep.equal([t1, b]);
    });

    it('{method()} keeps what the method returns truthy for; {name} a truthy property', () => {
      expect(q('{isDisabled()}')).to.deep.equal([b]);
      expect(q('cqbox{hasKids(1)}')).to.deep.equal([a, b]);
      expect(q('cqbox{hasKids(2)}')).to.deep.equal([a]);
      expect(q("{isXType('cqtool')}")).to.deep.equal([t1, b]);
      expect(q('{ isXType( "cqbox" , true ) }')).to.deep.equal([a, t2]);
      expect(q('cqbox{ disabled }')).to.deep.equal([b]);
      expect(q('{noSuchMethod()}')).to.deep.equal([]);
      expect(q('cqbox{text()}')).to.deep.equal([], 'a property is not called');
    });

    it('combines the forms in one compound', () => {
      expect(q('cqtool#b[text^=C]:not([hidden]){isDisabled()}:last')).to.deep.equal([b]);
      expect(q('#a > grid[itemId=users] gridcolumn:first')).to.deep.equal([columns[0]]);
    });

    it('takes an array root as the candidates themselves', () => {
      expect(q('cqtool', [a, b])).to.deep.equal([b]);
      expect(q('cqtool cqbox', [a, b])).to.deep.equal([t2]);
      expect(q('> cqtool', [a, b])).to.deep.equal([t1]);
      expect(q('*', [b, a])).to.deep.equal([b, a]);
    });

    it('searches every component by default: the top-level ones and what is below them', () => {
      expect(ComponentQuery.query('cqbox')).to.deep.equal([root, a, t1, b, t2]);
      expect(ComponentQuery.query('cqbox > cqtool')).to.deep.equal([t1, b]);
      expect(ComponentQuery.query('#users gridcolumn')).to.deep.equal(columns);
      expect(ComponentQuery.query('cqbox > *')).to.deep.equal([a, t1, grid, b, t2]);
    });

    it('by default also finds a registered component its owner does not list', () => {
      const stray = Lib.widget('cqtool', { itemId: 'stray', ownerCt: t2 });
      made.push(stray);
      expect(ComponentQuery.query('cqtool')).to.deep.equal([t1, b, stray]);
      expect(ComponentQuery.query('#b cqtool')).to.deep.equal([], 'not below b for a query');
    });

    it('does not find destroyed components', () => {
      t2.destroy();
      b.kids = [];
      expect(ComponentQuery.query('#t2')).to.deep.equal([]);
    });
  });

  describe('#is', () => {
    it('tests one component against a selector', () => {
      expect(ComponentQuery.is(t1, 'cqtool')).to.equal(true);
      expect(ComponentQuery.is(t1, 'cqbox')).to.equal(true);
      expect(ComponentQuery.is(t1, 'cqbox(true)')).to.equal(false);
      expect(ComponentQuery.is(t1, '#t1[text=Save]')).to.equal(true);
      expect(ComponentQuery.is(t1, 'grid')).to.equal(false);
      expect(ComponentQuery.is(b, '{isDisabled()}')).to.equal(true);
    });

    it('checks combinators up the owners', () => {
      expect(ComponentQuery.is(t1, 'cqbox > cqtool')).to.equal(true);
      expect(ComponentQuery.is(t1, '#root cqtool')).to.equal(true);
      expect(ComponentQuery.is(t1, '#root > cqtool')).to.equal(false);
      expect(ComponentQuery.is(t1, '#b cqtool')).to.equal(false);
      expect(ComponentQuery.is(columns[1], '#root grid > headercontainer > gridcolumn')).to.equal(
        true,
      );
      expect(ComponentQuery.is(t2, '#root > cqtool > cqbox')).to.equal(true);
      expect(ComponentQuery.is(t2, '#root > cqbox')).to.equal(false);
      expect(ComponentQuery.is(root, '> *')).to.equal(false);
      expect(ComponentQuery.is(a, '> *')).to.equal(true);
    });

    it('matches any selector of a comma list; an empty selector matches everything', () => {
      expect(ComponentQuery.is(t2, 'grid, #t2')).to.equal(true);
      expect(ComponentQuery.is(t2, 'grid, cqtool')).to.equal(false);
      expect(ComponentQuery.is(t2, '')).to.equal(true);
      expect(ComponentQuery.is(t2, undefined)).to.equal(true);
    });

    it('sees the component alone for :first and :last (as Ext does)', () => {
      expect(ComponentQuery.is(b, 'cqtool:first')).to.equal(true);
      expect(ComponentQuery.is(b, 'cqtool:last')).to.equal(true);
    });
  });

  describe('a malformed selector', () => {
    const error = (selector: string) => {
      try {
        ComponentQuery.query(selector, root);
      } catch (e) {
        return e as LibError;
      }
      expect.fail(`'${selector}' parsed`);
    };

    it('is a Lib.Error naming the selector, the position and what is wrong', () => {
      const e = error('grid >');
      expect(e).to.be.instanceOf(LibError);
      expect(e.message).to.equal(
        "[Lib.ComponentQuery] invalid selector 'grid >' at position 6: a selector is missing",
      );
      expect((e as any).selector).to.equal('grid >');
      expect((e as any).position).to.equal(6);
    });

    it('names each kind of mistake', () => {
      const cases: Array<[string, number, string]> = [
        ['', 0, 'a selector is missing'],
        ['grid,,panel', 5, "unexpected ','"],
        ['grid)', 4, "unexpected ')'"],
        ['grid!', 4, "unexpected '!'"],
        ['#', 1, 'an id is missing after #'],
        ['.', 1, 'an xtype is missing after .'],
        ['[text=Save', 6, "']' is missing"],
        ['[=Save]', 1, 'an attribute name is missing'],
        ["[text='Save]", 12, "the closing ' is missing"],
        ['[text~=Save]', 5, "']' is missing"],
        [
          ':nth-child(2)',
          0,
          "unknown pseudo-class ':nth-child' (known: :first, :last, :not(selector))",
        ],
        [':not grid', 4, "'(' is missing after :not"],
        [':not(grid', 9, "')' is missing"],
        [':not()', 5, "unexpected ')'"],
        ['{isDisabled() || true}', 14, "'}' is missing (a member test is a name or a method call)"],
        ['{hasKids(x)}', 9, 'an argument must be a number, a quoted string, true, false or null'],
        ['{hasKids(1}', 10, "')' is missing"],
        ['{}', 1, 'a member name is missing'],
        ['{constructor()}', 1, "'constructor' cannot be tested"],
      ];
      for (const [selector, position, what] of cases) {
        expect(error(selector).message).to.equal(
          `[Lib.ComponentQuery] invalid selector '${selector}' at position ${position}: ${what}`,
        );
      }
    });

    it('is reported by is() too; a selector that is not a string is a TypeError', () => {
      expect(() => ComponentQuery.is(t1, 'cqtool >')).to.throw(LibError, /position 8/);
      expect(() => ComponentQuery.query(5 as any)).to.throw(
        TypeError,
        '[Lib.ComponentQuery.query] expects a selector string, got 5',
      );
    });

    it('calls nothing: a member test is parsed, never evaluated', () => {
      expect(() => q('{isDisabled();alert(1)}')).to.throw(LibError, /position 13/);
      expect(() => q('{a.b()}')).to.throw(LibError, /position 2/);
    });
  });
});
