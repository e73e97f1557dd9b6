import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { Button } from '../../classes/button/Button';
import { cssUrl } from '../../classes/dom/Markup';
import { click, key, mouse } from '../dom.helpers';
import { useFields } from '../form/form.helpers';
import { FAKE_MENU, useFakeMenu } from './button.helpers';

describe('Lib.button.Button', () => {
  const { make } = useFields();

  it('has the xtype button and the alternate name Lib.Button', () => {
    expect(Lib.ClassManager.getByAlias('widget.button')).to.equal(Button);
    expect(Lib.ClassManager.get('Lib.Button')).to.equal(Button);
  });

  it('is a real <button type="button"> with Ext class names', () => {
    const button = make('Lib.button.Button', { text: 'Update', renderTo: document.body });
    const dom = button.el.dom as HTMLButtonElement;
    expect(dom.tagName).to.equal('BUTTON');
    expect(dom.type).to.equal('button');
    expect(dom.classList.contains('x-btn')).to.equal(true);
    expect(dom.classList.contains('x-btn-noicon')).to.equal(true);
    expect(dom.querySelector('.x-btn-inner')!.textContent).to.equal('Update');
    expect(button.getText()).to.equal('Update');
  });

  it('shows text and tooltip as text', () => {
    const button = make('Lib.button.Button', {
      text: '<img src=x onerror=alert(1)>',
      tooltip: '<b>tip</b>',
      renderTo: document.body,
    });
    expect(document.body.querySelector('img')).to.equal(null);
    expect(button.btnInnerEl.dom.textContent).to.equal('<img src=x onerror=alert(1)>');
    expect(button.el.dom.getAttribute('data-qtip')).to.equal('<b>tip</b>');
    button.setText('Saved');
    button.setTooltip('');
    expect(button.btnInnerEl.dom.textContent).to.equal('Saved');
    expect(button.el.dom.hasAttribute('data-qtip')).to.equal(false);
  });

  it('calls handler(button, e) with scope, after click(button, e)', () => {
    const order: string[] = [];
    const scope = { name: 'plugin' };
    const handler = sinon.spy((..._args: any[]) => order.push('handler'));
    const button = make('Lib.button.Button', {
      handler,
      scope,
      renderTo: document.body,
      listeners: { click: () => order.push('click') },
    });
    click(button.el.dom);
    expect(order).to.deep.equal(['click', 'handler']);
    expect(handler.firstCall.thisValue).to.equal(scope);
    expect(handler.firstCall.args[0]).to.equal(button);
    expect(handler.firstCall.args[1].browserEvent.type).to.equal('click');
  });

  it('calls the handler with this = the button without scope', () => {
    const handler = sinon.spy();
    const button = make('Lib.button.Button', { handler, renderTo: document.body });
    click(button.el.dom);
    expect(handler.firstCall.thisValue).to.equal(button);
  });

  it('skips the handler when a click listener returns false', () => {
    const handler = sinon.spy();
    const button = make('Lib.button.Button', {
      handler,
      renderTo: document.body,
      listeners: { click: () => false },
    });
    click(button.el.dom);
    expect(handler.called).to.equal(false);
  });

  it('does nothing while disabled, and says so to assistive technology', () => {
    const handler = sinon.spy();
    const clickEvent = sinon.spy();
    const button = make('Lib.button.Button', {
      handler,
      disabled: true,
      renderTo: document.body,
      listeners: { click: clickEvent },
    });
    const dom = button.el.dom as HTMLButtonElement;
    expect(dom.disabled).to.equal(true);
    expect(dom.getAttribute('aria-disabled')).to.equal('true');
    expect(dom.classList.contains('x-btn-disabled')).to.equal(true);
    button.onClick({ preventDefault() {} } as any);
    click(dom);
    expect(handler.called).to.equal(false);
    expect(clickEvent.called).to.equal(false);
    button.setDisabled(false);
    expect(dom.disabled).to.equal(false);
    expect(dom.getAttribute('aria-disabled')).to.equal('false');
    expect(dom.classList.contains('x-btn-disabled')).to.equal(false);
    click(dom);
    expect(handler.calledOnce).to.equal(true);
  });

  it('fires its click from the keyboard through the native button', () => {
    const handler = sinon.spy();
    const button = make('Lib.button.Button', { handler, renderTo: document.body });
    // A browser turns Enter/Space on a focused <button> into a click; nothing else listens.
    key(button.el.dom, 'Enter');
    expect(handler.called).to.equal(false);
    (button.el.dom as HTMLButtonElement).click();
    expect(handler.calledOnce).to.equal(true);
  });

  it('shows an icon with iconCls', () => {
    const button = make('Lib.button.Button', {
      text: 'Go',
      iconCls: 'app-go',
      renderTo: document.body,
    });
    expect(button.btnIconEl.hasCls('app-go')).to.equal(true);
    expect(button.el.hasCls('x-btn-icon-text-left')).to.equal(true);
    expect(button.el.hasCls('x-btn-default-small-icon-text-left')).to.equal(true);
    expect(button.el.hasCls('x-btn-noicon')).to.equal(false);
    const changes: unknown[] = [];
    button.on('iconchange', (...args: unknown[]) => changes.push(args.slice(1)));
    button.setIconCls('app-stop');
    expect(button.btnIconEl.hasCls('app-go')).to.equal(false);
    expect(button.btnIconEl.hasCls('app-stop')).to.equal(true);
    button.setIconCls(null);
    expect(button.el.hasCls('x-btn-noicon')).to.equal(true);
    expect(button.el.hasCls('x-btn-icon-text-left')).to.equal(false);
    expect(changes).to.deep.equal([
      ['app-go', 'app-stop'],
      ['app-stop', ''],
    ]);
  });

  it('applies cls, itemId and minWidth', () => {
    const button = make('Lib.button.Button', {
      cls: 'x-row-editor-update-button',
      itemId: 'update',
      minWidth: 75,
      renderTo: document.body,
    });
    expect(button.el.hasCls('x-row-editor-update-button')).to.equal(true);
    expect(button.getItemId()).to.equal('update');
    expect(button.el.dom.style.minWidth).to.equal('75px');
  });

  it('setHandler replaces the handler and scope', () => {
    const first = sinon.spy();
    const second = sinon.spy();
    const scope = {};
    const button = make('Lib.button.Button', { handler: first, renderTo: document.body });
    button.setHandler(second, scope);
    click(button.el.dom);
    expect(first.called).to.equal(false);
    expect(second.firstCall.thisValue).to.equal(scope);
  });

  it('type-checks its configs', () => {
    expect(() => Lib.create('Lib.button.Button', { handler: 'save' } as any)).to.throw(
      TypeError,
      "[Lib.button.Button] config 'handler' must be a function, got 'save'",
    );
    expect(() => Lib.create('Lib.button.Button', { text: {} } as any)).to.throw(
      TypeError,
      "[Lib.button.Button] config 'text' must be a string or a number",
    );
  });

  it('works before rendering', () => {
    const button = make('Lib.button.Button', { text: 'Later' });
    button.setText('Now');
    button.disable();
    button.render(document.body);
    expect(button.btnInnerEl.dom.textContent).to.equal('Now');
    expect((button.el.dom as HTMLButtonElement).disabled).to.equal(true);
  });

  describe('text and icons', () => {
    it('fires textchange(button, oldText, newText) on a change only', () => {
      const button = make('Lib.button.Button', { text: 'Save', renderTo: document.body });
      const changes: unknown[] = [];
      button.on('textchange', (...args: unknown[]) => changes.push(args));
      button.setText('Save');
      button.setText('Saved');
      expect(changes).to.deep.equal([[button, 'Save', 'Saved']]);
    });

    it('marks an icon without text x-btn-icon, and text without an icon x-btn-noicon', () => {
      const button = make('Lib.button.Button', { iconCls: 'app-go', renderTo: document.body });
      expect(button.el.hasCls('x-btn-icon')).to.equal(true);
      expect(button.el.hasCls('x-btn-noicon')).to.equal(false);
      button.setIconCls('');
      expect(button.el.hasCls('x-btn-icon')).to.equal(false);
      expect(button.el.hasCls('x-btn-noicon')).to.equal(false);
      button.setText('Go');
      expect(button.el.hasCls('x-btn-noicon')).to.equal(true);
    });

    for (const align of ['left', 'right', 'top', 'bottom']) {
      it(`puts the icon ${align} of the text with iconAlign '${align}'`, () => {
        const button = make('Lib.button.Button', {
          text: 'Go',
          iconCls: 'app-go',
          iconAlign: align,
          renderTo: document.body,
        });
        expect(button.el.hasCls(`x-btn-icon-text-${align}`)).to.equal(true);
        expect(button.el.hasCls(`x-btn-default-small-icon-text-${align}`)).to.equal(true);
      });
    }

    it('refuses an iconAlign it does not know', () => {
      expect(() => Lib.create('Lib.button.Button', { iconAlign: 'middle' } as any)).to.throw(
        TypeError,
        "[Lib.button.Button] config 'iconAlign' must be one of 'left', 'right', 'top', 'bottom', got 'middle'",
      );
    });

    it('shows an icon image as the background of the icon element', () => {
      const button = make('Lib.button.Button', {
        text: 'Go',
        icon: 'img/go.png',
        renderTo: document.body,
      });
      expect(button.btnIconEl.dom.style.backgroundImage).to.equal('url("img/go.png")');
      expect(button.el.hasCls('x-btn-icon-text-left')).to.equal(true);
      const changes: unknown[] = [];
      button.on('iconchange', (...args: unknown[]) => changes.push(args.slice(1)));
      button.setIcon('https://cdn.example.com/stop.png?size=16&v=2');
      expect(button.btnIconEl.dom.style.backgroundImage).to.equal(
        'url("https://cdn.example.com/stop.png?size=16&v=2")',
      );
      button.setIcon('data:image/png;base64,iVBORw0KGgo=');
      expect(button.btnIconEl.dom.style.backgroundImage).to.equal(
        'url("data:image/png;base64,iVBORw0KGgo=")',
      );
      button.setIcon(null);
      expect(button.btnIconEl.dom.style.backgroundImage).to.equal('');
      expect(button.el.hasCls('x-btn-noicon')).to.equal(true);
      expect(changes).to.deep.equal([
        ['img/go.png', 'https://cdn.example.com/stop.png?size=16&v=2'],
        ['https://cdn.example.com/stop.png?size=16&v=2', 'data:image/png;base64,iVBORw0KGgo='],
        ['data:image/png;base64,iVBORw0KGgo=', ''],
      ]);
    });

    it('escapes quotes, backslashes and line breaks in the CSS url()', () => {
      expect(cssUrl('a\\b"c\nd\re\ff')).to.equal('url("a\\\\b\\"c\\a d\\d e\\c f")');
      const button = make('Lib.button.Button', { icon: 'a"b.png', renderTo: document.body });
      expect(button.btnIconEl.dom.style.backgroundImage).to.equal('url("a\\"b.png")');
      // A URL trying to end the declaration stays inside the string.
      expect(cssUrl('a.png");color:red;x:url("b')).to.equal(
        'url("a.png\\");color:red;x:url(\\"b")',
      );
    });

    it('refuses icon URLs that could run code or leave http(s)', () => {
      for (const icon of [
        'javascript:alert(1)',
        ' JavaScript:alert(1)',
        'java\nscript:alert(1)',
        'vbscript:msgbox(1)',
        'data:text/html,<script>alert(1)</script>',
        'file:///etc/passwd',
      ]) {
        expect(() => Lib.create('Lib.button.Button', { icon }), icon).to.throw(
          TypeError,
          "[Lib.button.Button] config 'icon' must be an http(s), data:image or relative URL",
        );
      }
      const button = make('Lib.button.Button', { icon: 'go.png', renderTo: document.body });
      expect(() => button.setIcon('javascript:alert(1)')).to.throw(
        TypeError,
        "[Lib.button.Button#setIcon] config 'icon' must be an http(s), data:image or relative URL, got 'javascript:alert(1)'",
      );
      expect(button.icon).to.equal('go.png');
      expect(button.btnIconEl.dom.style.backgroundImage).to.equal('url("go.png")');
    });
  });

  describe('tooltips', () => {
    it("puts Ext's {text, title} tooltip in data-qtip and data-qtitle (for the quick tips)", () => {
      const button = make('Lib.button.Button', {
        tooltip: { title: 'Save', text: 'Writes the record' },
        renderTo: document.body,
      });
      const dom = button.el.dom;
      expect([dom.getAttribute('data-qtip'), dom.getAttribute('data-qtitle')]).to.deep.equal([
        'Writes the record',
        'Save',
      ]);
      expect(dom.hasAttribute('title')).to.equal(false);
      button.setTooltip({ text: 'Only text' });
      expect([dom.getAttribute('data-qtip'), dom.hasAttribute('data-qtitle')]).to.deep.equal([
        'Only text',
        false,
      ]);
      button.setTooltip({ title: 'Only a title' });
      expect(dom.getAttribute('data-qtip')).to.equal('Only a title');
      button.setTooltip(null);
      expect(dom.hasAttribute('data-qtip')).to.equal(false);
    });

    it("with tooltipType 'title' shows it as the title attribute; refuses other types", () => {
      const button = make('Lib.button.Button', {
        tooltip: { title: 'Save', text: 'Writes the record' },
        tooltipType: 'title',
        renderTo: document.body,
      });
      expect(button.el.dom.title).to.equal('Save\nWrites the record');
      expect(button.el.dom.hasAttribute('data-qtip')).to.equal(false);
      button.setTooltip('Tip');
      expect(button.el.dom.title).to.equal('Tip');
      expect(() => Lib.create('Lib.button.Button', { tooltipType: 'balloon' } as any)).to.throw(
        TypeError,
        "[Lib.button.Button] config 'tooltipType' must be one of 'qtip', 'title', got 'balloon'",
      );
      expect(() => Lib.create('Lib.button.Button', { tooltip: 42 } as any)).to.throw(
        TypeError,
        "[Lib.button.Button] config 'tooltip' must be a string or an object such as {text, title}, got 42",
      );
    });
  });

  describe('toggling', () => {
    it('toggles at each click with enableToggle: classes, aria-pressed, toggle(button, pressed)', () => {
      const scope = {};
      const toggleHandler = sinon.spy();
      const handler = sinon.spy();
      const events: unknown[] = [];
      const button = make('Lib.button.Button', {
        text: 'Bold',
        enableToggle: true,
        toggleHandler,
        handler,
        scope,
        renderTo: document.body,
        listeners: { toggle: (...args: unknown[]) => events.push(args.slice(0, 2)) },
      });
      const dom = button.el.dom;
      expect(dom.getAttribute('aria-pressed')).to.equal('false');
      click(dom);
      expect(button.pressed).to.equal(true);
      expect(dom.getAttribute('aria-pressed')).to.equal('true');
      expect(dom.classList.contains('x-btn-pressed')).to.equal(true);
      expect(dom.classList.contains('x-btn-default-small-pressed')).to.equal(true);
      expect(events).to.deep.equal([[button, true]]);
      expect(toggleHandler.firstCall.args).to.deep.equal([button, true]);
      expect(toggleHandler.firstCall.thisValue).to.equal(scope);
      expect(handler.calledOnce).to.equal(true);
      click(dom);
      expect(button.pressed).to.equal(false);
      expect(dom.getAttribute('aria-pressed')).to.equal('false');
      expect(dom.classList.contains('x-btn-pressed')).to.equal(false);
      expect(events).to.deep.equal([
        [button, true],
        [button, false],
      ]);
    });

    it('toggle(state, suppressEvent) sets the state, quietly when asked', () => {
      const toggleHandler = sinon.spy();
      const button = make('Lib.button.Button', {
        enableToggle: true,
        pressed: true,
        toggleHandler,
        renderTo: document.body,
      });
      expect(button.el.hasCls('x-btn-pressed')).to.equal(true);
      expect(button.toggle(true)).to.equal(button);
      expect(toggleHandler.called).to.equal(false);
      button.toggle(false, true);
      expect(button.pressed).to.equal(false);
      expect(toggleHandler.called).to.equal(false);
      button.toggle();
      expect(toggleHandler.firstCall.args).to.deep.equal([button, true]);
    });

    it('has no aria-pressed and does not toggle at a click without enableToggle', () => {
      const button = make('Lib.button.Button', { renderTo: document.body });
      click(button.el.dom);
      expect(button.pressed).to.equal(false);
      expect(button.el.dom.hasAttribute('aria-pressed')).to.equal(false);
    });

    it('uses pressedCls as the state name of the pressed classes', () => {
      const button = make('Lib.button.Button', {
        enableToggle: true,
        pressedCls: 'on',
        renderTo: document.body,
      });
      button.toggle(true);
      expect(button.el.hasCls('x-btn-on')).to.equal(true);
      expect(button.el.hasCls('x-btn-pressed')).to.equal(false);
    });

    it('keeps at most one button of a toggleGroup pressed', () => {
      const [a, b, c] = ['a', 'b', 'c'].map((text) =>
        make('Lib.button.Button', { text, toggleGroup: 'align', renderTo: document.body }),
      );
      const other = make('Lib.button.Button', {
        toggleGroup: 'other',
        pressed: true,
        renderTo: document.body,
      });
      const events: unknown[] = [];
      a.on('toggle', (_b: unknown, pressed: boolean) => events.push(['a', pressed]));
      expect(a.enableToggle).to.equal(true);
      click(a.el.dom);
      click(b.el.dom);
      expect([a.pressed, b.pressed, c.pressed]).to.deep.equal([false, true, false]);
      expect(events).to.deep.equal([
        ['a', true],
        ['a', false],
      ]);
      c.toggle(true);
      expect([a.pressed, b.pressed, c.pressed]).to.deep.equal([false, false, true]);
      expect(other.pressed).to.equal(true);
      // Releasing the pressed one is allowed (allowDepress defaults to true).
      click(c.el.dom);
      expect(c.pressed).to.equal(false);
    });

    it('releases the pressed button of the group when one is created pressed', () => {
      const a = make('Lib.button.Button', { toggleGroup: 'g', pressed: true });
      const b = make('Lib.button.Button', { toggleGroup: 'g', pressed: true });
      expect([a.pressed, b.pressed]).to.deep.equal([false, true]);
    });

    it('keeps the last pressed button pressed with allowDepress false', () => {
      const [a, b] = ['a', 'b'].map((text) =>
        make('Lib.button.Button', {
          text,
          toggleGroup: 'view',
          allowDepress: false,
          renderTo: document.body,
        }),
      );
      click(a.el.dom);
      click(a.el.dom);
      expect(a.pressed).to.equal(true);
      click(b.el.dom);
      expect([a.pressed, b.pressed]).to.deep.equal([false, true]);
    });

    it('leaves its group when destroyed', () => {
      const a = make('Lib.button.Button', { toggleGroup: 'gone', pressed: true });
      a.destroy();
      const b = make('Lib.button.Button', { toggleGroup: 'gone' });
      b.toggle(true);
      expect(a.pressed).to.equal(true);
    });
  });

  describe('menu', () => {
    useFakeMenu();

    const menuOf = (button: any) => button.getMenu();

    it('is a menu button: aria-haspopup, aria-expanded, the arrow classes', () => {
      const button = make('Lib.button.Button', {
        text: 'File',
        menu: [{ text: 'Open' }],
        renderTo: document.body,
      });
      const dom = button.el.dom;
      expect(dom.getAttribute('aria-haspopup')).to.equal('true');
      expect(dom.getAttribute('aria-expanded')).to.equal('false');
      expect(button.btnWrap.hasCls('x-btn-arrow')).to.equal(true);
      expect(button.btnWrap.hasCls('x-btn-arrow-right')).to.equal(true);
      const plain = make('Lib.button.Button', { text: 'Save', renderTo: document.body });
      expect(plain.el.dom.hasAttribute('aria-haspopup')).to.equal(false);
      expect(plain.btnWrap.hasCls('x-btn-arrow')).to.equal(false);
    });

    it("puts the arrow below with arrowAlign 'bottom', and refuses other sides", () => {
      const button = make('Lib.button.Button', {
        menu: [],
        arrowAlign: 'bottom',
        renderTo: document.body,
      });
      expect(button.btnWrap.hasCls('x-btn-arrow-bottom')).to.equal(true);
      expect(() => Lib.create('Lib.button.Button', { arrowAlign: 'left' } as any)).to.throw(
        TypeError,
        "[Lib.button.Button] config 'arrowAlign' must be one of 'right', 'bottom', got 'left'",
      );
    });

    it('creates the menu with the button, shows it below the button, and tells', () => {
      const events: unknown[] = [];
      const handler = sinon.spy();
      const button = make('Lib.button.Button', {
        text: 'File',
        menu: { items: [{ text: 'Open' }] },
        handler,
        renderTo: document.body,
        listeners: {
          menushow: (b: unknown, m: unknown) => events.push(['show', b, m]),
          menuhide: (b: unknown, m: unknown) => events.push(['hide', b, m]),
        },
      });
      const menu = button.menu;
      expect(Lib.ClassManager.getName(menu)).to.equal(FAKE_MENU);
      expect(menu.shownBy).to.deep.equal([]);
      expect(button.hasVisibleMenu()).to.equal(false);
      click(button.el.dom);
      expect(button.menu).to.equal(menu);
      expect(menu.ownerButton).to.equal(button);
      expect(menu.shownBy).to.deep.equal([[button, 'tl-bl?']]);
      expect(button.hasVisibleMenu()).to.equal(true);
      expect(button.el.dom.getAttribute('aria-expanded')).to.equal('true');
      expect(button.el.hasCls('x-btn-menu-active')).to.equal(true);
      expect(handler.calledOnce).to.equal(true);
      click(button.el.dom);
      expect(button.hasVisibleMenu()).to.equal(false);
      expect(button.el.dom.getAttribute('aria-expanded')).to.equal('false');
      expect(button.el.hasCls('x-btn-menu-active')).to.equal(false);
      expect(menu.shownBy.length).to.equal(1);
      expect(events).to.deep.equal([
        ['show', button, menu],
        ['hide', button, menu],
      ]);
    });

    it('opens with ArrowDown (Enter and Space click the native button)', () => {
      const button = make('Lib.button.Button', { menu: [], renderTo: document.body });
      key(button.el.dom, 'ArrowDown');
      expect(button.hasVisibleMenu()).to.equal(true);
      button.hideMenu();
      button.disable();
      key(button.el.dom, 'ArrowDown');
      expect(button.hasVisibleMenu()).to.equal(false);
    });

    it('shows and hides with showMenu, hideMenu, and uses menuAlign', () => {
      const button = make('Lib.button.Button', {
        menu: [{ text: 'a' }],
        menuAlign: 'tr-br?',
        renderTo: document.body,
      });
      expect(button.showMenu()).to.equal(button);
      expect(menuOf(button).shownBy).to.deep.equal([[button, 'tr-br?']]);
      expect(button.hideMenu()).to.equal(button);
      expect(button.hasVisibleMenu()).to.equal(false);
    });

    it('does not open an empty menu from a click, unless showEmptyMenu', () => {
      const button = make('Lib.button.Button', { menu: [], renderTo: document.body });
      click(button.el.dom);
      expect(button.hasVisibleMenu()).to.equal(false);
      const forced = make('Lib.button.Button', {
        menu: [],
        showEmptyMenu: true,
        renderTo: document.body,
      });
      click(forced.el.dom);
      expect(forced.hasVisibleMenu()).to.equal(true);
    });

    it('does not reopen a menu that hid itself at the mousedown of the click', () => {
      const button = make('Lib.button.Button', { menu: [{ text: 'a' }], renderTo: document.body });
      button.showMenu();
      const menu = menuOf(button);
      // As a menu closing at a mousedown outside it would.
      const hideAtMousedown = () => menu.hide();
      document.addEventListener('mousedown', hideAtMousedown);
      try {
        click(button.el.dom);
      } finally {
        document.removeEventListener('mousedown', hideAtMousedown);
      }
      expect(button.hasVisibleMenu()).to.equal(false);
      click(button.el.dom);
      expect(button.hasVisibleMenu()).to.equal(true);
    });

    it('gives the focus back to the button when the menu hides with the focus inside', () => {
      const button = make('Lib.button.Button', { menu: [{ text: 'a' }], renderTo: document.body });
      const outside = document.body.appendChild(document.createElement('input'));
      button.showMenu();
      const menu = menuOf(button);
      const item = menu.el.dom.appendChild(document.createElement('a'));
      item.tabIndex = 0;
      item.focus();
      menu.hide();
      expect(document.activeElement).to.equal(button.el.dom);
      button.showMenu();
      outside.focus();
      menu.hide();
      expect(document.activeElement).to.equal(outside);
    });

    it('takes an xtype, a menu id or a menu instance', () => {
      const byXtype = make('Lib.button.Button', { menu: 'othermenu', renderTo: document.body });
      expect(Lib.ClassManager.getName(byXtype.getMenu())).to.equal(FAKE_MENU);
      const existing = make(FAKE_MENU, { id: 'file-menu' });
      const byId = make('Lib.button.Button', { menu: 'file-menu', renderTo: document.body });
      expect(byId.getMenu()).to.equal(existing);
      const instance = make(FAKE_MENU, {});
      const withInstance = make('Lib.button.Button', { menu: instance, renderTo: document.body });
      // An instance belongs to the button at once.
      expect(instance.ownerButton).to.equal(withInstance);
      const shown = sinon.spy();
      withInstance.on('menushow', shown);
      instance.showBy(withInstance);
      expect(shown.calledOnce).to.equal(true);
    });

    it('has no menu without one, and refuses a menu that is no menu, config or name', () => {
      const button = make('Lib.button.Button', { renderTo: document.body });
      expect(button.getMenu()).to.equal(null);
      expect(button.showMenu().hasVisibleMenu()).to.equal(false);
      expect(() => Lib.create('Lib.button.Button', { menu: 42 } as any)).to.throw(
        TypeError,
        "[Lib.button.Button] config 'menu' must be a menu, a menu config, an xtype or id, or an array of items, got 42",
      );
      expect(() => make('Lib.button.Button', { menu: 'nosuchmenu' })).to.throw(
        TypeError,
        /widget\.nosuchmenu/,
      );
    });

    it('lists the menu and its items for component queries', () => {
      expect(make('Lib.button.Button', {}).getRefItems()).to.deep.equal([]);
      const button = make('Lib.button.Button', { menu: [], renderTo: document.body });
      const menu = button.getMenu();
      expect(button.getRefItems()).to.deep.equal([menu]);
      expect(button.down('othermenu')).to.equal(menu);
    });

    it('destroys the menu with the button, unless destroyMenu is false', () => {
      const button = make('Lib.button.Button', { menu: [], renderTo: document.body });
      const menu = button.getMenu();
      button.destroy();
      expect(menu.isDestroyed).to.equal(true);
      const kept = make('Lib.button.Button', { menu: [], destroyMenu: false });
      const keptMenu = kept.getMenu();
      kept.destroy();
      expect(keptMenu.isDestroyed).to.equal(false);
      keptMenu.destroy();
    });
  });

  describe('links', () => {
    it('renders an <a> with href, target and Ext classes, params appended', () => {
      const handler = sinon.spy();
      const button = make('Lib.button.Button', {
        text: 'Report',
        href: '/reports/view',
        baseParams: { lang: 'en', id: 1 },
        params: { id: 7 },
        handler,
        renderTo: document.body,
      });
      const dom = button.el.dom as HTMLAnchorElement;
      expect(dom.tagName).to.equal('A');
      expect(dom.getAttribute('href')).to.equal('/reports/view?lang=en&id=7');
      expect(dom.getAttribute('target')).to.equal('_blank');
      expect(dom.getAttribute('rel')).to.equal('noopener');
      expect(dom.hasAttribute('type')).to.equal(false);
      expect(dom.classList.contains('x-btn')).to.equal(true);
      expect(dom.classList.contains('x-btn-default-small')).to.equal(true);
      expect(button.isLink()).to.equal(true);
      expect(button.getHref()).to.equal('/reports/view?lang=en&id=7');
      click(dom);
      expect(handler.calledOnce).to.equal(true);
      button.setParams({ id: 8 });
      expect(dom.getAttribute('href')).to.equal('/reports/view?lang=en&id=8');
      button.setHref('https://example.com/r?x=1');
      expect(dom.getAttribute('href')).to.equal('https://example.com/r?x=1&lang=en&id=8');
    });

    it('takes hrefTarget and mailto: links', () => {
      const button = make('Lib.button.Button', {
        href: 'mailto:support@example.com',
        hrefTarget: '_self',
        renderTo: document.body,
      });
      expect(button.el.dom.getAttribute('href')).to.equal('mailto:support@example.com');
      expect(button.el.dom.getAttribute('target')).to.equal('_self');
    });

    it('can be set before rendering', () => {
      const button = make('Lib.button.Button', { text: 'Docs' });
      expect(button.getHref()).to.equal(false);
      button.setHref('docs/index.html');
      button.render(document.body);
      expect(button.el.dom.tagName).to.equal('A');
    });

    it('has no URL while disabled, so it cannot be followed', () => {
      const handler = sinon.spy();
      const button = make('Lib.button.Button', {
        href: '/x',
        disabled: true,
        handler,
        renderTo: document.body,
      });
      const dom = button.el.dom;
      expect(dom.hasAttribute('href')).to.equal(false);
      expect(dom.getAttribute('role')).to.equal('link');
      expect(dom.getAttribute('aria-disabled')).to.equal('true');
      click(dom);
      expect(handler.called).to.equal(false);
      button.enable();
      expect(dom.getAttribute('href')).to.equal('/x');
      expect(dom.hasAttribute('role')).to.equal(false);
    });

    it('refuses unsafe URLs', () => {
      for (const href of ['javascript:alert(1)', '\tjavascript:void 0', 'data:text/html,x']) {
        expect(() => Lib.create('Lib.button.Button', { href }), href).to.throw(
          TypeError,
          "[Lib.button.Button] config 'href' must be an http(s), mailto or relative URL",
        );
      }
      const button = make('Lib.button.Button', { href: '/ok', renderTo: document.body });
      expect(() => button.setHref('javascript:alert(1)')).to.throw(
        TypeError,
        "[Lib.button.Button#setHref] config 'href' must be an http(s), mailto or relative URL, got 'javascript:alert(1)'",
      );
      expect(button.el.dom.getAttribute('href')).to.equal('/ok');
    });

    it('cannot turn a rendered <button> into a link, or a rendered link into a <button>', () => {
      const button = make('Lib.button.Button', { renderTo: document.body });
      expect(() => button.setHref('/x')).to.throw(
        TypeError,
        "[Lib.button.Button#setHref] href must be set before rendering to switch <a>/<button>, got '/x'",
      );
      const link = make('Lib.button.Button', { href: '/x', renderTo: document.body });
      expect(() => link.setHref(null)).to.throw(
        TypeError,
        '[Lib.button.Button#setHref] href must be set before rendering to switch <a>/<button>, got undefined',
      );
    });
  });

  describe('scale and ui', () => {
    it("is x-btn-default-small by default, x-btn-<ui>-<scale> with 'medium' and 'large'", () => {
      const button = make('Lib.button.Button', { renderTo: document.body });
      expect(button.el.hasCls('x-btn-default-small')).to.equal(true);
      const large = make('Lib.button.Button', {
        scale: 'large',
        ui: 'toolbar',
        enableToggle: true,
        pressed: true,
        renderTo: document.body,
      });
      expect(large.el.hasCls('x-btn-toolbar-large')).to.equal(true);
      expect(large.el.hasCls('x-btn-toolbar-large-pressed')).to.equal(true);
      large.setScale('medium');
      expect(large.el.hasCls('x-btn-toolbar-large')).to.equal(false);
      expect(large.el.hasCls('x-btn-toolbar-large-pressed')).to.equal(false);
      expect(large.el.hasCls('x-btn-toolbar-medium')).to.equal(true);
      expect(large.el.hasCls('x-btn-toolbar-medium-pressed')).to.equal(true);
      large.setScale(null as any);
      expect(large.scale).to.equal('small');
    });

    it('refuses a scale it does not know', () => {
      expect(() => Lib.create('Lib.button.Button', { scale: 'huge' } as any)).to.throw(
        TypeError,
        "[Lib.button.Button] config 'scale' must be one of 'small', 'medium', 'large', got 'huge'",
      );
      const button = make('Lib.button.Button', { renderTo: document.body });
      expect(() => button.setScale('xl' as any)).to.throw(
        TypeError,
        "[Lib.button.Button#setScale] config 'scale' must be one of 'small', 'medium', 'large', got 'xl'",
      );
      expect(button.el.hasCls('x-btn-default-small')).to.equal(true);
    });
  });

  describe('pointer', () => {
    it('fires mouseover(button, e) and mouseout(button, e) when the pointer enters and leaves', () => {
      const events: unknown[] = [];
      const button = make('Lib.button.Button', {
        text: 'Go',
        renderTo: document.body,
        listeners: {
          mouseover: (b: unknown, e: any) => events.push(['over', b === button, e.type]),
          mouseout: (b: unknown, e: any) => events.push(['out', b === button, e.type]),
        },
      });
      const dom = button.el.dom;
      mouse(dom, 'mouseover', { relatedTarget: document.body });
      expect(button.el.hasCls('x-btn-over')).to.equal(true);
      // Moving between the button's own elements is not leaving it.
      mouse(button.btnInnerEl.dom, 'mouseover', { relatedTarget: dom });
      mouse(dom, 'mouseout', { relatedTarget: button.btnInnerEl.dom });
      mouse(dom, 'mouseout', { relatedTarget: document.body });
      expect(button.el.hasCls('x-btn-over')).to.equal(false);
      expect(events).to.deep.equal([
        ['over', true, 'mouseover'],
        ['out', true, 'mouseout'],
      ]);
      button.disable();
      mouse(dom, 'mouseover', { relatedTarget: document.body });
      expect(events.length).to.equal(2);
      expect(button.el.hasCls('x-btn-over')).to.equal(false);
    });
  });
});
