import { expect } from 'chai';
import nock from 'nock';
import Lib from '../../../index';
import { XmlReader } from '../../../classes/data/reader/Xml';
import type { Field } from '../../../classes/data/Field';
import { def, useCleanup, useDomParser } from '../../helpers';
import { BASE, answer, run, useNock } from '../proxy/nock.helpers';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<response>
  <success>true</success>
  <total>10</total>
  <message>fine</message>
  <users>
    <user id="7"><name>Ada &amp; co</name><age>36</age><address><city>London</city></address></user>
    <user id="8"><name>Grace</name><age></age><address><city>Arlington</city></address></user>
  </users>
</response>`;

describe('Lib.data.reader.Xml', () => {
  useCleanup();
  useDomParser();
  beforeEach(() => {
    def('Spec.xml.User', {
      extend: 'Lib.data.Model',
      fields: [
        { name: 'id', type: 'int', mapping: '@id' },
        'name',
        { name: 'age', type: 'int' },
        { name: 'city', mapping: 'address > city' },
      ],
    });
  });
  const reader = (config: Record<string, any> = {}): XmlReader =>
    Lib.create('reader.xml', { model: 'Spec.xml.User', record: 'user', ...config });
  const parse = (text: string) =>
    new (globalThis as any).DOMParser().parseFromString(text, 'application/xml');

  it('is registered as reader.xml, also known as Lib.data.XmlReader', () => {
    expect(Lib.ClassManager.getByAlias('reader.xml')).to.equal(XmlReader);
    expect(Lib.ClassManager.get('Lib.data.XmlReader')).to.equal(XmlReader);
    expect(reader()).to.be.instanceOf(Lib.data.reader.Reader);
  });

  it("reads the record elements, each field by its mapping selector (a tag, 'a > b' or '@attr')", () => {
    const result = reader().read(parse(XML));
    expect(result.success).to.equal(true);
    expect(result.total).to.equal(10);
    const [ada, grace] = result.records;
    expect(ada.getId()).to.equal(7);
    expect(ada.get('name')).to.equal('Ada & co');
    expect(ada.get('age')).to.equal(36);
    expect(ada.get('city')).to.equal('London');
    expect(ada.phantom).to.equal(false);
    // An empty element reads as missing: the field's default.
    expect(grace.get('age')).to.equal(0);
  });

  it('reads records under root, and totalProperty, successProperty, messageProperty as selectors', () => {
    const doc = parse(
      '<r><meta><ok>false</ok><count>3</count><why>no</why></meta><list><user id="1"/></list><user id="9"/></r>',
    );
    const result = reader({
      root: 'list',
      totalProperty: 'count',
      successProperty: 'ok',
      messageProperty: 'why',
    }).read(doc);
    expect(result.success).to.equal(false);
    expect(result.message).to.equal('no');
    expect(result.total).to.equal(3);
    expect(result.records.map((r: any) => r.getId())).to.deep.equal([1]);
  });

  it('reads the id by idProperty as a selector', () => {
    def('Spec.xml.Item', { extend: 'Lib.data.Model', fields: ['key', 'label'] });
    const r = Lib.create('reader.xml', {
      model: 'Spec.xml.Item',
      record: 'item',
      idProperty: 'key',
    });
    const result = r.read(parse('<items><item><key>k1</key><label>One</label></item></items>'));
    expect(result.records[0].getId()).to.equal('k1');
    expect(result.records[0].get('key')).to.equal('k1');
    expect(result.records[0].internalId).to.equal('k1');
  });

  it('takes the root element itself when it is a record', () => {
    const result = reader().read(parse('<user id="3"><name>Solo</name></user>'));
    expect(result.records.map((r: any) => r.get('name'))).to.deep.equal(['Solo']);
  });

  it('reads responseXML, else parses responseText', () => {
    const fromXml = reader().read({ responseXML: parse(XML), responseText: 'ignored' });
    expect(fromXml.records).to.have.length(2);
    const fromText = reader().read({ responseText: XML, responseXML: null });
    expect(fromText.records).to.have.length(2);
    expect(reader().read(XML).records).to.have.length(2);
  });

  it('a body that is not well-formed XML reads as an unsuccessful ResultSet', () => {
    const result = reader().read({ responseText: '<a><b></a>' });
    expect(result.success).to.equal(false);
    expect(result.message).to.match(/not well-formed XML/);
  });

  it('without a DOMParser (plain Node) says so clearly', () => {
    const parser = (globalThis as any).DOMParser;
    delete (globalThis as any).DOMParser;
    try {
      expect(() => reader().read({ responseText: XML })).to.throw(
        Lib.Error,
        /\[Lib\.data\.reader\.Xml#getResponseData\] cannot read XML text: there is no DOMParser/,
      );
    } finally {
      (globalThis as any).DOMParser = parser;
    }
  });

  it('checks the record config', () => {
    expect(() => reader({ record: '' })).to.throw(TypeError, /config 'record'/);
    expect(() => reader({ totalProperty: 5 })).to.throw(TypeError, /config 'totalProperty'/);
  });

  describe('#hasField and #rawValue', () => {
    const field = (name: string) =>
      (Lib.ClassManager.get('Spec.xml.User') as any).getFields().find((f: any) => f.name === name);
    const user = (xml: string) => parse(xml).documentElement;

    it("say a record element carries a field when it has the element or attribute the field's selector reads", () => {
      const r = reader();
      const el = user('<user id="7"><name>Ada</name><address><city>London</city></address></user>');
      expect(r.hasField(el, field('name'))).to.equal(true);
      expect(r.hasField(el, field('id')), "'@id'").to.equal(true);
      expect(r.hasField(el, field('city')), "'address > city'").to.equal(true);
      expect(r.hasField(el, field('age'))).to.equal(false);
      const bare = user('<user><address/></user>');
      expect(r.hasField(bare, field('id'))).to.equal(false);
      expect(r.hasField(bare, field('city'))).to.equal(false);
    });

    it('count an empty element as sent (it reads as the default) and a function mapping as carried', () => {
      const r = reader();
      const el = user('<user><age/></user>');
      expect(r.hasField(el, field('age'))).to.equal(true);
      expect(r.read(parse('<users><user><age/></user></users>')).records[0].get('age')).to.equal(0);
      expect(r.hasField(el, { name: 'x', mapping: () => 1 } as unknown as Field)).to.equal(true);
    });

    it('ask a row that is no XML node as a plain object, and find nothing for a selector the DOM refuses', () => {
      const r = reader();
      expect(r.hasField({ name: 'Ada' }, field('name'))).to.equal(true);
      expect(r.hasField({}, field('name'))).to.equal(false);
      expect(r.hasField(null, field('name'))).to.equal(false);
      expect(r.rawValue({ cid: 'x' }, 'cid')).to.equal('x');
      const el = user('<user><name>Ada</name></user>');
      expect(r.hasField(el, { name: 'a b c ]]' } as Field)).to.equal(false);
      expect(r.rawValue(el, '[[nope')).to.equal(undefined);
    });

    it("read a plain name as the text of the element it selects, '@name' as an attribute", () => {
      const r = reader();
      const el = user('<user cid="a1"><clientId>ext-record-3</clientId><empty/></user>');
      expect(r.rawValue(el, 'clientId')).to.equal('ext-record-3');
      expect(r.rawValue(el, '@cid')).to.equal('a1');
      expect(r.rawValue(el, 'empty'), 'present but empty').to.equal('');
      expect(r.rawValue(el, 'missing')).to.equal(undefined);
      expect(r.rawValue(el, '@missing')).to.equal(undefined);
    });
  });

  describe('through a proxy', () => {
    useNock();

    it('loads records from an XML answer and writes XML with the xml writer', async () => {
      const proxy = Lib.create('proxy.rest', {
        url: BASE + '/users',
        model: 'Spec.xml.User',
        reader: { type: 'xml', record: 'user', totalProperty: 'total' },
        writer: { type: 'xml', documentRoot: 'users', record: 'user' },
      });
      answer(nock(BASE).get(/^\/users/), 200, XML, { 'Content-Type': 'application/xml' });
      const read = await run(proxy, 'read', { page: 1, start: 0, limit: 25 });
      expect(read.wasSuccessful()).to.equal(true);
      expect(read.getRecords()!.map((r: any) => r.get('name'))).to.deep.equal([
        'Ada & co',
        'Grace',
      ]);
      expect(read.getResultSet()!.total).to.equal(10);

      const user = read.getRecords()![1];
      user.set('name', 'Grace <Hopper>');
      const seen = answer(nock(BASE).put(/^\/users\/8/), 200, '<users><user id="8"/></users>', {
        'Content-Type': 'text/xml',
      });
      const update = await run(proxy, 'update', { records: [user] });
      expect(update.wasSuccessful()).to.equal(true);
      expect(seen[0].headers['content-type']).to.match(/^text\/xml/);
      expect(seen[0].body).to.equal(
        '<users><user><id>8</id><name>Grace &lt;Hopper&gt;</name><age>0</age><city>Arlington</city></user></users>',
      );
      expect(user.dirty).to.equal(false);
    });

    it('an XML answer that is not well-formed fails the operation as a parse error', async () => {
      const proxy = Lib.create('proxy.ajax', {
        url: BASE + '/users',
        model: 'Spec.xml.User',
        reader: { type: 'xml', record: 'user' },
      });
      answer(nock(BASE).get(/^\/users/), 200, '<users><user></users>', {
        'Content-Type': 'text/plain',
      });
      const read = await run(proxy, 'read');
      expect(read.hasException()).to.equal(true);
      expect(read.getRequestError()!.kind).to.equal('parse');
      expect(read.getError()).to.match(/not well-formed XML/);
    });
  });
});
