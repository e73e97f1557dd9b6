import { expect } from 'chai';
import sinon from 'sinon';
import { Lib } from '../../lib/Lib';
import { DatePicker } from '../../classes/picker/Date';
import { click, key } from '../dom.helpers';
import { useFields } from '../form/form.helpers';

/** The cell of a day of the shown month. */
const cellOf = (picker: any, day: number): HTMLElement =>
  picker.cells.find(
    (c: HTMLElement) =>
      c.classList.contains('x-datepicker-active') && c.textContent === String(day),
  );
const ymd = (date: Date) => Lib.Date.format(date, 'Y-m-d');

describe('Lib.picker.Date', () => {
  const { make } = useFields();
  const picker = (config: Record<string, any> = {}): any =>
    make('Lib.picker.Date', { value: new Date(2024, 4, 15), renderTo: document.body, ...config });

  it('has the xtype datepicker and the alternate Lib.DatePicker', () => {
    expect(Lib.ClassManager.getByAlias('widget.datepicker')).to.equal(DatePicker);
    expect(Lib.ClassManager.get('Lib.DatePicker')).to.equal(DatePicker);
  });

  it("shows the value's month as an ARIA grid of six weeks from startDay", () => {
    const p = picker();
    const grid = p.eventEl.dom as HTMLElement;
    expect(p.el.hasCls('x-datepicker')).to.equal(true);
    expect(grid.getAttribute('role')).to.equal('grid');
    expect(p.monthEl.dom.textContent).to.equal('May 2024');
    expect(p.monthEl.dom.getAttribute('aria-live')).to.equal('polite');
    expect(grid.getAttribute('aria-labelledby')).to.equal(p.monthEl.id);
    const heads = Array.from(grid.querySelectorAll('th')).map((th) => th.textContent);
    expect(heads).to.deep.equal(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(p.cells.length).to.equal(42);
    // May 1st 2024 is a Wednesday: April 28th-30th come first.
    expect(p.cells.slice(0, 4).map((c: HTMLElement) => c.textContent)).to.deep.equal([
      '28',
      '29',
      '30',
      '1',
    ]);
    expect(p.cells[0].classList.contains('x-datepicker-prevday')).to.equal(true);
    const selected = cellOf(p, 15);
    expect(selected.getAttribute('role')).to.equal('gridcell');
    expect(selected.getAttribute('aria-selected')).to.equal('true');
    expect(selected.classList.contains('x-datepicker-selected')).to.equal(true);
    expect(selected.title).to.equal('May 15, 2024');
    expect(grid.getAttribute('aria-activedescendant')).to.equal(selected.id);
    const monday = picker({ startDay: 1 });
    expect(monday.eventEl.dom.querySelector('th').getAttribute('abbr')).to.equal('Monday');
    expect(monday.cells[0].textContent).to.equal('29');
  });

  it('picks a clicked day: value, select(picker, date), handler', () => {
    const select = sinon.spy();
    const handler = sinon.spy();
    const p = picker({ listeners: { select }, handler });
    click(cellOf(p, 20).firstChild as HTMLElement);
    expect(ymd(p.getValue())).to.equal('2024-05-20');
    expect(select.calledOnceWith(p)).to.equal(true);
    expect(ymd(select.firstCall.args[1])).to.equal('2024-05-20');
    expect(handler.calledOnce).to.equal(true);
    expect(handler.firstCall.thisValue).to.equal(p);
    click(p.cells[0]);
    expect(ymd(p.getValue())).to.equal('2024-04-28');
  });

  it('moves by month with its buttons, keeping the value', () => {
    const p = picker();
    click(p.el.dom.querySelector('.x-datepicker-next'));
    expect(p.monthEl.dom.textContent).to.equal('June 2024');
    p.showPrevMonth().showPrevMonth();
    expect(p.monthEl.dom.textContent).to.equal('April 2024');
    p.showNextYear();
    expect(p.monthEl.dom.textContent).to.equal('April 2025');
    expect(ymd(p.getValue())).to.equal('2024-05-15');
  });

  it('refuses disabled days: minDate, maxDate, disabledDays, disabledDates', () => {
    const select = sinon.spy();
    const p = picker({
      minDate: new Date(2024, 4, 3),
      maxDate: new Date(2024, 4, 28),
      disabledDays: [0],
      disabledDates: ['05/1[01]/2024'],
      listeners: { select },
    });
    const disabled = (day: number) => cellOf(p, day).getAttribute('aria-disabled') === 'true';
    expect([2, 3, 5, 10, 11, 13, 28, 29].map(disabled)).to.deep.equal([
      true,
      false,
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(cellOf(p, 2).title).to.equal('This date is before the minimum date');
    expect(cellOf(p, 29).classList.contains('x-datepicker-disabled')).to.equal(true);
    click(cellOf(p, 10));
    click(cellOf(p, 5));
    expect(select.called).to.equal(false);
    p.setMinDate(null);
    p.setDisabledDays(null);
    expect([2, 5].map(disabled)).to.deep.equal([false, false]);
  });

  it('picks today with the Today button, disabled when today cannot be picked', () => {
    const p = picker();
    const today = p.todayBtn.dom as HTMLButtonElement;
    expect(today.textContent).to.equal('Today');
    click(today);
    expect(ymd(p.getValue())).to.equal(ymd(new Date()));
    p.setMaxDate(new Date(2000, 0, 1));
    expect(today.disabled).to.equal(true);
    expect(picker({ showToday: false }).todayBtn).to.equal(undefined);
  });

  describe('keyboard (the grid has the focus)', () => {
    it('moves by day, week, month, year, to the month ends, and picks with Enter', () => {
      const select = sinon.spy();
      const p = picker({ listeners: { select } });
      const grid = p.eventEl.dom as HTMLElement;
      expect(grid.tabIndex).to.equal(0);
      const press = (name: string, init?: KeyboardEventInit) => {
        key(grid, name, init);
        return ymd(p.activeDate);
      };
      expect(press('ArrowRight')).to.equal('2024-05-16');
      expect(press('ArrowDown')).to.equal('2024-05-23');
      expect(press('ArrowUp')).to.equal('2024-05-16');
      expect(press('ArrowLeft')).to.equal('2024-05-15');
      expect(press('PageDown')).to.equal('2024-06-15');
      expect(p.monthEl.dom.textContent).to.equal('June 2024');
      expect(press('PageUp', { shiftKey: true })).to.equal('2023-06-15');
      expect(press('PageDown', { altKey: true })).to.equal('2024-06-15');
      expect(press('ArrowRight', { ctrlKey: true })).to.equal('2024-07-15');
      expect(press('End')).to.equal('2024-07-31');
      expect(press('Home')).to.equal('2024-07-01');
      expect(grid.getAttribute('aria-activedescendant')).to.equal(cellOf(p, 1).id);
      expect(ymd(p.getValue())).to.equal('2024-05-15');
      key(grid, 'Enter');
      expect(ymd(p.getValue())).to.equal('2024-07-01');
      expect(select.calledOnce).to.equal(true);
      key(grid, ' ');
      expect(ymd(p.getValue())).to.equal(ymd(new Date()));
    });

    it('keeps a month end within the next month (January 31st, PageDown: February 29th)', () => {
      const p = picker({ value: new Date(2024, 0, 31) });
      key(p.eventEl.dom, 'PageDown');
      expect(ymd(p.activeDate)).to.equal('2024-02-29');
    });

    it('does not pick a disabled day with Enter', () => {
      const select = sinon.spy();
      const p = picker({ disabledDays: [3], listeners: { select } });
      key(p.eventEl.dom, 'ArrowDown');
      key(p.eventEl.dom, 'Enter');
      expect(select.called).to.equal(false);
    });
  });

  it('type-checks its configs', () => {
    expect(() => Lib.create('Lib.picker.Date', { startDay: 7 })).to.throw(
      TypeError,
      "[Lib.picker.Date] config 'startDay' must be a day number 0-6, got 7",
    );
    expect(() => Lib.create('Lib.picker.Date', { minDate: '2024-01-01' } as any)).to.throw(
      TypeError,
      "config 'minDate' must be a Date",
    );
  });
});
