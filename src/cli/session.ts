/**
 * The line wizard of seed 000 §5, DOM-free: lines in, output and a result out. It drives the same
 * session as the elements (`../session/session.ts`): what a format offers, what follows an answer,
 * whether the answers may be sent, expiry and what is sent are the session's rules, and a value's
 * validity the codec's — so that the terminal and the web cannot disagree.
 *
 *   const w = new LineWizard(set, { lang: 'de' });
 *   let reply = w.begin();          // the set as text, the hint, the first prompt
 *   reply = w.line('2');            // …one line at a time, until reply.result is set
 */
import { oneLine, takesFreeText } from '../codec/answer-read.js';
import {
  answerPhrase,
  answerWords,
  isOpen,
  toText,
  type Answer,
  type Encoded,
  type InputValue,
  type Question,
  type QuestionSet,
  type SendIssue,
} from '../codec/index.js';
import { stringsFor, type Strings } from '../i18n/strings.js';
import { missingText, Session, type Prepared } from '../session/session.js';
import * as wiz from '../session/steps.js';
import { memoryStore } from '../session/store.js';
import { FORMATS } from '../codec/registry.js';
import { cliWords, NO, YES, type CliWords } from './words.js';

export interface LineWizardOptions {
  /** UI language of the words, and of the words in the sent text (en, de) */
  lang?: string;
  /** pins the request id (else the codec mints one) */
  requestId?: string;
  /** what the command was given, shown first (default: `toText(set)`) */
  shown?: string;
  /** the clock an expiry (shiitake `expiresAt`) is read against; default `Date.now` */
  now?: () => number;
}

export type Result =
  | { kind: 'sent'; encoded: Encoded; answers: Answer[] }
  | {
      kind: 'declined';
      action: 'decline' | 'cancel';
      /** the codec's text of a declined set (the agent reads it) */
      text: string;
      payload: unknown;
      requestId: string;
      note?: string;
    }
  | { kind: 'paused' }
  /** the set expired (shiitake `expiresAt`): as in the elements, it closes and nothing is sent */
  | { kind: 'expired' };

export interface Reply {
  /** lines to show, in order */
  output: string[];
  /** the prompt for the next line (empty once there is a result) */
  prompt: string;
  /** set when the session is over */
  result?: Result;
}

/** Value issues shown as soon as the line is typed (the codec's own checks); the rest wait for sending. */
const ENTRY_CODES: ReadonlySet<SendIssue['code']> = new Set(['invalid', 'too-many', 'too-few']);

const OUTCOME_COMMANDS = { ':ok': 'settled', ':later': 'later', ':unknown': 'unknown' } as const;

/** Option numbers: "2", "1 3", "1,3", "1, 3". */
const PICK = /^\d+(?:\s*[,\s]\s*\d+)*$/;
/** Option numbers and text: "2: but only for backups" (the colon ends the numbers, then a space or nothing). */
const PICK_TEXT = /^(\d+(?:\s*[,\s]\s*\d+)*)\s*:(?:\s+(.*))?$/;

export class LineWizard {
  readonly set: QuestionSet;
  #session: Session;
  #words: CliWords;
  #strings: Strings;
  #lang?: string;
  #shown: string;
  /** waiting for the reason of a decline */
  #noting = false;
  #result?: Result;
  /** the send or decline prepared, recorded once the command has delivered it (`delivered`) */
  #prepared?: Prepared;

