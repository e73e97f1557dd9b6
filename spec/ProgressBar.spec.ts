import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../lib/Lib';
import { ProgressBar } from '../classes/ProgressBar';
import { useFields } from './form/form.helpers';

describe('Lib.ProgressBar', () => {
  const { make } = useFields();
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers();
  });
  afterEach(() => clock.restore());

  const fill = (bar: ProgressBar) => bar.el!.dom.querySelector('.x-progress-bar') as HTMLElement;
  const text = (bar: ProgressBar) => bar.el!.dom.querySelector('.x-progress-text')?.textContent;

  it('has the xtype progressbar', () => {
    expect(Lib.ClassManager.getByAlias('widget.progressbar')).to.equal(ProgressBar);
  });

  it('renders an ARIA progressbar with its fill at the value and its text', () => {
    const bar = make('Lib.ProgressBar', { renderTo: document.body, value: 0.4, text: 'Loading' });
    const dom = bar.el.dom;
    expect(dom.classList.contains('x-progress')).to.equal(true);
    expect(dom.getAttribute('role')).to.equal('progressbar');
    expect(dom.getAttribute('aria-valuemin')).to.equal('0');
    expect(dom.getAttribute('aria-valuemax')).to.equal('100');
    expect(dom.getAttribute('aria-valuenow')).to.equal('40');
    expect(dom.getAttribute('aria-valuetext')).to.equal('Loading');
    expect(fill(bar).style.width).to.equal('40%');
    expect(text(bar)).to.equal('Loading');
  });

  it('updateProgress sets the value and the text (as text), fires update, and returns the bar', () => {
    const update = sinon.spy();
    const bar = make('Lib.ProgressBar', { renderTo: document.body, listeners: { update } });
    expect(bar.updateProgress(0.25, '<b>1 of 4</b>')).to.equal(bar);
    expect(fill(bar).style.width).to.equal('25%');
    expect(text(bar)).to.equal('<b>1 of 4</b>');
    expect(bar.el.dom.querySelector('b')).to.equal(null);
    expect(update.args[0].slice(0, 3)).to.deep.equal([bar, 0.25, '<b>1 of 4</b>']);
    // No text given: the text stays.
    bar.updateProgress(0.5);
    expect(text(bar)).to.equal('<b>1 of 4</b>');
    expect(bar.getText()).to.equal('<b>1 of 4</b>');
    // Above 1 the bar stays full (the value is kept, as in Ext).
    bar.updateProgress(1.5);
    expect(bar.value).to.equal(1.5);
    expect(fill(bar).style.width).to.equal('100%');
  });

  it('animate slides the fill (the config, or per call)', () => {
    const bar = make('Lib.ProgressBar', { renderTo: document.body, animate: true });
    bar.updateProgress(0.5);
    expect(fill(bar).classList.contains('x-progress-animate')).to.equal(true);
    bar.updateProgress(0.6, '', false);
    expect(fill(bar).classList.contains('x-progress-animate')).to.equal(false);
  });

  it('updateText clears the text with an empty string', () => {
    const bar = make('Lib.ProgressBar', { renderTo: document.body, text: 'x' });
    bar.updateText('');
    expect(text(bar)).to.equal('');
    expect(bar.el.dom.hasAttribute('aria-valuetext')).to.equal(false);
  });

  it('textEl shows the text in an element of the page instead', () => {
    const status = document.createElement('span');
    status.id = 'status';
    document.body.appendChild(status);
    const bar = make('Lib.ProgressBar', { renderTo: document.body, textEl: 'status', text: 'Hi' });
    expect(text(bar)).to.equal(undefined);
    expect(status.textContent).to.equal('Hi');
    bar.updateProgress(0.1, 'Step 1');
    expect(status.textContent).to.equal('Step 1');
    status.remove();
  });

  describe('wait', () => {
    it('moves by 1/increment each interval, starts again when full, until reset', () => {
      const bar = make('Lib.ProgressBar', { renderTo: document.body });
      bar.wait({ interval: 100, increment: 4, text: 'Working' });
      expect(bar.isWaiting()).to.equal(true);
      expect(text(bar)).to.equal('Working');
      const widths: string[] = [];
      for (let i = 0; i < 6; i++) {
        clock.tick(100);
        widths.push(fill(bar).style.width);
      }
      expect(widths).to.deep.equal(['25%', '50%', '75%', '100%', '25%', '50%']);
      // A second wait while one runs does nothing.
      bar.wait({ interval: 10 });
      clock.tick(10);
      expect(fill(bar).style.width).to.equal('50%');
      bar.reset();
      expect(bar.isWaiting()).to.equal(false);
      expect(fill(bar).style.width).to.equal('0%');
      clock.tick(1000);
      expect(fill(bar).style.width).to.equal('0%');
    });

    it('with a duration stops by itself, calls fn (with scope) and resets', () => {
      const fn = sinon.spy();
      const scope = {};
      const bar = make('Lib.ProgressBar', { renderTo: document.body });
      bar.wait({ interval: 100, duration: 300, fn, scope });
      clock.tick(200);
      expect(fill(bar).style.width).to.equal('20%');
      expect(fn.called).to.equal(false);
      clock.tick(100);
      expect(fn.calledOnce && fn.calledOn(scope)).to.equal(true);
      expect(bar.isWaiting()).to.equal(false);
      expect(fill(bar).style.width).to.equal('0%');
    });

    it('reset(true) hides the bar; destroying it stops the wait', () => {
      const bar = make('Lib.ProgressBar', { renderTo: document.body });
      bar.reset(true);
      expect(bar.isHidden()).to.equal(true);
      const update = sinon.spy();
      const other = make('Lib.ProgressBar', { renderTo: document.body, listeners: { update } });
      other.wait({ interval: 50 });
      other.destroy();
      clock.tick(500);
      expect(update.called).to.equal(false);
    });
  });
});
