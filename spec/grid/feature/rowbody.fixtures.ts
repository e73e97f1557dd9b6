/** Row body heights for specs of the rowbody feature and the row expander (happy-dom). */
import sinon from 'sinon';

/**
 * happy-dom has no layout: a body's height is made up from its text (`About Person 7` → the
 * number's last digit), so rows differ in height as they do in a browser.
 */
export function useBodyHeights(): void {
  let stub: sinon.SinonStub | undefined;
  beforeEach(() => {
    const proto = (window as any).HTMLElement.prototype;
    const original = Object.getOwnPropertyDescriptor(proto, 'offsetHeight')!;
    stub = sinon.stub(proto, 'offsetHeight').get(function (this: HTMLElement) {
      if (!this.classList.contains('x-grid-rowbody-tr')) return original.get!.call(this);
      return bodyHeight(this.textContent!);
    });
  });
  afterEach(() => stub?.restore());
}

/** The made-up height of a body showing `text` (see `useBodyHeights`). */
export function bodyHeight(text: string): number {
  return 16 + 8 * Number(/(\d)\D*$/.exec(text)?.[1] ?? 0);
}
