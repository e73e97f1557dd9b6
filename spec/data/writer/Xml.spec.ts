import { expect } from 'chai';
import Lib from '../../../index';
import { XmlWriter } from '../../../classes/data/writer/Xml';
import { Operation } from '../../../classes/data/Operation';
import { Request } from '../../../classes/data/Request';
import { def, useCleanup } from '../../helpers';

describe('Lib.data.writer.Xml', () => {
  useCleanup();
  beforeEach(() => {
    def('Spec.xmlw.User', {
      extend: 'Lib.data.Model',
      fields: [{ name: 'id', type: 'int' }, 'name', { name: 'born', type: 'date' }],
    });
  });
  const user = (id: number, name = 'U' + id, born: any = null) =>
    Lib.create('Spec.xmlw.User', { id, name, born });
  const write = (config: Record<string, any>, records: any[]) => {
    const request = new Request({ operation: new Operation({ action: 'update', records }) });
    return Lib.create('writer.xml', config).write(request).xmlData;
  };

  it('is registered as writer.xml, also known as Lib.data.XmlWriter', () => {
    expect(Lib.ClassManager.getByAlias('writer.xml')).to.equal(XmlWriter);
    expect(Lib.ClassManager.get('Lib.data.XmlWriter')).to.equal(XmlWriter);
  });

  it("defaults: documentRoot and defaultDocumentRoot 'xmlData', record 'record', header ''", () => {
    const w = Lib.create('writer.xml', {});
    expect([w.documentRoot, w.defaultDocumentRoot, w.record, w.header]).to.deep.equal([
      'xmlData',
      'xmlData',
      'record',
      '',
    ]);
  });

  it('writes each record as a record element with one element per value, inside documentRoot', () => {
    expect(write({}, [user(1), user(2)])).to.equal(
      '<xmlData><record><id>1</id><name>U1</name><born></born></record>' +
        '<record><id>2</id><name>U2</name><born></born></record></xmlData>',
    );
  });

  it('uses header, documentRoot and record', () => {
    expect(
      write({ header: '<?xml version="1.0"?>', documentRoot: 'users', record: 'user' }, [user(1)]),
    ).to.equal(
      '<?xml version="1.0"?><users><user><id>1</id><name>U1</name><born></born></user></users>',
    );
  });

  it('without documentRoot wraps several records in defaultDocumentRoot, one record in nothing', () => {
    expect(write({ documentRoot: '' }, [user(1)])).to.equal(
      '<record><id>1</id><name>U1</name><born></born></record>',
    );
    expect(write({ documentRoot: '', defaultDocumentRoot: 'all' }, [user(1), user(2)])).to.match(
      /^<all><record>.*<\/record><\/all>$/,
    );
  });

  it('escapes values (Ext JS 4 did not)', () => {
    expect(write({ documentRoot: '' }, [user(1, `<b>"Tom" & 'Jerry'</b>`)])).to.contain(
      '<name>&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;</name>',
    );
  });

  it('writes dates without a format as local date-time', () => {
    expect(write({ documentRoot: '' }, [user(1, 'a', new Date(2024, 1, 29, 13, 5, 9))])).to.contain(
      '<born>2024-02-29T13:05:09</born>',
    );
  });

  it('refuses names that are no XML names and characters XML cannot carry', () => {
    def('Spec.xmlw.Odd', { extend: 'Lib.data.Model', fields: ['id', { name: 'a b' }] });
    const odd = Lib.create('Spec.xmlw.Odd', { id: 1, 'a b': 1 });
    expect(() => write({}, [odd])).to.throw(Lib.Error, /'a b' is not an XML element name/);
    expect(() => write({}, [user(1, 'bell\u0007')])).to.throw(Lib.Error, /control character/);
  });

  it('checks its config types', () => {
    expect(() => Lib.create('writer.xml', { record: 'a b' })).to.throw(
      TypeError,
      /\[Lib\.data\.writer\.Xml\] config 'record' must be an XML element name/,
    );
    expect(() => Lib.create('writer.xml', { documentRoot: 5 } as any)).to.throw(
      TypeError,
      /config 'documentRoot'/,
    );
    expect(() => Lib.create('writer.xml', { header: 5 } as any)).to.throw(
      TypeError,
      /config 'header'/,
    );
  });
});
