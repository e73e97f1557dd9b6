/**
 * Helpers for the form field and button specs: a DOM for the suite, components destroyed after
 * each test, and user input on an input element (typing fires `input`, as a browser does).
 *
 * @example
 *   const { make } = useFields();
 *   it('reports a change', () => {
 *     const field = make('Lib.form.field.Text', {renderTo: document.body});
 *     type(field, 'abc');
 *   });
 */
import { Lib } from '../../lib/Lib';
import { useDom } from '../dom.helpers';
import { def } from '../helpers';

/**
 * Installs a DOM for the enclosing suite and returns `make(name, config)`, which creates a
 * component that is destroyed after the test.
 */
export function useFields(): { make: (name: string, config?: Record<string, any>) => any } {
  const made: any[] = [];
  // Registered before useDom's hooks, so components go while their window is still open.
  afterEach(() => {
    while (made.length) {
      const c = made.pop();
      if (!c.isDestroyed) c.destroy();
    }
  });
  useDom();
  return {
    make(name: string, config?: Record<string, any>): any {
      const c = (Lib.create as any)(name, config);
      made.push(c);
      return c;
    },
  };
}

/** The input node of a rendered field. */
export function inputOf(field: any): HTMLInputElement {
  return field.inputEl.dom as HTMLInputElement;
}

/** Types: puts `text` in the field's input and dispatches `input` (with an `inputType`). */
export function type(field: any, text: string, inputType = 'insertText'): void {
  const input = inputOf(field);
  input.value = text;
  const InputEventCtor = (globalThis as any).InputEvent || (globalThis as any).Event;
  input.dispatchEvent(new InputEventCtor('input', { bubbles: true, inputType }));
}

/** Dispatches a DOM event (`focus`, `blur`, `change`...) on a node. */
export function fire(node: Node, name: string): void {
  const EventCtor = (globalThis as any).Event;
  node.dispatchEvent(new EventCtor(name, { bubbles: name !== 'focus' && name !== 'blur' }));
}

/**
 * The alias `widget.form` (Lib.form.Panel's; where it is missing, a container class stands in,
 * undefined by `useCleanup`): what radios and fields look `up('form')` for.
 */
export function formAlias(): string {
  if (!Lib.ClassManager.getByAlias('widget.form')) {
    def('Spec.form.Scope', { extend: 'Lib.container.Container', alias: 'widget.form' });
  }
  return 'widget.form';
}