  constructor(set: QuestionSet, options: LineWizardOptions = {}) {
    this.set = set;
    this.#session = new Session(set, {
      // a terminal asks one question per line: a set the elements show as a one-page form is a wizard here
      layout: wiz.resolveLayout(set) === 'form' ? 'wizard' : 'auto',
      store: memoryStore(),
      now: options.now,
      requestId: options.requestId,
    });
    this.#lang = options.lang;
    this.#words = cliWords(options.lang);
    this.#strings = stringsFor(options.lang);
    this.#shown = options.shown ?? toText(set);
  }

  get state(): wiz.WizardState {
    return this.#session.state;
  }

  get #state(): wiz.WizardState {
    return this.#session.state;
  }

  get done(): boolean {
    return this.#result !== undefined;
  }

  /** The terminal's own words, in the session's language. */
  get words(): CliWords {
    return this.#words;
  }

  /** How the session ended, once it has. */
  get result(): Result | undefined {
    return this.#result;
  }

  /** The set as text, how to answer, and the first prompt. */
  begin(): Reply {
    const out = [this.#shown.trimEnd(), ''];
    const expires = this.set.expiresAt;
    if (typeof expires === 'number') out.push(this.#words.expiresAt(new Date(expires).toISOString()));
    if (this.#expired(out)) return this.#reply(out);
    out.push(this.#words.hint(this.#commandNames()));
    this.#enter(out, true);
    return this.#reply(out);
  }

  /** An expired set closes, and nothing is sent (the elements' rule for shiitake `expiresAt`). */
  #expired(out: string[]): boolean {
    if (!this.#session.expire()) return false;
    this.#result = { kind: 'expired' };
    out.push(this.#words.expired);
    return true;
  }

  /** One line of input (without its line break). */
  line(raw: string): Reply {
    const out: string[] = [];
    if (this.#result) return this.#reply(out);
    const trimmed = raw.trim();
    if (this.#noting) {
      this.#note(trimmed, out);
      return this.#reply(out);
    }
    // a backslash makes the rest of the line plain text, whatever it looks like
    const literal = trimmed.startsWith('\\');
    const text = literal ? trimmed.slice(1).trim() : trimmed;
    if (!literal && text.startsWith(':')) this.#command(text, out);
    else if (wiz.isOverview(this.set, this.#state)) this.#overviewLine(text, literal, out);
    else this.#answer(text, literal, out);
    return this.#reply(out);
  }

  // ————— prompts and what is shown when a step opens —————

  get prompt(): string {
    if (this.#result) return '';
    if (this.#noting) return this.#words.notePrompt;
    if (this.#state.layout === 'card') return this.#words.answerPrompt;
    if (wiz.isOverview(this.set, this.#state)) return this.#words.reviewPrompt;
    return `${this.#state.step + 1}/${this.set.questions.length} › `;
  }

  #reply(output: string[]): Reply {
    return { output, prompt: this.prompt, ...(this.#result ? { result: this.#result } : {}) };
  }

  #question(): Question | undefined {
    return wiz.current(this.set, this.#state);
  }

  /**
   * What a step shows when it opens: on the first pass the question is already on the screen
   * (the whole set was shown), so only what helps to answer it; opened out of order (back, from the
   * overview), the question again with its current answer.
   */
  #enter(out: string[], linear: boolean): void {
    if (wiz.isOverview(this.set, this.#state)) {
      this.#overview(out);
      return;
    }
    const q = this.#question();
    if (!q) return;
    if (!linear) out.push('', this.#questionText(q));
    const hint = q.kind === 'input' && q.input ? this.#words.inputHint(q.input.type, q.input) : '';
    if (hint) out.push(`   ${hint}`);
    const a = wiz.answerOf(this.#state, q.id);
    if (a && !isOpen(q, a)) out.push(`   ${this.#words.now(this.#phrase(q, a))} ${this.#words.enterKeeps}`);
  }

  /** One question as `toText` writes it, numbered as in the set. */
  #questionText(q: Question): string {
    const n = this.set.questions.indexOf(q) + 1;
    return toText({ ...this.set, title: undefined, intro: undefined, questions: [q] })
      .trimEnd()
      .replace(/^1\./, `${n}.`);
  }

  #phrase(q: Question, a: Answer | undefined): string {
    return answerPhrase(q, a, answerWords(this.#lang), FORMATS[this.set.format]);
  }

  #overview(out: string[]): void {
    out.push('', this.#strings.overviewTitle);
    this.set.questions.forEach((q, i) => {
      out.push(`  ${i + 1}. ${oneLine(q.text)} → ${this.#phrase(q, wiz.answerOf(this.#state, q.id))}`);
    });
    const check = wiz.sendCheck(this.set, this.#state);
    if (!check.ok) out.push(this.#summary(check.issues));
    out.push(this.#words.overviewHint);
  }

  /** The line the elements show above the send button when something is missing. */
  #summary(issues: readonly SendIssue[]): string {
    return missingText(this.set, issues, this.#strings, oneLine);
  }

  // ————— commands —————

  #commandNames(): string[] {
    const offers = this.#session.offers;
    const names: string[] = [];
    if (offers.outcomes.includes('settled')) names.push(':ok');
    if (offers.outcomes.includes('later')) names.push(':later');
    if (offers.outcomes.includes('unknown')) names.push(':unknown');
    if (offers.back) names.push(':back');
    names.push(':clear', ':pause');
    // every set may be declined: the format's own decline, or the way out (answer in the chat)
    if (offers.decline || offers.wayOut) names.push(':decline');
    if (offers.cancel) names.push(':cancel');
    names.push(':help');
    return names;
  }

  #command(line: string, out: string[]): void {
    const [name, ...rest] = line.split(/\s+/);
    const command = name.toLowerCase();
    const arg = rest.join(' ').trim();
    const offered = this.#commandNames();
    const known = [
      ':ok',
      ':later',
      ':unknown',
      ':back',
      ':clear',
      ':pause',
      ':decline',
      ':cancel',
      ':help',
      ':?',
    ];
    if (!known.includes(command)) {
      out.push(this.#words.unknownCommand(name));
      return;
    }
    if (command === ':help' || command === ':?') {
      out.push(this.#help());
      return;
    }
    if (!offered.includes(command)) {
      out.push(command === ':back' ? this.#words.nothingBefore : this.#words.notOffered(command));
      return;
    }
    switch (command) {
      case ':pause':
        this.#result = { kind: 'paused' };
        out.push(this.#words.paused);
        return;
      case ':decline':
        if (arg || !this.#session.offers.declineNote) this.#decline('decline', arg, out);
        else {
          // the reason, if any, comes on the next line (as the elements ask for one)
          this.#noting = true;
          out.push(this.#words.noteHint);
        }
        return;
      case ':cancel':
        this.#decline('cancel', '', out);
        return;
      case ':back':
        this.#back(out);
        return;
    }
    const q = this.#question();
    if (!q || wiz.isOverview(this.set, this.#state)) {
      out.push(this.#words.overviewHint);
      return;
    }
    if (command === ':clear') {
      this.#session.clear(q.id);
      out.push(`   ${this.#words.now(this.#phrase(q, undefined))}`);
      return;
    }
    const outcome = OUTCOME_COMMANDS[command as keyof typeof OUTCOME_COMMANDS];
    this.#advance(wiz.setOutcome(this.set, this.#state, q.id, outcome), out);
  }

  #help(): string {
    const what = this.#words.commands;
    const key = (c: string) => (c === ':ok' ? 'ok' : c.slice(1)) as keyof CliWords['commands'];
    return this.#words.help(this.#commandNames().map((name) => ({ name, what: what[key(name)] })));
  }

  #back(out: string[]): void {
    const s = this.#state;
    if (!s.editing && s.step === 0) {
      out.push(this.#words.firstQuestion);
      return;
    }
    this.#session.back();
    this.#enter(out, false);
  }

  #note(line: string, out: string[]): void {
    this.#noting = false;
    if (line.toLowerCase() === ':back') return; // changed their mind: the question again
    this.#decline('decline', line.startsWith('\\') ? line.slice(1) : line, out);
  }

  #decline(action: 'decline' | 'cancel', note: string, out: string[]): void {
    if (this.#expired(out)) return;
    const d = this.#session.prepareDecline(note, action, { lang: this.#lang });
    if (!d.ok) {
      out.push(this.#words.notOffered(':decline'));
      return;
    }
    this.#prepared = d;
    this.#result = {
      kind: 'declined',
      action,
      text: d.text,
      payload: d.payload,
      requestId: d.requestId,
      ...(d.note ? { note: d.note } : {}),
    };
  }

  // ————— the overview —————

  #overviewLine(text: string, literal: boolean, out: string[]): void {
    const n = this.set.questions.length;
    if (!text && !literal) {
      this.#send(out);
      return;
    }
    const index = /^\d+$/.test(text) ? Number(text) : NaN;
    if (index >= 1 && index <= n) {
      this.#session.goTo(index - 1);
      this.#enter(out, false);
      return;
    }
    out.push(this.#words.notAQuestion(text, n));
  }

  #send(out: string[]): void {
    if (this.#expired(out)) return;
    const attempt = this.#session.prepareSend({ lang: this.#lang });
    if (!attempt.ok) {
      const issues = attempt.issues ?? [];
      out.push(this.#summary(issues));
      for (const issue of issues) {
        const i = this.set.questions.findIndex((q) => q.id === issue.questionId);
        const q = this.set.questions[i];
        out.push(q ? `  ${i + 1}. ${oneLine(q.text)}: ${issue.message}` : `  ${issue.message}`);
      }
      return;
    }
    this.#prepared = attempt;
    this.#result = { kind: 'sent', encoded: attempt.encoded, answers: attempt.answers };
  }

  /**
   * The command delivered the result (wrote it out), or failed to (`failure`: why): the set is
   * recorded as sent only then, and the receipt says what happened (SPEC §6): sent, declined,
   * cancelled, answering in the chat (the way out), or not sent with the reason.
   */
  delivered(failure?: string): string[] {
    const prepared = this.#prepared;
    if (!prepared) return [];
    this.#prepared = undefined;
    const record = this.#session.deliver(
      prepared,
      failure === undefined ? {} : { failure: { reason: failure } },
    );
    if (!record || record instanceof Promise) return [this.#strings.notSentBecause(failure ?? '')];
    const s = this.#strings;
    if (record.outcome === 'answered') return [s.sent];
    if (record.outcome === 'cancelled') return [s.reasons.cancelled];
    const status = record.inChat ? s.answeringInChat : s.declined;
    // the note a decline carried, under its status, as the element's receipt shows it
    return [status, ...(record.note?.split('\n').map((line) => `  ${line}`) ?? [])];
  }

  /** An answer, and what follows it by the session's rule: a card sends, a wizard moves on. */
  #advance(next: wiz.WizardState, out: string[]): void {
    const before = this.#state;
    if (this.#session.apply(next, 'advance').send) {
      this.#send(out);
      return;
    }
    this.#enter(out, !before.editing && this.#state.step === before.step + 1);
  }

  // ————— answers —————

  #answer(text: string, literal: boolean, out: string[]): void {
    const q = this.#question();
    if (!q) return;
    if (!text && !literal) {
      // Enter: confirms an open confirm question, else keeps what is there and moves on
      const open = q.kind === 'confirm' && isOpen(q, wiz.answerOf(this.#state, q.id));
      this.#advance(open ? wiz.confirm(this.set, this.#state, q.id) : this.#state, out);
      return;
    }
    const candidate = this.#candidate(q, text, literal, out);
    if (!candidate) return;
    // the codec's own value checks (numbers, ranges, addresses, dates, how many may be chosen)
    const issues = wiz
      .sendCheck(this.set, candidate)
      .issues.filter((i) => i.questionId === q.id && ENTRY_CODES.has(i.code));
    if (issues.length) {
      out.push(...issues.map((i) => i.message));
      return;
    }
    this.#advance(candidate, out);
  }

  /** The state with this line as the question's whole answer; undefined (and why) when the line cannot be one. */
  #candidate(q: Question, text: string, literal: boolean, out: string[]): wiz.WizardState | undefined {
    const cleared = wiz.clear(this.set, this.#state, q.id);
    if (!literal && q.options.length) {
      const both = PICK_TEXT.exec(text);
      const numbers = PICK.test(text) ? text : both?.[1];
      if (numbers !== undefined) return this.#pick(q, cleared, numbers, both?.[2]?.trim() ?? '', out);
    }
    if (q.kind === 'input') return this.#typed(q, cleared, text, out);
    if (!takesFreeText(q)) {
      out.push(this.#words.noFreeText);
      return undefined;
    }
    return wiz.setText(this.set, cleared, q.id, text);
  }

  #pick(q: Question, cleared: wiz.WizardState, numbers: string, text: string, out: string[]) {
    const picked = [
      ...new Set(
        numbers
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number),
      ),
    ];
    const wrong = picked.find((n) => n < 1 || n > q.options.length);
    if (wrong !== undefined) {
      out.push(this.#words.notAnOption(wrong, q.options.length));
      return undefined;
    }
    if (!q.multiple && picked.length > 1) {
      out.push(this.#words.oneOption);
      return undefined;
    }
    if (text && !takesFreeText(q)) {
      out.push(this.#words.noFreeText);
      return undefined;
    }
    const ids = picked.map((n) => q.options[n - 1].id);
    let s = cleared;
    for (const id of ids) s = wiz.choose(this.set, s, q.id, id);
    const chosen = wiz.answerOf(s, q.id)?.selected.length ?? 0;
    if (chosen < ids.length) {
      // the wizard refused one past the maximum: say why in the codec's words
      const all: Answer = { questionId: q.id, outcome: 'answered', selected: ids, ...(text ? { text } : {}) };
      const others = s.answers.filter((a) => a.questionId !== q.id);
      const issue = wiz
        .sendCheck(this.set, { ...s, answers: [...others, all] })
        .issues.find((i) => i.questionId === q.id && i.code === 'too-many');
      out.push(issue?.message ?? this.#strings.chooseUpTo(q.maxSelections ?? chosen));
      return undefined;
    }
    return text ? wiz.setText(this.set, s, q.id, text) : s;
  }

  /** Form inputs and MCP properties: the value typed as the element's control would give it. */
  #typed(q: Question, cleared: wiz.WizardState, text: string, out: string[]) {
    let value: InputValue | undefined;
    switch (q.input?.type) {
      case 'number':
      case 'range': {
        const n = Number(text);
        // not a number: kept as text, so that the codec's check says what is wrong with it
        if (text && Number.isFinite(n)) value = n;
        break;
      }
      case 'switch': {
        const word = text.toLowerCase();
        const words = answerWords(this.#lang);
        if (YES.includes(word) || word === words.yes) value = true;
        else if (NO.includes(word) || word === words.no) value = false;
        else {
          out.push(this.#words.yesOrNo);
          return undefined;
        }
        break;
      }
      case 'file':
        value = text
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
        break;
    }
    return value === undefined
      ? wiz.setText(this.set, cleared, q.id, text)
      : wiz.setValue(this.set, cleared, q.id, value);
  }
}

/** Runs a whole session over a list of lines (tests, scripts): the output, and the result if one was reached. */
export function runLines(
  set: QuestionSet,
  lines: readonly string[],
  options: LineWizardOptions = {},
): { output: string[]; result?: Result } {
  const w = new LineWizard(set, options);
  const first = w.begin();
  const output = [...first.output];
  for (const line of lines) {
    if (w.done) break;
    output.push(w.prompt + line);
    const reply = w.line(line);
    output.push(...reply.output);
  }
  const result = w.result;
  return { output, ...(result ? { result } : {}) };
}
