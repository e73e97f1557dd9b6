import { expect } from 'chai';
import '../../classes/tab/Panel';
import type { Tab } from '../../classes/tab/Tab';
import '../../classes/tab/Panel.sides';
import { key } from '../dom.helpers';
import { useFields } from '../form/form.helpers';

describe('Lib.tab.Panel with tabs at the side (widgets pack)', () => {
  const { make } = useFields();

  const panel = (tabPosition: string) =>
    make('Lib.tab.Panel', {
      renderTo: document.body,
      tabPosition,
      height: 200,
      items: [
        { title: 'One', html: '1' },
        { title: 'Two', html: '2', disabled: true },
        { title: 'Three', html: '3' },
      ],
    });

  it('docks the bar at the left or the right, a vertical tablist with side tabs', () => {
    for (const side of ['left', 'right']) {
      const tabs = panel(side);
      const bar = tabs.tabBar;
      expect(bar.dock).to.equal(side);
      expect(bar.el.dom.classList.contains('x-tab-bar-' + side)).to.equal(true);
      expect(bar.el.dom.getAttribute('role')).to.equal('tablist');
      expect(bar.el.dom.getAttribute('aria-orientation')).to.equal('vertical');
      expect(
        bar.items.items.every((t: Tab) => t.el!.dom.classList.contains('x-tab-' + side)),
      ).to.equal(true);
      expect(tabs.getDockedItems().includes(bar)).to.equal(true);
    }
  });

  it('Up and Down move between the enabled tabs (wrapping), as Left and Right still do', () => {
    const tabs = panel('left');
    const [one, , three] = tabs.tabBar.items.items;
    key(one.el.dom, 'ArrowDown');
    expect(tabs.getActiveTab().title).to.equal('Three');
    expect(document.activeElement).to.equal(three.el.dom);
    key(three.el.dom, 'ArrowDown');
    expect(tabs.getActiveTab().title).to.equal('One');
    key(one.el.dom, 'ArrowUp');
    expect(tabs.getActiveTab().title).to.equal('Three');
    key(three.el.dom, 'ArrowLeft');
    expect(tabs.getActiveTab().title).to.equal('One');
  });

  it('a bar at the top keeps Up and Down for the page, and has no orientation', () => {
    const tabs = panel('top');
    const [one] = tabs.tabBar.items.items;
    key(one.el.dom, 'ArrowDown');
    expect(tabs.getActiveTab().title).to.equal('One');
    expect(tabs.tabBar.el.dom.hasAttribute('aria-orientation')).to.equal(false);
  });

  it('still refuses a side it does not know', () => {
    expect(() => panel('middle')).to.throw(TypeError, /tabPosition.*'middle'/);
  });
});
