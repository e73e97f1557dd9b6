import { expect } from 'chai';
import sinon from 'sinon';
import nock from 'nock';
import { Lib } from '../../../index';
import { RequestError } from '../../../classes/data/Connection.errors';
import { click, key, useDom } from '../../dom.helpers';
import { def, useCleanup } from '../../helpers';
import { useNock } from '../../data/proxy/nock.helpers';
import { useGridCleanup } from '../grid.fixtures';
import { bornStore, button, editGrid, field, summary, type } from './RowEditing.fixtures';

const XSS = '<img src=x onerror=alert(1)>';

/** A request the fake proxy got, to be answered by the spec. */
interface Pending {
  action: string;
  operation: any;
  callback: (operation: any) => void;
  scope: unknown;
}

/** Defines `proxy.specrows`: a proxy whose writes wait until the spec answers them. */
function fakeProxy(): Pending[] {
  const pending: Pending[] = [];
  const hold = (action: string) =>
    function (operation: any, callback: any, scope: unknown) {
      pending.push({ action, operation, callback, scope });
    };
  def('Spec.rowediting.Proxy', {
    extend: 'Lib.data.proxy.Proxy',
    alias: 'proxy.specrows',
    create: hold('create'),
    update: hold('update'),
  });
  return pending;
}

/** Answers a pending write: accepted (`serverData` for the record), or failed with `error`. */
function answer(request: Pending, error?: RequestError, serverData?: Record<string, any>): void {
  const operation = request.operation;
  if (error) {
    operation.setException({ status: error.status, statusText: error.statusText });
    operation.requestError = error;
    operation.setCompleted();
  } else {
    if (serverData) operation.getRecords()[0].set(serverData);
    operation.commitRecords();
    operation.setCompleted();
    operation.setSuccessful();
  }
  request.callback.call(request.scope, operation);
}

const unprocessable = (fieldErrors: Record<string, string[]>) =>
  new RequestError({
    kind: 'http',
    status: 422,
    statusText: 'Unprocessable Entity',
    method: 'PUT',
    url: '/users/1',
    fieldErrors,
  });

