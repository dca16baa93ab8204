/** Proves the browser half: TypeScript with standard decorators compiles, the DOM and axe work. */
import { expect, fixture, html } from '@open-wc/testing';

function logged<T, A extends unknown[], R>(
  method: (this: T, ...args: A) => R,
  _context: ClassMethodDecoratorContext,
) {
  return method;
}

class Greeter {
  @logged
  greet(name: string): string {
    return `hello ${name}`;
  }
}

describe('browser smoke', () => {
  it('runs in a document, with decorators compiled', async () => {
    const el = await fixture<HTMLDivElement>(html`<div>${new Greeter().greet('world')}</div>`);
    expect(document.body.contains(el)).to.equal(true);
    expect(el.textContent).to.equal('hello world');
  });

  it('starts each file with fresh storage', () => {
    expect(localStorage.getItem('smoke')).to.equal(null);
    localStorage.setItem('smoke', '1');
  });

  it('checks accessibility with axe', async () => {
    const el = await fixture(html`<button>Send</button>`);
    await expect(el).to.be.accessible();
  });
});
