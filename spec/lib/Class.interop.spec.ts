import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { Base } from '../../lib/Base';
import { registerClass } from '../../lib/Class';
import { def, globalScript, scriptWindow, useCleanup } from '../helpers';
import { useFreshDist } from '../dist.helpers';

const g = globalThis as any;

/** A built-in style class written in TypeScript (strict mode). */
class Shape extends Base {
  declare sides: number;
  declare label: string;

  override $construct(config?: { sides?: number; label?: string }) {
    super.$construct(config);
    if (config?.sides !== undefined) this.sides = config.sides;
    this.label = config?.label ?? 'shape';
    return this;
  }

  describe(): string {
    return `${this.label}:${this.sides}`;
  }

  static kind(this: any): string {
    return 'kind of ' + this.$className;
  }
}

describe('callParent from both worlds', () => {
  useCleanup();

  before(() => {
    registerClass(Shape, 'Lib.test.Shape', { alias: 'shape.shape', sides: 0 });
  });
  after(() => Lib.undefine('Lib.test.Shape'));

  describe('TypeScript classes and Lib.define bodies', () => {
    it('registers a TypeScript class with its prototype defaults and alias', () => {
      const shape = Lib.create('shape.shape');
      expect(shape).to.be.instanceOf(Shape);
      expect(shape.describe()).to.equal('shape:0');
      expect(Lib.ClassManager.getName(shape)).to.equal('Lib.test.Shape');
      expect((Lib as any).test.Shape).to.equal(Shape);
    });

    it('lets a Lib.define body extend a TypeScript class and callParent into it', () => {
      const Square = def('App.Square', {
        extend: 'Lib.test.Shape',
        constructor(this: any, cfg: any) {
          this.callParent([{ ...cfg, sides: 4 }]);
        },
        describe(this: any) {
          return 'square ' + this.callParent();
        },
      });
      const square = new Square({ label: 'sq' });
      expect(square.describe()).to.equal('square sq:4');
      expect(Square.kind()).to.equal('kind of App.Square');
    });

    it('lets a TypeScript class extend a Lib.define class and use super into it', () => {
      const Square = def('App.Square2', {
        extend: 'Lib.test.Shape',
        describe(this: any) {
          return 'sq2 ' + this.callParent();
        },
      });
      class Tile extends (Square as typeof Shape) {
        override describe(): string {
          return 'tile ' + super.describe();
        }
      }
      registerClass(Tile, 'App.Tile');
      const tile = Lib.create('App.Tile', { sides: 4, label: 't' });
      expect(tile.describe()).to.equal('tile sq2 t:4');
      const Grand = def('App.GrandTile', {
        extend: 'App.Tile',
        describe(this: any) {
          return 'grand ' + this.callParent();
        },
      });
      expect(new Grand({ sides: 1, label: 'g' }).describe()).to.equal('grand tile sq2 g:1');
      Lib.undefine('App.Tile');
    });

    it('keeps the legacy superclass.constructor.call pattern working', () => {
      const Legacy = def('App.LegacyShape', {
        extend: 'Lib.test.Shape',
        constructor(this: any, cfg: any) {
          Legacy.superclass.constructor.call(this, cfg);
          this.legacy = true;
        },
      });
      const shape = new Legacy({ sides: 3 });
      expect(shape.describe()).to.equal('shape:3');
      expect(shape.legacy).to.equal(true);
    });

    it('refuses to register a class that does not extend Lib.Base', () => {
      class Stranger {}
      expect(() => registerClass(Stranger as any, 'App.Stranger')).to.throw(
        TypeError,
        'must extend Lib.Base',
      );
    });
  });

  describe('Lib.extend (legacy)', () => {
    it('builds a class from (parent, members) through the class system', () => {
      def('App.ExtP', { m: () => 'P' });
      const Sub = Lib.extend(g.App.ExtP, {
        m(this: any) {
          return 'Sub>' + this.callParent();
        },
      });
      expect(new Sub().m()).to.equal('Sub>P');
      expect(Sub.superclass).to.equal(g.App.ExtP.prototype);
    });

    it('uses the members constructor as the class', () => {
      def('App.ExtCtorP', {
        constructor(this: any, cfg: any) {
          this.cfg = cfg;
        },
      });
      const Sub: any = Lib.extend(g.App.ExtCtorP, {
        constructor(this: any, cfg: any) {
          Sub.superclass.constructor.call(this, cfg);
          this.sub = true;
        },
      });
      const s = new Sub({ a: 1 });
      expect(s.cfg).to.deep.equal({ a: 1 });
      expect(s.sub).to.equal(true);
      expect(s).to.be.instanceOf(g.App.ExtCtorP);
    });

    it('takes (sub, parent, members) with plain constructor functions', () => {
      function Animal(this: any, name: string) {
        this.name = name;
      }
      Animal.prototype.speak = function (this: any) {
        return this.name;
      };
      function Dog(this: any, name: string) {
        (Dog as any).superclass.constructor.call(this, name);
      }
      Lib.extend(Dog, Animal, {
        speak(this: any) {
          return this.callParent() + ' woofs';
        },
      });
      const dog = new (Dog as any)('Rex');
      expect(dog.speak()).to.equal('Rex woofs');
      expect(dog).to.be.instanceOf(Animal);
    });

    it('refuses a missing parent', () => {
      expect(() => Lib.extend(undefined as any, {})).to.throw(
        TypeError,
        'Attempting to extend from a class which has not been loaded',
      );
    });
  });

  describe('a sloppy-mode legacy script in a browser window', () => {
    useFreshDist('lib.js');

    it('defines, extends and calls up the chain with this.callParent(arguments)', async () => {
      const window = scriptWindow();
      try {
        window.eval(globalScript());
        const result = window.eval(`
          Lib.define('Legacy.Animal', {
            constructor: function (config) {
              this.name = config.name;
              this.sounds = [];
            },
            speak: function (times) {
              this.sounds.push('...');
              return this.name + ' x' + times;
            }
          });
          Lib.define('Legacy.Dog', {
            extend: 'Legacy.Animal',
            constructor: function (config) {
              config.name = config.name.toUpperCase();
              this.callParent(arguments);
            },
            speak: function (times) {
              var base = this.callParent(arguments);
              return base + ' (woof)';
            }
          });
          var dog = Lib.create('Legacy.Dog', { name: 'rex' });
          dog.speak(2) + ' / ' + (dog instanceof Legacy.Animal) + ' / ' + dog.sounds.length;
        `);
        expect(result).to.equal('REX x2 (woof) / true / 1');
      } finally {
        await window.happyDOM.close();
      }
    });
  });
});
