import { expect } from 'chai';
import { Lib } from '../../lib/Lib';
import { Label } from '../../classes/form/Label';
import { useFields } from './form.helpers';

describe('Lib.form.Label', () => {
  const { make } = useFields();

  it('has the xtype label', () => {
    expect(Lib.ClassManager.getByAlias('widget.label')).to.equal(Label);
  });

  it('renders a <label> with its text as text and its for', () => {
    const label = make('Lib.form.Label', {
      renderTo: document.body,
      text: '<b>Name</b>:',
      forId: 'name-input',
    });
    const dom = label.el.dom as HTMLLabelElement;
    expect(dom.tagName).to.equal('LABEL');
    expect(dom.textContent).to.equal('<b>Name</b>:');
    expect(dom.querySelector('b')).to.equal(null);
    expect(dom.getAttribute('for')).to.equal('name-input');
  });

  it('renders html (no text) as sanitized markup', () => {
    const label = make('Lib.form.Label', {
      renderTo: document.body,
      html: '<b>Bold</b><img src=x onerror="window.hacked=1">',
    });
    const dom = label.el.dom as HTMLElement;
    expect(dom.querySelector('b')!.textContent).to.equal('Bold');
    expect(dom.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
  });

  it('setText sets text, or markup with encode false', () => {
    const label = make('Lib.form.Label', { renderTo: document.body, text: 'a' });
    label.setText('<i>b</i>');
    expect(label.el.dom.textContent).to.equal('<i>b</i>');
    label.setText('<i>c</i>', false);
    expect(label.el.dom.querySelector('i').textContent).to.equal('c');
    expect(label.text).to.equal(undefined);
  });
});
