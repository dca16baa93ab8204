/**
 * The axe matrix (issue item 8), shared by the LTR and RTL suites: for one representative valid
 * fixture of every format (and the egoz `he` fixture), every state — card, every wizard step,
 * overview, form layout, answered, error, streaming placeholder — in light, dark
 * (`prefers-color-scheme: dark` on a dark page) and the `theme="dark"` attribute (on a dark page
 * under a light scheme). Zero axe violations everywhere.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { FORMAT_IDS, type FormatId } from '../../src/codec/index.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import {
  bodyFixtures,
  fresh,
  mountBody,
  mountData,
  nextStep,
  restoreClock,
  settle,
  step,
  type BodyFixture,
  type MountOptions,
} from './helpers.js';
import { needsMediaEmulation } from '../engines.js';

export type Scheme = 'light' | 'dark' | 'theme-dark';
export const SCHEMES: readonly Scheme[] = ['light', 'dark', 'theme-dark'];
export type StateName =
  'card' | 'wizard steps' | 'overview' | 'form layout' | 'answered' | 'error' | 'streaming';

const LIGHT_PAGE = 'background: #ffffff; color: #1f2328; padding: 8px;';
const DARK_PAGE = 'background: #121212; color: #e8e8e8; padding: 8px;';

interface Entry {
  name: string;
  format: FormatId;
  single?: BodyFixture;
  multi?: BodyFixture;
  invalid?: BodyFixture;
}

const questionCount = (f: BodyFixture) => f.expected.model?.questions.length ?? 0;

/** One representative per format, picked from whatever index.json lists now. */
export async function matrixEntries(): Promise<Entry[]> {
  const valid = await bodyFixtures('valid');
  const invalid = await bodyFixtures('invalid');
  const entries: Entry[] = FORMAT_IDS.map((format) => {
    const mine = valid.filter((f) => f.dir === format && f.expected.model);
    return {
      name: format,
      format,
      single: mine.find((f) => questionCount(f) === 1),
      // the multi-question fixture with the fewest questions (every step is checked)
      multi: mine
        .filter((f) => questionCount(f) >= 2)
        .reduce<BodyFixture | undefined>(
          (best, f) => (!best || questionCount(f) < questionCount(best) ? f : best),
          undefined,
        ),
      invalid: invalid.find((f) => f.dir === format && f.expected.error && f.expected.error.code !== 'empty'),
    };
  });
  const he = valid.find((f) => f.dir === 'egoz' && f.expected.model?.locale === 'he');
  if (he) entries.push({ name: 'egoz he (rtl locale)', format: 'egoz', single: he });
  return entries;
}

/** The states one entry can show. */
export function statesOf(e: Entry): StateName[] {
  const out: StateName[] = [];
  if (e.single) out.push('card');
  if (e.multi) out.push('wizard steps', 'overview', 'form layout');
  if (e.multi ?? e.single) out.push('answered');
  if (e.invalid) out.push('error');
  if (e.multi ?? e.single) out.push('streaming');
  return out;
}

/** axe on the element, with the state named in a failure. */
async function axe(el: QuestionSetElement, label: string): Promise<void> {
  // a step fades in (150 ms): check the settled look, not a frame of the transition
  // (the placeholder's shimmer runs forever: only finite animations are awaited)
  const finite = el
    .shadowRoot!.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  try {
    await expect(el).to.be.accessible();
  } catch (error) {
    throw new Error(`${label}: ${(error as Error).message}`);
  }
}

async function run(e: Entry, state: StateName, options: MountOptions): Promise<number> {
  const body = (f: BodyFixture, extra: MountOptions = {}) =>
    mountBody(f.body, f.dir, f.file, f.expected, { ...options, ...extra });
  let checks = 0;
  const check = async (el: QuestionSetElement, label: string) => {
    await axe(el, label);
    checks++;
  };
  switch (state) {
    case 'card': {
      const { el } = await body(e.single!, { layout: 'auto' });
      await check(el, `${e.single!.file} card`);
      break;
    }
    case 'wizard steps': {
      const { el } = await body(e.multi!, { layout: 'wizard' });
      const n = el.set!.questions.length;
      for (let i = 0; i < n; i++) {
        expect(step(el)).to.equal(i);
        await check(el, `${e.multi!.file} step ${i + 1} of ${n}`);
        await nextStep(el);
      }
      break;
    }
    case 'overview': {
      const { el } = await body(e.multi!, { layout: 'wizard' });
      const n = el.set!.questions.length;
      for (let i = 0; i < n; i++) await nextStep(el);
      expect(step(el)).to.equal(n);
      await check(el, `${e.multi!.file} overview`);
      break;
    }
    case 'form layout': {
      const { el } = await body(e.multi!, { layout: 'form' });
      await check(el, `${e.multi!.file} form layout`);
      break;
    }
    case 'answered': {
      const f = e.multi ?? e.single!;
      const { el } = await body(f);
      el.state = 'answered';
      await settle(el);
      expect(el.shadowRoot!.querySelector('.receipt'), 'a receipt').to.not.equal(null);
      await check(el, `${f.file} answered`);
      break;
    }
    case 'error': {
      const { el } = await body(e.invalid!, { tag: 'question-set' });
      expect(el.shadowRoot!.querySelector('[role="alert"]'), 'an error panel').to.not.equal(null);
      await check(el, `${e.invalid!.file} error`);
      break;
    }
    case 'streaming': {
      const f = e.multi ?? e.single!;
      const { el } = await mountData(f.body.slice(0, Math.floor(f.body.length / 2)), {
        ...options,
        format: e.format,
        created: (x) => x.setAttribute('streaming', ''),
      });
      expect(el.shadowRoot!.querySelector('.placeholder'), 'a placeholder').to.not.equal(null);
      await check(el, `${f.file} streaming`);
      break;
    }
  }
  return checks;
}

/** Defines the matrix for the given directions; returns nothing, logs the count of axe checks at the end. */
export function defineMatrix(entries: Entry[], dirs: readonly ('ltr' | 'rtl')[]): void {
  let checks = 0;
  for (const dir of dirs)
    for (const scheme of SCHEMES)
      (scheme === 'dark' ? needsMediaEmulation().describe : describe)(`axe, ${dir}, ${scheme}`, function () {
        // axe takes a second or more on a busy machine, and a wizard checks every step
        this.timeout(30_000);
        before(async () => {
          await emulateMedia({ colorScheme: scheme === 'dark' ? 'dark' : 'light' });
        });
        after(async () => {
          await emulateMedia({ colorScheme: 'light' });
        });
        beforeEach(fresh);
        afterEach(restoreClock);
        for (const e of entries)
          for (const state of statesOf(e))
            it(`${e.name}: ${state}`, async () => {
              const options: MountOptions = {
                dir: dir === 'rtl' ? 'rtl' : undefined,
                style: scheme === 'light' ? LIGHT_PAGE : DARK_PAGE,
                theme: scheme === 'theme-dark' ? 'dark' : undefined,
              };
              checks += await run(e, state, options);
            });
      });
  after(() => {
    console.log(`axe checks run (${dirs.join(', ')}): ${checks}`);
  });
}
