import { expect } from 'chai';
import Lib from '../../../index';
import { Writer } from '../../../classes/data/writer/Writer';
import { Operation } from '../../../classes/data/Operation';
import { Request } from '../../../classes/data/Request';
import { def, useCleanup } from '../../helpers';
import { LibDate } from '../../../lib/lang/Date';
import { optional } from '../../../lib/lang/is';

describe('Lib.data.writer.Writer', () => {
  useCleanup();
  beforeEach(() => {
    def('Spec.writer.User', {
      extend: 'Lib.data.Model',
      fields: [
        { name: 'id', type: 'int' },
        { name: 'name', mapping: 'full_name' },
        { name: 'age', type: 'int' },
        { name: 'born', type: 'date', dateFormat: 'Y-m-d' },
        { name: 'seen', type: 'date', dateFormat: 'Y-m-d', dateWriteFormat: 'd/m/Y' },
        { name: 'at', type: 'date' },
        { name: 'local', persist: false },
      ],
    });
  });
  const User = () => Lib.ClassManager.get('Spec.writer.User');
  const writer = (config: Record<string, any> = {}): Writer => Lib.create('writer.base', config);
  const saved = (values: Record<string, any> = {}) =>
    new (User())({ id: 7, name: 'Ada', age: 36, local: 'x', ...values });

  it('is registered as writer.base, also known as Lib.data.DataWriter', () => {
    expect(Lib.ClassManager.getByAlias('writer.base')).to.equal(Writer);
    expect(Lib.ClassManager.get('Lib.data.DataWriter')).to.equal(Writer);
  });

  it('defaults: writeAllFields true, nameProperty name, writeRecordId true', () => {
    const w = writer();
    expect(w.writeAllFields).to.equal(true);
    expect(w.nameProperty).to.equal('name');
    expect(w.writeRecordId).to.equal(true);
    expect(w.isWriter).to.equal(true);
  });

  it('checks its config types', () => {
    expect(() => writer({ writeAllFields: 'yes' })).to.throw(
      TypeError,
      /\[Lib\.data\.writer\.Writer\] config 'writeAllFields' must be a boolean/,
    );
    expect(() => writer({ nameProperty: 3 })).to.throw(TypeError, /config 'nameProperty'/);
    expect(() => writer({ writeRecordId: 1 })).to.throw(TypeError, /config 'writeRecordId'/);
    expect(() => writer(5 as any)).to.throw(TypeError, /config must be an object/);
  });

  describe('#getRecordData', () => {
    it('writes every persistent field of an update (writeAllFields), skipping persist:false', () => {
      const user = saved();
      user.set('age', 37);
      expect(writer().getRecordData(user)).to.deep.equal({
        id: 7,
        name: 'Ada',
        age: 37,
        born: null,
        seen: null,
        at: null,
      });
    });

    it('with writeAllFields false writes the changed fields and the id', () => {
      const user = saved();
      user.set({ age: 37, local: 'y' });
      expect(writer({ writeAllFields: false }).getRecordData(user)).to.deep.equal({
        age: 37,
        id: 7,
      });
    });

    it('always writes the id of a record that exists on the server, unless writeRecordId is false', () => {
      const user = saved();
      user.set('age', 37);
      const w = writer({ writeAllFields: false, writeRecordId: false });
      expect(w.getRecordData(user)).to.deep.equal({ age: 37 });
    });

    it('never writes the placeholder id of a new record, even the 0 of an int id field', () => {
      const user = new (User())({ name: 'New' });
      expect(user.phantom).to.equal(true);
      expect(user.getId()).to.equal(0);
      const data = writer().getRecordData(user);
      expect(data).to.not.have.property('id');
      expect(data.name).to.equal('New');
      // A new record sends all its fields even with writeAllFields false.
      expect(writer({ writeAllFields: false }).getRecordData(user)).to.not.have.property('id');
      expect(writer({ writeAllFields: false }).getRecordData(user)).to.have.property('age', 0);
    });

    it('names values by nameProperty, falling back to the field name', () => {
      const data = writer({ nameProperty: 'mapping' }).getRecordData(saved());
      expect(data).to.have.property('full_name', 'Ada');
      expect(data).to.have.property('age', 36);
      expect(data).to.not.have.property('name');
    });

    it("formats dates with the field's dateWriteFormat, else its dateFormat, else leaves the Date", () => {
      const at = new Date(2024, 1, 29, 13, 5);
      const data = writer().getRecordData(
        saved({ born: new Date(2000, 0, 2), seen: new Date(2024, 1, 29), at }),
      );
      expect(data.born).to.equal('2000-01-02');
      expect(data.seen).to.equal('29/02/2024');
      expect(data.at).to.be.instanceOf(Date);
      expect((data.at as Date).getTime()).to.equal(at.getTime());
    });

    it("formats every date with the writer's dateFormat when it has one", () => {
      const data = writer({ dateFormat: 'Y' }).getRecordData(
        saved({ born: new Date(2000, 0, 2), seen: new Date(2024, 1, 29) }),
      );
      expect([data.born, data.seen]).to.deep.equal(['2000', '2024']);
    });

    describe('without Lib.Date (the data entry alone)', () => {
      afterEach(() => (optional.date = LibDate));
      const at = new Date(2024, 1, 9, 7, 5, 3);

      it('writes c, U, time, timestamp and MS as Lib.Date does', () => {
        const record = saved({ at });
        for (const dateFormat of ['c', 'U', 'time', 'timestamp', 'MS']) {
          optional.date = LibDate;
          const expected = LibDate.format(at, dateFormat);
          optional.date = undefined;
          expect(writer({ dateFormat }).getRecordData(record).at, dateFormat).to.equal(expected);
        }
      });

      it('throws at the first write for another format, naming the field and the import', () => {
        optional.date = undefined;
        expect(() => writer({ dateFormat: 'd/m/Y' }).getRecordData(saved({ at }))).to.throw(
          "[Lib.data.Field('at')] date format 'd/m/Y' needs import 'lib-ext4/date'",
        );
      });
    });

    it("uses a field's serialize(value, record) when it has one", () => {
      def('Spec.writer.Tagged', {
        extend: 'Lib.data.Model',
        fields: [
          'id',
          { name: 'tags', serialize: (v: string[], r: any) => v.join('|') + r.getId() },
        ],
      });
      const record = Lib.create('Spec.writer.Tagged', { id: 1, tags: ['a', 'b'] });
      expect(writer().getRecordData(record)).to.deep.equal({ id: 1, tags: 'a|b1' });
    });

    it('sends the client id of new records under clientIdProperty when several are written', () => {
      const a = new (User())({ name: 'A' });
      const b = new (User())({ name: 'B' });
      const w = writer({ clientIdProperty: 'clientId' });
      const op = new Operation({ action: 'create', records: [a, b] });
      expect(w.getRecordData(a, op).clientId).to.equal(a.internalId);
      const single = new Operation({ action: 'create', records: [a] });
      expect(w.getRecordData(a, single)).to.not.have.property('clientId');
    });
  });

  it('write() collects the record data of the operation and hands it to writeRecords', () => {
    def('Spec.writer.Collecting', {
      extend: 'Lib.data.writer.Writer',
      writeRecords(request: any, data: any[]) {
        request.collected = data;
        return request;
      },
    });
    const w = Lib.create('Spec.writer.Collecting', {});
    const records = [saved(), saved({ id: 8 })];
    const request = new Request({ operation: new Operation({ action: 'update', records }) });
    expect(w.write(request)).to.equal(request);
    expect((request as any).collected.map((d: any) => d.id)).to.deep.equal([7, 8]);
  });

  it('leaves writeRecords to subclasses', () => {
    const request = new Request({ operation: new Operation({ action: 'update', records: [] }) });
    expect(() => writer().write(request)).to.throw(Lib.Error, /does not implement writeRecords/);
  });
});