describe('Lib.grid.plugin.RowEditing beyond Ext JS 4', () => {
  useDom();
  useCleanup();
  const made = useGridCleanup();

  describe('removeUnmodified', () => {
    it('removes a new record that was never changed when the edit is cancelled', () => {
      const { plugin, store } = made(editGrid({ removeUnmodified: true }));
      const [fresh] = store.insert(0, { name: 'New' });
      const canceled = sinon.spy();
      plugin.on('canceledit', canceled);
      plugin.startEdit(fresh);
      plugin.cancelEdit();
      expect(store.indexOf(fresh)).to.equal(-1);
      expect(store.getCount()).to.equal(4);
      expect(canceled.calledOnce).to.equal(true);
      expect(canceled.firstCall.args[1].record).to.equal(fresh);
    });

    it('keeps a new record that was changed, and records that are not new', () => {
      const { grid, plugin, store } = made(editGrid({ removeUnmodified: true }));
      const [fresh] = store.insert(0, { name: 'New' });
      plugin.startEdit(fresh);
      type(field(grid, 'email'), 'new@example.com');
      plugin.completeEdit();
      plugin.startEdit(fresh);
      plugin.cancelEdit();
      expect(store.indexOf(fresh)).to.equal(0);
      plugin.startEdit(1);
      plugin.cancelEdit();
      expect(store.getCount()).to.equal(5);
    });

    it('removes it when the editor moves to another row, without canceledit', () => {
      const { plugin, store } = made(editGrid({ removeUnmodified: true }));
      const [fresh] = store.insert(0, {});
      const canceled = sinon.spy();
      plugin.on('canceledit', canceled);
      plugin.startEdit(fresh);
      const marge = store.getAt(4);
      expect(plugin.startEdit(marge)).to.equal(true);
      expect(store.indexOf(fresh)).to.equal(-1);
      expect(plugin.context.record).to.equal(marge);
      expect(plugin.context.rowIdx).to.equal(3);
      expect(plugin.getEditor().el.dom.style.top).to.equal(3 * 24 + 'px');
      expect(canceled.called).to.equal(false);
    });

    it('is off by default: the new record stays', () => {
      const { plugin, store } = made(editGrid());
      const [fresh] = store.insert(0, {});
      plugin.startEdit(fresh);
      plugin.cancelEdit();
      expect(store.indexOf(fresh)).to.equal(0);
    });
  });

  describe('autoSync', () => {
    let pending: Pending[];
    beforeEach(() => {
      pending = fakeProxy();
    });
    /** spec.md's store, its rows loaded, then given the fake proxy. */
    const syncStore = (config: Record<string, any> = {}) => {
      const store = bornStore(config);
      store.setProxy('specrows');
      return store;
    };
    const syncGrid = (plugin: Record<string, any> = {}) =>
      made(editGrid({ autoSync: true, ...plugin }, { store: syncStore() }));

    it('keeps the editor open in a saving state until the server answers', () => {
      const { grid, plugin, store } = syncGrid();
      const edit = sinon.spy();
      plugin.on('edit', edit);
      plugin.startEdit(1);
      type(field(grid, 'email'), 'bart@example.com');
      click(button(grid, 'update'));
      const editor = plugin.getEditor();
      expect(pending).to.have.length(1);
      expect(pending[0].action).to.equal('update');
      expect(pending[0].operation.getRecords()[0]).to.equal(store.getAt(1));
      expect(plugin.editing).to.equal(true);
      expect(editor.isVisible()).to.equal(true);
      expect(editor.el.dom.classList.contains('x-grid-row-editor-saving')).to.equal(true);
      expect(editor.el.dom.getAttribute('aria-busy')).to.equal('true');
      expect(editor.down('#update').isDisabled()).to.equal(true);
      expect(field(grid, 'email').readOnly).to.equal(true);
      expect(edit.called).to.equal(false);
      // Busy: a second Update, a cancel or another row wait for the answer.
      plugin.completeEdit();
      expect(pending).to.have.length(1);
      expect(plugin.cancelEdit()).to.equal(false);
      expect(plugin.startEdit(2)).to.equal(false);
      answer(pending[0]);
      expect(plugin.editing).to.equal(false);
      expect(editor.isVisible()).to.equal(false);
      expect(editor.el.dom.classList.contains('x-grid-row-editor-saving')).to.equal(false);
      expect(editor.el.dom.hasAttribute('aria-busy')).to.equal(false);
      expect(field(grid, 'email').readOnly).to.equal(false);
      expect(edit.calledOnce).to.equal(true);
      expect(store.getAt(1).get('email')).to.equal('bart@example.com');
      expect(store.getAt(1).dirty).to.equal(false);
    });

    it('keeps the focus in the editor while saving from Update; Esc cancels after a 422', () => {
      const { grid, plugin, store, view } = syncGrid();
      plugin.startEdit(1);
      type(field(grid, 'email'), 'bart@example.com');
      const update = button(grid, 'update');
      update.focus();
      key(update, ' ', {}, 'keyup');
      click(update);
      // The disabled button would lose the focus to <body>; a field of the editor takes it.
      expect(document.activeElement).to.not.equal(update);
      expect(plugin.getEditor().el.dom.contains(document.activeElement)).to.equal(true);
      answer(pending[0], unprocessable({ phone: ['is not a number'] }));
      key(document.activeElement, 'Escape');
      expect(plugin.editing).to.equal(false);
      expect(document.activeElement).to.equal(view.el.dom);
      expect(grid.getSelectionModel().getLastFocused()).to.equal(store.getAt(1));
    });

    it('gives the focus back to the edited row once Update saved', () => {
      const { grid, plugin, store, view } = syncGrid();
      plugin.startEdit(1);
      type(field(grid, 'email'), 'bart@example.com');
      button(grid, 'update').focus();
      click(button(grid, 'update'));
      answer(pending[0]);
      expect(plugin.editing).to.equal(false);
      expect(document.activeElement).to.equal(view.el.dom);
      expect(grid.getSelectionModel().getLastFocused()).to.equal(store.getAt(1));
    });

    it('creates a new record and takes what the server sent', () => {
      const { grid, plugin, store } = syncGrid();
      const [fresh] = store.insert(0, {});
      plugin.startEdit(fresh);
      type(field(grid, 'name'), 'Maggie');
      type(field(grid, 'email'), 'maggie@simpsons.com');
      plugin.completeEdit();
      expect(pending[0].action).to.equal('create');
      answer(pending[0], undefined, { id: 42 });
      expect(fresh.phantom).to.equal(false);
      expect(fresh.get('id')).to.equal(42);
      expect(fresh.get('name')).to.equal('Maggie');
      expect(plugin.editing).to.equal(false);
    });

    it('shows 422 field errors on the fields and keeps the input; Update tries again', () => {
      const { grid, plugin, store } = syncGrid();
      const edit = sinon.spy();
      plugin.on('edit', edit);
      plugin.startEdit(1);
      type(field(grid, 'name'), 'Bartholomew');
      type(field(grid, 'email'), 'taken@example.com');
      plugin.completeEdit();
      answer(pending[0], unprocessable({ email: ['is taken', XSS], nickname: ['is too short'] }));
      const editor = plugin.getEditor();
      expect(plugin.editing).to.equal(true);
      expect(editor.isVisible()).to.equal(true);
      expect(edit.called).to.equal(false);
      expect(field(grid, 'name').getValue()).to.equal('Bartholomew');
      expect(field(grid, 'email').getValue()).to.equal('taken@example.com');
      expect(field(grid, 'email').getActiveErrors()).to.deep.equal(['is taken', XSS]);
      expect(field(grid, 'email').inputEl.dom.getAttribute('aria-invalid')).to.equal('true');
      expect(summary(grid)).to.deep.equal([
        'Email: is taken',
        'Email: ' + XSS,
        'nickname: is too short',
      ]);
      expect(document.querySelectorAll('img').length).to.equal(0);
      expect(editor.down('#update').isDisabled()).to.equal(false);
      const bart = store.getAt(1);
      expect(bart.get('email')).to.equal('taken@example.com');
      expect(bart.dirty).to.equal(true);
      // Leaving the field unchanged (which validates it) keeps the server's error on it.
      field(grid, 'email').focus();
      field(grid, 'email').inputEl.dom.blur();
      expect(field(grid, 'email').getActiveErrors()).to.deep.equal(['is taken', XSS]);
      // The user fixes the field: its server error goes.
      type(field(grid, 'email'), 'bart@example.com');
      expect(field(grid, 'email').hasActiveError()).to.equal(false);
      expect(summary(grid)).to.deep.equal(['nickname: is too short']);
      plugin.completeEdit();
      expect(pending).to.have.length(2);
      expect(pending[1].operation.getRecords()[0].get('email')).to.equal('bart@example.com');
      answer(pending[1]);
      expect(plugin.editing).to.equal(false);
      expect(edit.calledOnce).to.equal(true);
      expect(bart.dirty).to.equal(false);
    });

    it('shows any other failure in the summary, as text', () => {
      const { grid, plugin } = syncGrid({ errorSummary: false });
      plugin.startEdit(0);
      type(field(grid, 'name'), 'Lisa S.');
      plugin.completeEdit();
      answer(
        pending[0],
        new RequestError({
          kind: 'server',
          status: 200,
          method: 'PUT',
          url: '/users/1',
          detail: XSS,
        }),
      );
      expect(summary(grid)).to.deep.equal([
        `PUT /users/1: the server reported failure (status 200): ${XSS}`,
      ]);
      expect(plugin.editing).to.equal(true);
      // Retried unchanged: the record is still dirty, so it is sent again.
      plugin.completeEdit();
      expect(pending).to.have.length(2);
      expect(summary(grid)).to.equal(null);
    });

    it('puts the record back as it was when the failed edit is cancelled', () => {
      const { grid, plugin, store } = syncGrid();
      const lisa = store.getAt(0);
      plugin.startEdit(lisa);
      type(field(grid, 'name'), 'Lisa S.');
      plugin.completeEdit();
      answer(pending[0], unprocessable({ name: ['is reserved'] }));
      type(field(grid, 'email'), 'lisa@example.com');
      plugin.completeEdit();
      answer(pending[1], unprocessable({ name: ['is reserved'] }));
      expect(lisa.get('email')).to.equal('lisa@example.com');
      key(field(grid, 'name').inputEl.dom, 'Escape');
      expect(plugin.editing).to.equal(false);
      expect(lisa.get('name')).to.equal('Lisa');
      expect(lisa.get('email')).to.equal('lisa@simpsons.com');
      expect(lisa.dirty).to.equal(false);
    });

    it('sends nothing and closes at once when nothing changed', () => {
      const { plugin } = syncGrid();
      const edit = sinon.spy();
      plugin.on('edit', edit);
      plugin.startEdit(2);
      plugin.completeEdit();
      expect(pending).to.have.length(0);
      expect(edit.calledOnce).to.equal(true);
    });

    it('does not let a store autoSync send the change a second time', () => {
      const { grid, plugin, store } = made(
        editGrid({ autoSync: true }, { store: syncStore({ autoSync: true }) }),
      );
      plugin.startEdit(0);
      type(field(grid, 'name'), 'Lisa S.');
      plugin.completeEdit();
      expect(pending).to.have.length(1);
      answer(pending[0]);
      expect(store.getAt(0).dirty).to.equal(false);
      expect(pending).to.have.length(1);
    });

    it('shows an error thrown by the proxy and leaves the saving state', () => {
      def('Spec.rowediting.Broken', {
        extend: 'Lib.data.proxy.Proxy',
        alias: 'proxy.specbroken',
      });
      const store = bornStore();
      store.setProxy('specbroken');
      const { grid, plugin } = made(editGrid({ autoSync: true }, { store }));
      plugin.startEdit(0);
      type(field(grid, 'name'), 'Lisa S.');
      plugin.completeEdit();
      const editor = plugin.getEditor();
      expect(editor.saving).to.equal(false);
      expect(summary(grid)![0]).to.contain('does not implement update');
    });
  });

  describe('autoSync through a REST proxy (nock)', () => {
    useNock();
    const BASE = 'http://api.test';

    it("saves through the store's proxy and shows a 422 answer's field errors", async () => {
      // The proxy is the store's: the model has none of its own.
      def('Spec.rowediting.User', {
        extend: 'Lib.data.Model',
        fields: [{ name: 'id', type: 'int' }, 'name', 'email'],
      });
      const store = Lib.create('Lib.data.Store', {
        model: 'Spec.rowediting.User',
        proxy: { type: 'rest', url: BASE + '/users' },
      });
      store.loadRecords([
        Lib.create('Spec.rowediting.User', { id: 1, name: 'Lisa', email: 'lisa@simpsons.com' }),
      ]);
      const { grid, plugin } = made(
        editGrid(
          { autoSync: true },
          {
            store,
            columns: [
              { header: 'Name', dataIndex: 'name', editor: 'textfield' },
              { header: 'Email', dataIndex: 'email', flex: 1, editor: 'textfield' },
            ],
          },
        ),
      );
      const bodies: any[] = [];
      nock(BASE)
        .put(/^\/users\/1/)
        .reply(422, (_uri: string, body: any) => {
          bodies.push(body);
          return { success: false, errors: { email: 'is taken' } };
        })
        .put(/^\/users\/1/)
        .reply(200, (_uri: string, body: any) => {
          bodies.push(body);
          return { id: 1, name: 'Lisa S.', email: 'lisa@example.com' };
        });
      plugin.startEdit(0);
      type(field(grid, 'name'), 'Lisa S.');
      type(field(grid, 'email'), 'bart@simpsons.com');
      const saved = new Promise<void>((resolve) =>
        store.getProxy().on('exception', () => resolve()),
      );
      plugin.completeEdit();
      await saved;
      expect(bodies[0]).to.include({ name: 'Lisa S.', email: 'bart@simpsons.com' });
      expect(field(grid, 'email').getActiveErrors()).to.deep.equal(['is taken']);
      expect(plugin.editing).to.equal(true);
      const edited = new Promise<void>((resolve) => plugin.on('edit', () => resolve()));
      type(field(grid, 'email'), 'lisa@example.com');
      plugin.completeEdit();
      await edited;
      expect(store.getAt(0)!.get('email')).to.equal('lisa@example.com');
      expect(store.getAt(0)!.dirty).to.equal(false);
      expect(nock.isDone()).to.equal(true);
    });

    describe('a save refused as stale (412): "changed on the server since you opened it"', () => {
      const current = { id: 1, name: 'Lisa (theirs)', version: 8 };

      /** A grid over a versioned user, its editor open on a changed name, its save refused. */
      async function refused() {
        def('Spec.rowediting.VUser', {
          extend: 'Lib.data.Model',
          fields: [{ name: 'id', type: 'int' }, 'name'],
          versionProperty: 'version',
        });
        const store = Lib.create('Lib.data.Store', {
          model: 'Spec.rowediting.VUser',
          proxy: { type: 'rest', url: BASE + '/users', noCache: false },
        });
        store.loadRecords([
          Lib.create('Spec.rowediting.VUser', { id: 1, name: 'Lisa', version: 7 }),
        ]);
        const { grid, plugin } = made(
          editGrid(
            { autoSync: true },
            { store, columns: [{ header: 'Name', dataIndex: 'name', editor: 'textfield' }] },
          ),
        );
        nock(BASE)
          .put('/users/1')
          .reply(412, { success: false, conflict: true, current }, { ETag: '"1-8"' });
        plugin.startEdit(0);
        type(field(grid, 'name'), 'Lisa (mine)');
        const asked = new Promise<void>((resolve) =>
          store.getProxy().on('exception', () => setTimeout(resolve)),
        );
        plugin.completeEdit();
        await asked;
        const box = (Lib as any).Msg;
        return { grid, plugin, store, box, record: store.getAt(0) };
      }

      // The shared box was made in this suite's document: it goes with it.
      afterEach(() => {
        (Lib as any).Msg.destroy();
        (Lib as any).Msg = undefined;
      });

      it('asks with Reload and Overwrite buttons; the editor stays open with the edit', async () => {
        const { grid, plugin, box, record } = await refused();
        expect(box.isVisible()).to.equal(true);
        expect(box.el.dom.textContent).to.contain(
          'This row was changed on the server since you opened it.',
        );
        expect(box.msgButtons.yes.getText()).to.equal('Reload');
        expect(box.msgButtons.no.getText()).to.equal('Overwrite');
        expect(document.activeElement).to.equal(box.msgButtons.yes.el.dom);
        expect(plugin.editing).to.equal(true);
        expect(field(grid, 'name').getValue()).to.equal('Lisa (mine)');
        expect([record!.get('name'), record!.dirty]).to.deep.equal(['Lisa (mine)', true]);
        expect(summary(grid)![0]).to.contain('changed on the server');
      });

      it('Overwrite saves the edit with the server version and ETag, then the editor closes', async () => {
        const { plugin, box, record } = await refused();
        let sent: any;
        let ifMatch: any;
        nock(BASE)
          .put('/users/1')
          .reply(function (this: any, _uri: string, body: any) {
            sent = body;
            ifMatch = this.req.headers['if-match'];
            return [200, { ...body, version: 9 }];
          });
        const edited = new Promise<void>((resolve) => plugin.on('edit', () => resolve()));
        click(box.msgButtons.no.el.dom);
        await edited;
        expect([sent.name, sent.version, ifMatch]).to.deep.equal(['Lisa (mine)', 8, '"1-8"']);
        expect([record!.get('version'), record!.dirty, plugin.editing]).to.deep.equal([
          9,
          false,
          false,
        ]);
      });

      it("Reload takes the server's row, discards the edit and closes the editor", async () => {
        const { grid, plugin, box, record } = await refused();
        const cancelled = sinon.spy();
        plugin.on('canceledit', cancelled);
        click(box.msgButtons.yes.el.dom);
        expect(record!.getData()).to.deep.equal(current);
        expect([record!.dirty, plugin.editing, cancelled.callCount]).to.deep.equal([
          false,
          false,
          1,
        ]);
        expect(grid.getView().getNode(0).textContent).to.contain('Lisa (theirs)');
      });

      it('Esc answers nothing: the editor stays open with the edit', async () => {
        const { plugin, box, record } = await refused();
        key(box.el.dom, 'Escape');
        expect(box.isVisible()).to.equal(false);
        expect([plugin.editing, record!.get('name'), record!.dirty]).to.deep.equal([
          true,
          'Lisa (mine)',
          true,
        ]);
      });
    });
  });
});
