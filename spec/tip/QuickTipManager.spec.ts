import { expect } from 'chai';
import { Lib } from '../../index';
import { QuickTip } from '../../classes/tip/QuickTip';
import { QuickTipManager } from '../../classes/tip/QuickTipManager';
import { LibError } from '../../lib/Error';
import { hover, span, useClock, useFields } from './tip.helpers';

describe('Lib.tip.QuickTipManager', () => {
  useFields();
  const t = useClock();
  afterEach(() => {
    QuickTipManager.destroy();
    QuickTipManager.enable();
  });
  const shows = (node: Node) => {
    hover(node, document.body);
    t.clock.tick(500);
    return !!QuickTipManager.getQuickTip()?.isVisible();
  };

  it('is a singleton, also named Lib.QuickTips', () => {
    expect((Lib as any).tip.QuickTipManager).to.equal(QuickTipManager);
    expect((Lib as any).QuickTips).to.equal(QuickTipManager);
    expect(Lib.ClassManager.get('Lib.QuickTips')).to.equal(QuickTipManager);
  });

  it('init makes the page quick tip, rendered hidden to the body; a second init does nothing', () => {
    expect(QuickTipManager.getQuickTip()).to.equal(undefined);
    expect(QuickTipManager.isEnabled()).to.equal(false);
    QuickTipManager.init();
    const tip = QuickTipManager.getQuickTip() as any;
    expect(tip).to.be.instanceOf(QuickTip);
    expect(tip.id).to.equal('ext-quicktips-tip');
    expect(tip.rendered).to.equal(true);
    expect(tip.isVisible()).to.equal(false);
    expect(QuickTipManager.isEnabled()).to.equal(true);
    (Lib as any).QuickTips.init();
    expect(QuickTipManager.getQuickTip()).to.equal(tip);
    expect(document.querySelectorAll('.x-tip')).to.have.length(1);
    expect(shows(span({ 'data-qtip': 'Hi' }))).to.equal(true);
  });

  it('init(false, config) leaves it unrendered and configures it (xtype or className too)', () => {
    QuickTipManager.init(false, { showDelay: 100 });
    const tip = QuickTipManager.getQuickTip() as any;
    expect(tip.rendered).to.equal(false);
    expect(tip.showDelay).to.equal(100);
    QuickTipManager.destroy();
    Lib.define('Spec.BigTip', { extend: 'Lib.tip.QuickTip', alias: 'widget.spectip' });
    try {
      QuickTipManager.init(true, { xtype: 'spectip' } as any);
      expect(QuickTipManager.getQuickTip()).to.be.instanceOf(
        (Lib as any).ClassManager.get('Spec.BigTip'),
      );
      QuickTipManager.destroy();
      QuickTipManager.init(true, { className: 'Spec.BigTip' });
      expect(QuickTipManager.getQuickTip()).to.be.instanceOf(
        (Lib as any).ClassManager.get('Spec.BigTip'),
      );
    } finally {
      QuickTipManager.destroy();
      Lib.undefine('Spec.BigTip');
    }
  });

  it('disable and enable turn the tips off and on, before init too', () => {
    QuickTipManager.disable();
    QuickTipManager.init();
    const node = span({ 'data-qtip': 'Hi' });
    expect(QuickTipManager.isEnabled()).to.equal(false);
    expect(shows(node)).to.equal(false);
    QuickTipManager.enable();
    expect(QuickTipManager.isEnabled()).to.equal(true);
    expect(shows(span({ 'data-qtip': 'Hi again' }))).to.equal(true);
    QuickTipManager.disable();
    expect(QuickTipManager.getQuickTip()!.isVisible()).to.equal(false);
  });

  it('disables an unrendered quick tip', () => {
    QuickTipManager.init(false);
    QuickTipManager.disable();
    expect(QuickTipManager.isEnabled()).to.equal(false);
    QuickTipManager.enable();
    expect(shows(span({ 'data-qtip': 'Hi' }))).to.equal(true);
  });

  it('ddDisable and ddEnable leave the tips off when disable turned them off', () => {
    QuickTipManager.init();
    QuickTipManager.ddDisable();
    expect(QuickTipManager.isEnabled()).to.equal(false);
    QuickTipManager.ddEnable();
    expect(QuickTipManager.isEnabled()).to.equal(true);
    QuickTipManager.disable();
    QuickTipManager.ddEnable();
    expect(QuickTipManager.isEnabled()).to.equal(false);
  });

  it('register, tips and unregister go to the quick tip', () => {
    QuickTipManager.init();
    const [a, b] = [span(), span()];
    QuickTipManager.register({ target: a, text: 'A' });
    QuickTipManager.tips({ target: b, text: 'B' });
    expect(shows(a)).to.equal(true);
    QuickTipManager.unregister(a);
    expect(Object.keys(QuickTipManager.getQuickTip()!.targets)).to.deep.equal([b.id]);
  });

  it('register before init is an error saying so', () => {
    expect(() => QuickTipManager.register({ target: span(), text: 'x' })).to.throw(
      LibError,
      'there is no quick tip: call init() first',
    );
  });

  it('destroy removes the quick tip', () => {
    QuickTipManager.init();
    const tip = QuickTipManager.getQuickTip()!;
    QuickTipManager.destroy();
    expect(tip.isDestroyed).to.equal(true);
    expect(QuickTipManager.getQuickTip()).to.equal(undefined);
    expect(shows(span({ 'data-qtip': 'Hi' }))).to.equal(false);
  });
});
