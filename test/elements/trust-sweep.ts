/**
 * Issue 14, classes 3 and 6 measured across the formats: a valid fixture of each format with a
 * hostile piece put into every text the agent writes (title, intro, waiting-on name, question text,
 * header, context, proposal, custom label and placeholder, input placeholder, option label and
 * description), serialized back into the format's own body and rendered in every state the
 * element has — each wizard step, the overview, the one-page form after a refused send (it names
 * the missing questions), the receipt and the closed set — so that every place an agent text is
 * interpolated is scanned.
 */
import { FORMAT_IDS, parse, serialize, type Answer, type QuestionSet } from '../../src/codec/index.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import { bodyFixtures, mountData, primaryButton, settle, type Mounted } from './helpers.js';

/** What is put into an agent text: the text and where it goes (labels are told apart by their index). */
export type Inject = (s: string, field: string, index: number) => string;

/** The set with `inject` applied to every agent text; undefined when the format drops what was put in. */
export function hostile(set: QuestionSet, inject: Inject): QuestionSet {
  const q = set.questions.map((x, qi) => ({
    ...x,
    text: inject(x.text, 'text', qi),
    ...(x.header !== undefined ? { header: inject(x.header || 'H', 'header', qi) } : {}),
    ...(x.context !== undefined ? { context: inject(x.context, 'context', qi) } : {}),
    ...(x.proposal !== undefined ? { proposal: inject(x.proposal, 'proposal', qi) } : {}),
    ...(x.customLabel !== undefined ? { customLabel: inject(x.customLabel, 'customLabel', qi) } : {}),
    ...(x.customPlaceholder !== undefined
      ? { customPlaceholder: inject(x.customPlaceholder, 'customPlaceholder', qi) }
      : {}),
    ...(x.input?.placeholder !== undefined
      ? { input: { ...x.input, placeholder: inject(x.input.placeholder, 'placeholder', qi) } }
      : {}),
    options: x.options.map((o, oi) => ({
      ...o,
      label: inject(o.label, 'label', oi),
      ...(o.description ? { description: inject(o.description, 'description', oi) } : {}),
    })),
  }));
  return {
    ...set,
    ...(set.title ? { title: inject(set.title, 'title', 0) } : {}),
    ...(set.intro ? { intro: inject(set.intro, 'intro', 0) } : {}),
    ...(set.waitingOn
      ? { waitingOn: { ...set.waitingOn, name: inject(set.waitingOn.name, 'name', 0) } }
      : {}),
    questions: q,
  };
}

export interface SweepCase {
  name: string;
  set: QuestionSet;
  body: string;
}

/** Per format the fixtures with the most to say (the longest models), made hostile and still decoding. */
export async function sweepCases(inject: Inject, perFormat = 3): Promise<SweepCase[]> {
  const valid = await bodyFixtures('valid');
  const out: SweepCase[] = [];
  for (const format of FORMAT_IDS) {
    const mine = valid
      .filter((f) => f.dir === format && f.expected.model)
      .sort((a, b) => JSON.stringify(b.expected.model).length - JSON.stringify(a.expected.model).length);
    let taken = 0;
    for (const f of mine) {
      if (taken >= perFormat) break;
      const set = hostile(f.expected.model!, inject);
      let body: string;
      try {
        body = serialize(set);
      } catch {
        continue;
      }
      const r = parse(body, { format });
      if (!r.ok) continue;
      out.push({ name: f.file, set: r.set, body });
      taken++;
    }
  }
  return out;
}

/** A plausible draft: the first option (and typed text where the question takes some). */
export function draft(set: QuestionSet, typed: string): Answer[] {
  return set.questions.map((q) => {
    if (q.kind === 'confirm') return { questionId: q.id, outcome: 'answered', selected: [] };
    if (
      q.input &&
      !['text', 'textarea', 'select', 'email', 'url'].includes(q.input.type) &&
      !q.options.length
    )
      return { questionId: q.id, outcome: 'answered', selected: [] };
    return {
      questionId: q.id,
      outcome: 'answered',
      selected: q.options.length ? [q.options[0].id] : [],
      ...(q.allowCustom || !q.options.length ? { text: typed } : {}),
    };
  });
}

export type Scan = (el: QuestionSetElement, state: string) => string[];

/** Renders a case in every state and collects what `scan` finds, each problem named by its state. */
export async function sweep(c: SweepCase, scan: Scan, typed: string, style = ''): Promise<string[]> {
  const found: string[] = [];
  const look = (el: QuestionSetElement, state: string) =>
    found.push(...scan(el, state).map((p) => `${state}: ${p}`));
  const mount = (layout: string): Promise<Mounted> =>
    mountData(c.body, { format: c.set.format, layout, persist: false, style });
  // the wizard, step by step with a draft, then the overview
  {
    const { el, wrapper } = await mount('wizard');
    el.answers = draft(c.set, typed);
    await settle(el);
    const n = c.set.questions.length;
    for (let i = 0; i < n; i++) {
      look(el, `step ${i + 1}`);
      primaryButton(el)?.click();
      await settle(el);
    }
    look(el, 'overview');
    wrapper.remove();
  }
  // the one-page form, sent empty: the missing questions are named
  {
    const { el, wrapper } = await mount('form');
    el.submit();
    await settle(el);
    look(el, 'form, refused send');
    el.answers = draft(c.set, typed);
    el.state = 'answered';
    await settle(el);
    look(el, 'receipt');
    wrapper.remove();
  }
  {
    const { el, wrapper } = await mount('auto');
    el.answers = draft(c.set, typed);
    el.state = 'closed';
    await settle(el);
    look(el, 'closed');
    wrapper.remove();
  }
  return found;
}
