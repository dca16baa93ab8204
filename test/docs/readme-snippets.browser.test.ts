/**
 * Issue 43, point 1: the README's "Using the elements" says `import 'question-elements'` needs a
 * bundler and shows the script-tag form beside it. Both snippets run here as the README writes
 * them, each in a plain page of its own (an iframe, no bundler, no import map): the script-tag form
 * defines the element, shows the README's set and hands its answer to `sendAsUserMessage`; the
 * bundler form, pasted as it is, fails to resolve the bare specifier and defines nothing.
 */
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';

/** Where web-test-runner.config.mjs serves dist/ (a site's own path, as the README's `/assets/…`). */
const SITE = '/some/site';

async function snippets(): Promise<{ scriptTag: string; bundler: string; set: string }> {
  const readme = await (await fetch('/README.md')).text();
  const section = readme.slice(readme.indexOf('## Using the elements'), readme.indexOf('### Attributes'));
  const [scriptTag, bundler] = [...section.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]);
  expect(section, 'the README says a bundler resolves the import').to.match(/needs a bundler/);
  expect(scriptTag, 'a script-tag snippet').to.match(
    /<script type="module" src="[^"]+question-elements\.js">/,
  );
  expect(bundler, 'the bundler snippet').to.contain("import 'question-elements'");
  const set = /<question-set>[\s\S]*<\/question-set>/.exec(bundler)![0];
  return { scriptTag, bundler, set };
}

/** A plain page of its own (an iframe of this origin, so the snippet's paths resolve as on a site). */
async function page(html: string): Promise<{ win: Window & typeof globalThis }> {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const win = frame.contentWindow as Window & typeof globalThis;
  const done = new Promise((r) => frame.addEventListener('load', r, { once: true }));
  frame.srcdoc = `<!doctype html><html><body>${html}</body></html>`;
  await done;
  return { win };
}

async function until<T>(get: () => T | undefined | null | false, what: string): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = get();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe("the README's two ways to load the elements", () => {
  it('the script-tag form works in a plain page: the set shows and its answer reaches the listener', async () => {
    const { scriptTag, set } = await snippets();
    const sent: string[] = [];
    const html = `<script>window.sendAsUserMessage = (text) => parent.__readmeSent.push(text);</script>${scriptTag.replace(/src="\//, `src="${SITE}/`)}${set}`;
    (window as unknown as { __readmeSent: string[] }).__readmeSent = sent;
    const { win } = await page(html);
    await until(() => win.customElements.get('question-set'), 'the element defined by the script tag');
    const el = win.document.querySelector('question-set') as QuestionSetElement;
    await until(() => el.set, 'the decoded set');
    await el.updateComplete;
    const option = await until(
      () =>
        [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="radio"]')].find((r) =>
          r.textContent?.includes('eu-central-1'),
        ),
      'the option eu-central-1',
    );
    option.click();
    await el.updateComplete;
    expect(el.submit(), 'sent').to.equal(true);
    expect(sent).to.have.length(1);
    expect(sent[0]).to.contain('In which region will data be stored? → eu-central-1');
  });

  it('the bundler form, pasted into a plain page, fails to resolve the bare specifier and defines nothing', async () => {
    const { bundler } = await snippets();
    const { win } = await page(
      `<script>window.__errors = []; addEventListener('error', (e) => __errors.push(String(e.message || e.error)));</script>${bundler}`,
    );
    const errors = (win as unknown as { __errors: string[] }).__errors;
    await until(() => errors.length, 'the error of the bare specifier');
    expect(errors.join(' ')).to.match(/question-elements/);
    expect(win.customElements.get('question-set')).to.equal(undefined);
  });
});
