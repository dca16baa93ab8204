/** The DOM-free step state (src/session/steps.ts): layout, answering, moving, the sending rules, draft restore, MCP defaults. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parse, type Answer, type QuestionSet } from '../../src/codec/index.js';
import * as wiz from '../../src/session/steps.js';
import {
  EGOZ_ONE_CLICK,
  FORM_REQUIRED,
  INDEX_ONE,
  MCP_CONTACT,
  SHIITAKE_TWO,
  STRUCTURED_TWO,
  VANCE_CARD,
  VANCE_FOUR,
} from '../elements/bodies.js';

function set(body: string): QuestionSet {
  const r = parse(body);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.set;
}

const vance = set(VANCE_FOUR);
const structured = set(STRUCTURED_TWO);
const shiitake = set(SHIITAKE_TWO);
const form = set(FORM_REQUIRED);
const mcp = set(MCP_CONTACT);

const FORM_DEFAULTS = JSON.stringify({
  questions: [
    { id: 'format', label: 'What?', type: 'radio', options: ['Deck', 'Page'], default: 'Page' },
    { id: 'sections', label: 'Which?', type: 'checkbox', options: ['A', 'B', 'C'], default: ['C', 'A'] },
    { id: 'seats', label: 'How many?', type: 'number', default: 10 },
    { id: 'public', label: 'Public?', type: 'switch', default: false },
    { id: 'due', label: 'When?', type: 'date', default: '2025-06-30' },
    { id: 'free', label: 'Notes', type: 'text' },
  ],
});

const ids = (s: wiz.WizardState) => s.answers.map((a) => a.questionId);

describe('layout', () => {
  test('a confirmation: all switches, one alone or the only required one; its set is one page', () => {
    const ask = (properties: Record<string, unknown>, required: string[] = []) =>
      set(
        JSON.stringify({ message: 'Delete it?', requestedSchema: { type: 'object', properties, required } }),
      );
    const B = { type: 'boolean' };
    assert.equal(wiz.confirmOf(ask({ confirm: B }))?.id, 'confirm');
    const two = ask({ confirm: B, notify: B }, ['confirm']);
    assert.equal(wiz.confirmOf(two)?.id, 'confirm');
    assert.equal(wiz.resolveLayout(two), 'form');
    assert.equal(
      wiz.confirmOf(ask({ a: B, b: B })),
      undefined,
      'two optional switches: no one is the question',
    );
    assert.equal(wiz.confirmOf(ask({ a: B, b: B }, ['a', 'b'])), undefined);
    assert.equal(
      wiz.confirmOf(ask({ a: B, name: { type: 'string' } }, ['a'])),
      undefined,
      'not all switches',
    );
    // a must-accept switch (MCP `enum: [true]`) is no yes or no: its No would be refused (issue 50)
    const accept = { type: 'boolean', enum: [true] };
    assert.equal(wiz.confirmOf(ask({ terms: accept }, ['terms'])), undefined);
    assert.equal(wiz.confirmOf(ask({ confirm: B, terms: accept }, ['confirm'])), undefined);
    assert.equal(wiz.confirmOf(ask({ both: { type: 'boolean', enum: [true, false] } }))?.id, 'both');
  });

  test('auto: a card for one question, a wizard for several', () => {
    assert.equal(wiz.resolveLayout(set(VANCE_CARD)), 'card');
    assert.equal(wiz.resolveLayout(set(VANCE_CARD), 'auto'), 'card');
    assert.equal(wiz.resolveLayout(vance, 'auto'), 'wizard');
  });

  test('auto: four or more simple fields (at least one typed) are a one-page form; fewer, or richer questions, a wizard', () => {
    const property = (i: number) => [`f${i}`, { type: 'string', title: `Field ${i}` }];
    const schema = (n: number, extra: Record<string, unknown> = {}) =>
      set(
        JSON.stringify({
          message: 'A few details',
          requestedSchema: {
            type: 'object',
            properties: { ...Object.fromEntries(Array.from({ length: n }, (_, i) => property(i))), ...extra },
          },
        }),
      );
    assert.equal(wiz.resolveLayout(schema(wiz.FORM_FROM)), 'form');
    assert.equal(wiz.resolveLayout(schema(13)), 'form');
    assert.equal(wiz.resolveLayout(schema(wiz.FORM_FROM - 1)), 'wizard');
    assert.equal(wiz.resolveLayout(schema(4, { tier: { type: 'string', enum: ['a', 'b', 'c'] } })), 'form');
    const long = Array.from({ length: 8 }, (_, i) => `o${i}`);
    assert.equal(
      wiz.resolveLayout(schema(4, { tier: { type: 'string', enum: long } })),
      'wizard',
      'a long choice',
    );
    // the chat formats (no typed fields) keep their wizard
    assert.equal(wiz.resolveLayout(vance), 'wizard');
    assert.equal(wiz.resolveLayout(schema(13), 'wizard'), 'wizard', 'an explicit layout is taken as given');
  });

  test('card with several questions keeps the wizard; wizard and form are taken as given', () => {
    assert.equal(wiz.resolveLayout(vance, 'card'), 'wizard');
    assert.equal(wiz.resolveLayout(set(VANCE_CARD), 'wizard'), 'wizard');
    assert.equal(wiz.resolveLayout(set(VANCE_CARD), 'form'), 'form');
    assert.equal(wiz.resolveLayout(vance, 'form'), 'form');
  });

  test('start: step 0, no editing, the resolved layout', () => {
    for (const [s, layout, want] of [
      [vance, 'auto', 'wizard'],
      [set(EGOZ_ONE_CLICK), 'auto', 'card'],
      [vance, 'form', 'form'],
    ] as const) {
      const st = wiz.start(s, layout);
      assert.deepEqual(
        { layout: st.layout, step: st.step, editing: st.editing },
        { layout: want, step: 0, editing: false },
      );
      assert.deepEqual(st.answers, []);
    }
  });

  test('defaults of a form stand as answers from the start', () => {
    const s = set(FORM_DEFAULTS);
    const st = wiz.start(s, 'form');
    assert.deepEqual(st.answers, [
      { questionId: 'format', outcome: 'answered', selected: ['Page'] },
      { questionId: 'sections', outcome: 'answered', selected: ['A', 'C'] },
      { questionId: 'seats', outcome: 'answered', selected: [], value: 10 },
      { questionId: 'public', outcome: 'answered', selected: [], value: false },
      { questionId: 'due', outcome: 'answered', selected: [], text: '2025-06-30' },
    ]);
  });

  test('current and isOverview', () => {
    let st = wiz.start(vance);
    assert.equal(wiz.current(vance, st)?.id, 'db');
    assert.equal(wiz.isOverview(vance, st), false);
    st = wiz.toOverview(vance, st);
    assert.equal(wiz.isOverview(vance, st), true);
    assert.equal(wiz.current(vance, st), undefined);
    assert.equal(wiz.current(vance, wiz.start(vance, 'form')), undefined);
  });
});

describe('answering', () => {
  test('choose: a single choice replaces the selection', () => {
    let st = wiz.start(structured);
    st = wiz.choose(structured, st, 'q1', '1');
    st = wiz.choose(structured, st, 'q1', '3');
    assert.deepEqual(wiz.answerOf(st, 'q1'), { questionId: 'q1', outcome: 'answered', selected: ['3'] });
    // picking the same option again keeps it
    st = wiz.choose(structured, st, 'q1', '3');
    assert.deepEqual(wiz.answerOf(st, 'q1')?.selected, ['3']);
  });

  test('choose: a multi-select toggles, in option order', () => {
    let st = wiz.start(structured);
    st = wiz.choose(structured, st, 'q2', '3');
    st = wiz.choose(structured, st, 'q2', '1');
    assert.deepEqual(wiz.answerOf(st, 'q2')?.selected, ['1', '3']);
    st = wiz.choose(structured, st, 'q2', '3');
    assert.deepEqual(wiz.answerOf(st, 'q2')?.selected, ['1']);
    st = wiz.choose(structured, st, 'q2', '1');
    assert.equal(wiz.answerOf(st, 'q2'), undefined, 'nothing left: the question is open again');
  });

  test('choose: maxSelections blocks a further pick, not a deselect', () => {
    const q = form.questions[0];
    assert.equal(q.maxSelections, 2);
    let st = wiz.start(form, 'form');
    st = wiz.choose(form, st, 'audience', 'VC');
    st = wiz.choose(form, st, 'audience', 'Customer');
    assert.equal(wiz.atMaximum(q, wiz.answerOf(st, 'audience')), true);
    const blocked = wiz.choose(form, st, 'audience', 'Internal team');
    assert.equal(blocked, st, 'the same state comes back');
    st = wiz.choose(form, st, 'audience', 'VC');
    assert.deepEqual(wiz.answerOf(st, 'audience')?.selected, ['Customer']);
    st = wiz.choose(form, st, 'audience', 'Internal team');
    assert.deepEqual(wiz.answerOf(st, 'audience')?.selected, ['Customer', 'Internal team']);
  });

  test('choose: an unknown option or question changes nothing', () => {
    const st = wiz.start(structured);
    assert.equal(wiz.choose(structured, st, 'q1', '9'), st);
    assert.equal(wiz.choose(structured, st, 'nope', '1'), st);
  });

  test('choose keeps free text, and setText keeps the selection', () => {
    let st = wiz.start(structured);
    st = wiz.setText(structured, st, 'q1', 'Bun');
    st = wiz.choose(structured, st, 'q1', '2');
    assert.deepEqual(wiz.answerOf(st, 'q1'), {
      questionId: 'q1',
      outcome: 'answered',
      selected: ['2'],
      text: 'Bun',
    });
    st = wiz.setText(structured, st, 'q1', '');
    assert.deepEqual(wiz.answerOf(st, 'q1'), { questionId: 'q1', outcome: 'answered', selected: ['2'] });
  });

  test('setText: blank text with nothing selected leaves the question open', () => {
    let st = wiz.start(vance);
    st = wiz.setText(vance, st, 'name', 'billing');
    assert.deepEqual(wiz.answerOf(st, 'name'), {
      questionId: 'name',
      outcome: 'answered',
      selected: [],
      text: 'billing',
    });
    st = wiz.setText(vance, st, 'name', '   ');
    assert.equal(wiz.answerOf(st, 'name'), undefined);
    assert.equal(wiz.setText(vance, st, 'nope', 'x'), st);
  });

  test('setValue: a typed value; null, empty text and an empty list clear it', () => {
    let st = wiz.start(mcp, 'form');
    st = wiz.setValue(mcp, st, 'age', 30);
    assert.deepEqual(wiz.answerOf(st, 'age'), {
      questionId: 'age',
      outcome: 'answered',
      selected: [],
      value: 30,
    });
    for (const empty of [null, '', []] as const) {
      const cleared = wiz.setValue(mcp, st, 'age', empty as never);
      assert.equal(wiz.answerOf(cleared, 'age'), undefined, JSON.stringify(empty));
    }
    const off = wiz.setValue(mcp, st, 'age', false);
    assert.equal(wiz.answerOf(off, 'age')?.value, false, 'false is an answer ("no")');
  });

  test('setOutcome replaces whatever was chosen', () => {
    let st = wiz.start(vance);
    st = wiz.choose(vance, st, 'db', '1');
    st = wiz.setOutcome(vance, st, 'db', 'unknown');
    assert.deepEqual(wiz.answerOf(st, 'db'), { questionId: 'db', outcome: 'unknown', selected: [] });
    st = wiz.setOutcome(vance, st, 'db', 'settled');
    assert.equal(wiz.answerOf(st, 'db')?.outcome, 'settled');
  });

  test('confirm answers a confirm question with nothing more, and nothing else', () => {
    let st = wiz.start(vance);
    st = wiz.confirm(vance, st, 'backup');
    assert.deepEqual(wiz.answerOf(st, 'backup'), { questionId: 'backup', outcome: 'answered', selected: [] });
    assert.equal(wiz.confirm(vance, st, 'db'), st, 'a choice is not confirmed');
  });

  test('answers stay in question order, whatever order they were given in', () => {
    let st = wiz.start(vance);
    st = wiz.setText(vance, st, 'name', 'x');
    st = wiz.choose(vance, st, 'db', '2');
    st = wiz.confirm(vance, st, 'backup');
    // an edit keeps the place
    st = wiz.setText(vance, st, 'name', 'y');
    assert.deepEqual(ids(st), ['name', 'db', 'backup']);
    assert.deepEqual(wiz.sendCheck(vance, st).ok, true, 'the order of the draft does not matter for sending');
  });

  test('every function returns a new state and leaves the old one alone', () => {
    const st = wiz.start(vance);
    const frozen = JSON.stringify(st);
    wiz.choose(vance, st, 'db', '1');
    wiz.setText(vance, st, 'name', 'x');
    wiz.setOutcome(vance, st, 'region', 'later');
    wiz.next(vance, st);
    wiz.goTo(vance, st, 2);
    assert.equal(JSON.stringify(st), frozen);
  });
});

describe('moving', () => {
  test('next walks the questions, then the overview, and stops there', () => {
    let st = wiz.start(vance);
    const steps = [st.step];
    for (let i = 0; i < 6; i++) steps.push((st = wiz.next(vance, st)).step);
    assert.deepEqual(steps, [0, 1, 2, 3, 4, 4, 4]);
    assert.equal(wiz.isOverview(vance, st), true);
  });

  test('back walks back to the first question and stops there', () => {
    let st = wiz.toOverview(vance, wiz.start(vance));
    const steps = [st.step];
    for (let i = 0; i < 6; i++) steps.push((st = wiz.back(vance, st)).step);
    assert.deepEqual(steps, [4, 3, 2, 1, 0, 0, 0]);
  });

  test('goTo from the overview edits: next and back both return to the overview', () => {
    let st = wiz.toOverview(vance, wiz.start(vance));
    st = wiz.goTo(vance, st, 1);
    assert.deepEqual({ step: st.step, editing: st.editing }, { step: 1, editing: true });
    assert.deepEqual({ ...wiz.next(vance, st) }, { ...st, step: 4, editing: false });
    assert.deepEqual({ ...wiz.back(vance, st) }, { ...st, step: 4, editing: false });
  });

  test('goTo from a question is a plain jump; out of range changes nothing', () => {
    let st = wiz.start(vance);
    st = wiz.goTo(vance, st, 3);
    assert.deepEqual({ step: st.step, editing: st.editing }, { step: 3, editing: false });
    assert.equal(wiz.goTo(vance, st, 4), st);
    assert.equal(wiz.goTo(vance, st, -1), st);
  });

  test('a card and the form layout do not move', () => {
    const card = wiz.start(set(EGOZ_ONE_CLICK));
    assert.equal(wiz.next(set(EGOZ_ONE_CLICK), card), card);
    const f = wiz.start(vance, 'form');
    assert.equal(wiz.next(vance, f), f);
    assert.equal(wiz.back(vance, f), f);
    assert.equal(wiz.goTo(vance, f, 2), f);
    assert.equal(wiz.toOverview(vance, f), f);
  });
});

describe('sendCheck per format', () => {
  test('shiitake needs a complete set', () => {
    let st = wiz.start(shiitake);
    let check = wiz.sendCheck(shiitake, st);
    assert.equal(check.ok, false);
    assert.deepEqual(
      check.issues.map((i) => [i.questionId, i.code]),
      [
        ['tests', 'incomplete'],
        ['docs', 'incomplete'],
      ],
    );
    st = wiz.choose(shiitake, st, 'tests', '1');
    check = wiz.sendCheck(shiitake, st);
    assert.deepEqual(
      check.issues.map((i) => i.questionId),
      ['docs'],
    );
    st = wiz.setText(shiitake, st, 'docs', 'Only the changelog');
    assert.equal(wiz.sendCheck(shiitake, st).ok, true, 'free text answers a question too');
  });

  test('shiitake: "later" is still open', () => {
    let st = wiz.start(shiitake);
    st = wiz.choose(shiitake, st, 'tests', '1');
    st = wiz.setOutcome(shiitake, st, 'docs', 'later');
    assert.equal(wiz.sendCheck(shiitake, st).ok, false);
  });

  test('form needs every required question; the rest may stay open', () => {
    let st = wiz.start(form, 'form');
    assert.deepEqual(
      wiz.sendCheck(form, st).issues.map((i) => [i.questionId, i.code]),
      [
        ['audience', 'required'],
        ['name', 'required'],
      ],
    );
    st = wiz.choose(form, st, 'audience', 'VC');
    st = wiz.setText(form, st, 'name', 'Atlas');
    assert.equal(wiz.sendCheck(form, st).ok, true);
  });

  test('form: a custom answer counts toward maxSelections', () => {
    let st = wiz.start(form, 'form');
    st = wiz.choose(form, st, 'audience', 'VC');
    st = wiz.choose(form, st, 'audience', 'Customer');
    st = wiz.setText(form, st, 'audience', 'Press');
    st = wiz.setText(form, st, 'name', 'Atlas');
    const check = wiz.sendCheck(form, st);
    assert.deepEqual(
      check.issues.map((i) => [i.questionId, i.code]),
      [['audience', 'too-many']],
    );
  });

  test('vance, index and structured send partial sets, even empty ones', () => {
    for (const s of [vance, set(INDEX_ONE), structured])
      assert.equal(wiz.sendCheck(s, wiz.start(s)).ok, true, s.format);
    let st = wiz.start(vance);
    st = wiz.choose(vance, st, 'db', '1');
    assert.equal(wiz.sendCheck(vance, st).ok, true);
  });

  test('mcp needs its required properties, and checks their values', () => {
    let st = wiz.start(mcp);
    assert.deepEqual(
      wiz.sendCheck(mcp, st).issues.map((i) => i.questionId),
      ['name', 'email'],
    );
    st = wiz.setText(mcp, st, 'name', 'Ada');
    st = wiz.setText(mcp, st, 'email', 'not an address');
    assert.deepEqual(
      wiz.sendCheck(mcp, st).issues.map((i) => [i.questionId, i.code]),
      [['email', 'invalid']],
    );
    st = wiz.setText(mcp, st, 'email', 'ada@example.com');
    st = wiz.setValue(mcp, st, 'age', 12);
    assert.deepEqual(
      wiz.sendCheck(mcp, st).issues.map((i) => [i.questionId, i.code]),
      [['age', 'invalid']],
    );
    st = wiz.setValue(mcp, st, 'age', 40);
    assert.equal(wiz.sendCheck(mcp, st).ok, true);
  });
});

describe('draft restore', () => {
  const draft = (answers: Answer[], step: number): wiz.Draft => ({ answers, step });

  test('keeps the answers and the step', () => {
    const answers: Answer[] = [{ questionId: 'db', outcome: 'answered', selected: ['2'] }];
    const st = wiz.start(vance, 'auto', draft(answers, 2));
    assert.equal(st.step, 2);
    assert.deepEqual(st.answers, answers);
    assert.equal(st.editing, false);
  });

  test('clamps the step into 0 … N (N: the overview)', () => {
    assert.equal(wiz.start(vance, 'auto', draft([], 99)).step, 4);
    assert.equal(wiz.start(vance, 'auto', draft([], 4)).step, 4);
    assert.equal(wiz.start(vance, 'auto', draft([], -3)).step, 0);
    assert.equal(wiz.start(vance, 'auto', draft([], 1.5)).step, 0);
    assert.equal(wiz.start(vance, 'auto', draft([], Number.NaN)).step, 0);
    assert.equal(wiz.start(vance, 'form', draft([], 2)).step, 0, 'the form layout has no steps');
    assert.equal(wiz.start(set(VANCE_CARD), 'auto', draft([], 1)).step, 0, 'a card has no steps');
  });

  test('drops answers to unknown questions and unknown options, and keeps one option of a single choice', () => {
    const st = wiz.start(
      structured,
      'auto',
      draft(
        [
          { questionId: 'gone', outcome: 'answered', selected: [], text: 'old' },
          { questionId: 'q1', outcome: 'answered', selected: ['3', '2'] },
          { questionId: 'q2', outcome: 'answered', selected: ['9', '2', '4'] },
        ],
        1,
      ),
    );
    assert.deepEqual(ids(st), ['q1', 'q2']);
    assert.deepEqual(wiz.answerOf(st, 'q1')?.selected, ['3']);
    assert.deepEqual(wiz.answerOf(st, 'q2')?.selected, ['2', '4']);
  });

  test('a restored draft replaces the defaults', () => {
    const s = set(FORM_DEFAULTS);
    const st = wiz.start(
      s,
      'form',
      draft([{ questionId: 'free', outcome: 'answered', selected: [], text: 'x' }], 0),
    );
    assert.deepEqual(ids(st), ['free']);
  });

  test('draftOf gives what start takes back', () => {
    let st = wiz.start(vance);
    st = wiz.choose(vance, st, 'db', '3');
    st = wiz.next(vance, st);
    const again = wiz.start(vance, 'auto', wiz.draftOf(st));
    assert.deepEqual(again, { ...st, editing: false });
  });
});

describe('an mcp default: pre-filled, sent untouched, never filled back in once cleared', () => {
  const s0 = set(
    JSON.stringify({
      message: 'Book',
      requestedSchema: {
        type: 'object',
        properties: {
          seats: { type: 'integer', default: 2 },
          region: { type: 'string', enum: ['eu', 'us'], default: 'eu' },
        },
        required: ['seats', 'region'],
      },
    }),
  );
  test('untouched, the defaults are the answers and the set may be sent', () => {
    const s = wiz.start(s0, 'form');
    assert.equal(wiz.sendCheck(s0, s).ok, true);
  });
  test('cleared, the question is open and required again', () => {
    let s = wiz.start(s0, 'form');
    s = wiz.setValue(s0, s, 'seats', null);
    s = wiz.choose(s0, s, 'region', 'eu'); // a single choice stays chosen
    const check = wiz.sendCheck(s0, s);
    assert.deepEqual(
      check.issues.map((i) => [i.questionId, i.code]),
      [['seats', 'required']],
    );
    s = wiz.clear(s0, s, 'region');
    assert.deepEqual(
      wiz.sendCheck(s0, s).issues.map((i) => i.questionId),
      ['seats', 'region'],
    );
  });
});
