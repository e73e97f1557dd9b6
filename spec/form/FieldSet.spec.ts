import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { FieldSet } from '../../classes/form/FieldSet';
import '../../classes/form/field/Text';
import '../../classes/panel/Tool';
import { click, key } from '../dom.helpers';
import { inputOf, useFields } from './form.helpers';

const XSS = '<img src=x onerror="window.__pwned = 1">';

describe('Lib.form.FieldSet', () => {
  const { make } = useFields();
  const address = (config: Record<string, any> = {}) =>
    make('Lib.form.FieldSet', {
      title: 'Address',
      renderTo: document.body,
      items: [{ xtype: 'textfield', name: 'street', fieldLabel: 'Street' }],
      ...config,
    });

  it('has the xtype fieldset', () => {
    expect(Lib.ClassManager.getByAlias('widget.fieldset')).to.equal(FieldSet);
  });

  it('renders a fieldset with the title as a legend and the items in its body (anchor layout)', () => {
    const fs = address();
    const dom = fs.el.dom as HTMLElement;
    expect(dom.tagName).to.equal('FIELDSET');
    expect(fs.el.hasCls('x-fieldset')).to.equal(true);
    expect(fs.el.hasCls('x-fieldset-with-title')).to.equal(true);
    expect(fs.legend.dom.tagName).to.equal('LEGEND');
    expect(fs.legend.dom.parentNode).to.equal(dom);
    expect(fs.titleEl.dom.textContent).to.equal('Address');
    expect(fs.body.hasCls('x-anchor-layout-ct') || fs.layout.type === 'anchor').to.equal(true);
    expect(fs.items.getAt(0).el.dom.parentNode).to.equal(fs.body.dom);
    expect(dom.getAttribute('aria-labelledby')).to.equal(fs.titleEl.id);
  });

  it('shows the title as text; setTitle changes it', () => {
    const fs = address({ title: XSS });
    expect(fs.titleEl.dom.querySelector('img')).to.equal(null);
    expect(fs.titleEl.dom.textContent).to.equal(XSS);
    fs.setTitle('Home');
    expect(fs.titleEl.dom.textContent).to.equal('Home');
  });

  it('renders no legend without a title or a toggle', () => {
    const fs = address({ title: undefined });
    expect(fs.legend).to.equal(undefined);
    expect(fs.el.hasCls('x-fieldset-with-header')).to.equal(false);
  });

  describe('collapsible', () => {
    it('puts a toggle tool in the legend that collapses and expands, with aria-expanded', () => {
      const fs = address({ collapsible: true });
      const tool = fs.toggleCmp;
      expect(tool.el.dom.parentNode).to.equal(fs.legend.dom);
      expect(tool.el.getAttribute('aria-expanded')).to.equal('true');
      expect(tool.el.getAttribute('aria-controls')).to.equal(fs.body.id);
      click(tool.el.dom);
      expect(fs.collapsed).to.equal(true);
      expect(fs.el.hasCls('x-fieldset-collapsed')).to.equal(true);
      expect(tool.el.getAttribute('aria-expanded')).to.equal('false');
      key(tool.el.dom, 'Enter');
      expect(fs.collapsed).to.equal(false);
    });

    it('toggles on a click on the title (toggleOnTitleClick)', () => {
      const fs = address({ collapsible: true });
      click(fs.titleEl.dom);
      expect(fs.collapsed).to.equal(true);
      const still = address({ collapsible: true, toggleOnTitleClick: false });
      click(still.titleEl.dom);
      expect(still.collapsed).to.equal(false);
    });

    it('fires beforecollapse/collapse and beforeexpand/expand; false cancels', () => {
      const events: string[] = [];
      const log = (name: string) => (fs: any) => {
        events.push(name);
        expect(fs).to.be.instanceOf(FieldSet);
      };
      const fs = address({
        collapsible: true,
        listeners: {
          beforecollapse: log('beforecollapse'),
          collapse: log('collapse'),
          beforeexpand: log('beforeexpand'),
          expand: log('expand'),
        },
      });
      fs.collapse();
      fs.expand();
      expect(events).to.deep.equal(['beforecollapse', 'collapse', 'beforeexpand', 'expand']);
      fs.on('beforecollapse', () => false);
      fs.toggle();
      expect(fs.collapsed).to.equal(false);
    });

    it('starts collapsed without events', () => {
      const collapse = sinon.spy();
      const fs = make('Lib.form.FieldSet', {
        title: 'T',
        collapsible: true,
        collapsed: true,
        listeners: { collapse },
      });
      fs.collapse();
      fs.render(document.body);
      expect(fs.el.hasCls('x-fieldset-collapsed')).to.equal(true);
      expect(collapse.called).to.equal(false);
    });
  });

  describe('checkboxToggle', () => {
    it('puts a checkbox in the legend, checked while expanded, that toggles', () => {
      const fs = address({ checkboxToggle: true, collapsed: true });
      const box = fs.checkboxCmp;
      expect(fs.toggleCmp).to.equal(undefined);
      expect(box.el.dom.parentNode).to.equal(fs.legend.dom);
      expect(box.getValue()).to.equal(false);
      expect(inputOf(box).getAttribute('aria-labelledby')).to.equal(fs.titleEl.id);
      click(inputOf(box));
      expect(fs.collapsed).to.equal(false);
      fs.collapse();
      expect(box.getValue()).to.equal(false);
    });

    it('is a field a form finds, named checkboxName (default <id>-checkbox)', () => {
      const fs = address({ checkboxToggle: true, checkboxName: 'ship' });
      const fields = fs.query('[isFormField]');
      expect(fields[0]).to.equal(fs.checkboxCmp);
      expect(fs.checkboxCmp.getSubmitData()).to.deep.equal({ ship: 'on' });
      expect(fs.checkboxCmp.up('fieldset')).to.equal(fs);
      const unnamed = address({ checkboxToggle: true, id: 'spec-fs' });
      expect(unnamed.checkboxCmp.getName()).to.equal('spec-fs-checkbox');
    });
  });

  it('destroys its legend components with it', () => {
    const fs = address({ checkboxToggle: true });
    const box = fs.checkboxCmp;
    fs.destroy();
    expect(box.isDestroyed).to.equal(true);
  });
});
