/** One question: its heading and badges, its context, and the controls that answer it. */
import { html, noChange, nothing, render, type TemplateResult } from 'lit';
import { Directive, directive, PartType, type DirectiveResult } from 'lit/directive.js';
import type { SendIssue } from '../../codec/format.js';
import type { Answer, Question } from '../../codec/model.js';
import { FORMATS } from '../../codec/registry.js';
import { matching } from '../match.js';
import { renderFilter } from './filter.js';
import { renderInput } from './inputs.js';
import { showsPreviews, withPreview } from './preview.js';
import { renderSelect, selectShowsField } from './select.js';
import { attr, blankKept, frame, setText } from './dom.js';
import { fillText, plain } from './text.js';
import type { Handlers, View } from './view.js';

/** Past this many options a list scrolls in a bounded area under a filter field (type-ahead finds a row by its first letters). */
const LONG = 12;

export const renderQuestion = (
  v: View,
  h: Handlers,
  q: Question,
  key: string,
  kind: 'step' | '',
  issue?: SendIssue,
): DirectiveResult => questionFrame(...frameArgs(v, h, q, key, kind, issue));

/** What a question's frame (QuestionFrame) renders: the question, its badges, controls, field, issue and notice. */
function frameArgs(
  v: View,
  h: Handlers,
  q: Question,
  key: string,
  kind: 'step' | '',
  issue?: SendIssue,
): Parameters<QuestionFrame['render']> {
  const a = v.session.answerOf(q.id);
  const headingId = `${key}-text`;
  const controls = renderAnswerControls(v, h, q, a, headingId, key);
  // the free-text field of a question with no select (the common place: under the options, or
  // alone) is part of the question's frame; a select's "Other…" field comes and goes in its template
  const free =
    q.allowCustom && q.input?.type !== 'select' && !(q.kind === 'input' && q.input)
      ? freeText(v, q, a)
      : undefined;
  // its answer, unsent, went when the body changed under it (Session.dropped): said at the question
  const dropped = v.session.dropped.includes(q.id) ? v.s.answerDropped : undefined;
  return [q, key, kind, badgesOf(v, q, key), controls, free, issue && issueText(v, issue), dropped];
}

/** A polite notice, seen and read (`role="status"`): an answer the user gave is gone (Session.dropped). */
export function droppedNotice(words: string): HTMLElement {
  const p = document.createElement('p');
  p.className = 'dropped';
  p.setAttribute('role', 'status');
  p.textContent = words;
  return p;
}

/** What an issue says where the user is: a missing answer in the UI language, a refused value as the format words it. */
export const issueText = (v: View, issue: SendIssue): string =>
  issue.code === 'required' || issue.code === 'incomplete'
    ? v.s.needed
    : issue.code === 'unreadable'
      ? v.s.unreadable
      : issue.message;

/** Characters past which a question's text is more than a line at any card width (`.long`). */
const LONG_TEXT = 1000;

/** A question's fixed frame: its section, head and heading; the context and the end of its controls. */
const sectionFrom = frame(
  '<section part="question"><div class="q-head"><div class="text" part="question-text" role="heading" ' +
    'aria-level="3" tabindex="-1" data-focus-target></div></div>' +
    '<blockquote class="context" part="context"></blockquote><!----></section>',
);

/** A question's badge: its element, class, id (a required badge's, which controls point at) and words. */
type Badge = readonly [tag: 'bdi' | 'span', className: string, id: string, words: string];

/** A question's badges, in order: its header (the agent's words, isolated), its weight and "Required". */
function badgesOf(v: View, q: Question, key: string): Badge[] {
  const badges: Badge[] = [];
  if (q.header) badges.push(['bdi', 'badge', '', q.header]);
  if (q.weight && q.weight !== 'important')
    badges.push(['span', `badge ${q.weight}`, '', v.s.weight[q.weight]]);
  if (q.required) badges.push(['span', 'badge', requiredId(key), v.s.required]);
  return badges;
}

/**
 * A question as plain DOM: its section, heading, badges and context are built once per question
 * (the texts through `fillText`, as `text()` binds them) — they never change while it shows. Its
 * controls render into it as a template of their own (before the frame's end marker), and the
 * send issue under them is written by hand.
 */
class QuestionFrame extends Directive {
  #q: Question | undefined;
  #key = '';
  #section: HTMLElement | undefined;
  #context: HTMLElement | undefined;
  #end: Comment | undefined;
  #issue: HTMLElement | undefined;
  /** the notice that the question's answer was dropped (Session.dropped) */
  #dropped: HTMLElement | undefined;
  /** the question's free-text field, where it has one */
  #field: HTMLTextAreaElement | undefined;
  #rendered = false;

  render(
    q: Question,
    key: string,
    kind: 'step' | '',
    badges: readonly Badge[],
    controls: unknown,
    free: FreeText | undefined,
    issue: string | undefined,
    dropped?: string,
  ): unknown {
    const headingId = `${key}-text`;
    let section = this.#section;
    let fresh: HTMLElement | undefined;
    if (!section) {
      section = this.#section = fresh = sectionFrom();
      this.#context = section.children[1] as HTMLElement;
      this.#end = section.lastChild as Comment;
    }
    const head = section.firstElementChild as HTMLElement;
    const heading = head.firstElementChild as HTMLElement;
    // a wizard shows its questions one after another in the same frame: the heading stays the same
    // element (the focus on it stays, a step costs no new section), what belongs to the question changes
    if (q !== this.#q || key !== this.#key) {
      this.#q = q;
      this.#key = key;
      // a plain section (no name): named, each question would be a region landmark (12 in a form)
      section.className = kind ? `question ${kind}` : 'question';
      heading.id = headingId;
      // a long text takes its own line before any badge, as it would by its width: given that line
      // outright, its width is not measured first (WebKit took seconds over a 100 KiB word)
      heading.className = q.text.length > LONG_TEXT ? 'text long' : 'text';
      fillText(heading, q.text);
      // the last question's badges, and what came after its controls (its field, its issue), go
      while (heading.nextSibling) heading.nextSibling.remove();
      while (this.#end!.nextSibling) this.#end!.nextSibling.remove();
      this.#issue = undefined;
      this.#field = undefined;
      this.#dropped?.remove();
      this.#dropped = undefined;
      for (const [tag, className, id] of badges) {
        const badge = head.appendChild(document.createElement(tag));
        badge.className = className;
        badge.setAttribute('part', 'badge');
        if (id) badge.id = id;
      }
      const context = this.#context!;
      if (q.context) {
        // the question's description: its controls point at it (aria-describedby)
        context.id = contextId(key);
        fillText(context, q.context);
        if (!context.parentNode) head.after(context);
      } else context.remove();
      if (free) this.#field = freeField(section, q, free, headingId);
    }
    if (free && this.#field) updateFreeField(this.#field, free);
    // the badges' words: a language's words can arrive while the question shows
    badges.forEach((badge, i) => setText(head.children[i + 1], badge[3]));
    // a question with no controls but its field (free text alone) has no template part at all
    if (controls !== nothing || this.#rendered) {
      this.#rendered = true;
      render(controls, section, { renderBefore: this.#end });
    }
    // under the question's head (and context), before its controls: read before answering again
    if (dropped && !this.#dropped) {
      this.#dropped = droppedNotice(dropped);
      (this.#context!.parentNode ? this.#context! : head).after(this.#dropped);
    } else if (dropped) setText(this.#dropped!, dropped);
    else if (this.#dropped) {
      this.#dropped.remove();
      this.#dropped = undefined;
    }
    if (issue) {
      this.#issue ??= section.appendChild(Object.assign(document.createElement('p'), { className: 'issue' }));
      setText(this.#issue, issue);
    } else if (this.#issue) {
      this.#issue.remove();
      this.#issue = undefined;
    }
    return fresh ?? noChange;
  }
}
const questionFrame = directive(QuestionFrame);

/**
 * The one-page form's questions, each in its frame (QuestionFrame), in one box built once per set:
 * one template part for all of them, not one per question (and the array's). A question's frame
 * stays by its place, as a template's list would keep it; the confirmation answered by the Yes /
 * No pair (`yes`) has none.
 */
class Questions extends Directive {
  #box: HTMLElement | undefined;
  #frames: (QuestionFrame | undefined)[] = [];
  #sections: (HTMLElement | undefined)[] = [];

  render(v: View, h: Handlers, yes: Question | undefined): unknown {
    const { set, session } = v;
    let box = this.#box;
    let fresh: HTMLElement | undefined;
    if (!box) {
      box = this.#box = fresh = document.createElement('div');
      box.className = 'form-questions';
    }
    const frames = this.#frames;
    const sections = this.#sections;
    const n = set.questions.length;
    for (let i = n; i < sections.length; i++) sections[i]?.remove();
    frames.length = sections.length = Math.min(n, frames.length);
    let last: HTMLElement | undefined;
    set.questions.forEach((q, i) => {
      if (q === yes) {
        sections[i]?.remove();
        frames[i] = sections[i] = undefined;
        return;
      }
      const frame = (frames[i] ??= new QuestionFrame({ type: PartType.CHILD }));
      const issue = session.issues.find((x) => x.questionId === q.id);
      const built = frame.render(...frameArgs(v, h, q, `q-${i}`, '', issue));
      if (built !== noChange) {
        sections[i] = built as HTMLElement;
        box.insertBefore(built as HTMLElement, last ? last.nextSibling : box.firstChild);
      }
      last = sections[i];
    });
    return fresh ?? noChange;
  }
}
const questions = directive(Questions);

/** The one-page form's questions (Questions), but the confirmation `yes` answers below them. */
export const renderQuestions = (v: View, h: Handlers, yes: Question | undefined): DirectiveResult =>
  questions(v, h, yes);

/**
 * The index of the question a control sits in, for the card's delegated listeners (`data-text`,
 * `data-number`, `data-enter` on the control say what its events mean): a question's section
 * starts with its head, whose heading's id is `q-<index>-text`. NaN outside a question.
 */
export const questionIndex = (el: Element): number =>
  parseInt(el.closest('.question')?.firstElementChild?.firstElementChild?.id.slice(2) ?? '', 10);

/** The id of a required question's badge: controls that cannot say `required` point at it. */
export const requiredId = (key: string) => `${key}-required`;

/** The id of a question's context (an MCP property's `description`): its controls are described by it. */
const contextId = (key: string) => `${key}-context`;

function renderAnswerControls(
  v: View,
  h: Handlers,
  q: Question,
  a: Answer | undefined,
  headingId: string,
  key: string,
): TemplateResult | DirectiveResult | typeof nothing {
  if (q.kind === 'input' && q.input)
    return renderInput(
      h,
      q,
      a,
      headingId,
      v.s.notSet,
      q.required ? requiredId(key) : undefined,
      q.context ? contextId(key) : undefined,
      v.s.tooLong,
    );
  const parts: (TemplateResult | DirectiveResult | typeof nothing)[] = [];
  if (q.kind === 'confirm') parts.push(renderProposal(v, q, a));
  // a select opens its field through its own "Other…" entry, in its own template (the select
  // stays the same element, and keeps focus, as the field comes and goes)
  if (q.input?.type === 'select')
    parts.push(
      renderSelect(
        v,
        h,
        q,
        a,
        headingId,
        selectShowsField(v, q, a) ? otherField(q, freeText(v, q, a), headingId) : nothing,
        q.context ? contextId(key) : undefined,
      ),
    );
  else if (q.options.length) {
    const options = renderOptions(v, h, q, a, headingId, key);
    parts.push(showsPreviews(q) ? withPreview(q, a, options, v.s.preview) : options);
  }
  // one control (the common case) renders as itself, two side by side: an array would add two
  // markers per item
  return parts.length < 2 ? (parts[0] ?? nothing) : html`${parts[0]}${parts[1]}`;
}

/** A confirm question's frame: its proposal (label and text) and its Confirm button. */
const proposalFrom = frame(
  '<div class="proposal"><span class="label"></span><div class="proposal-text" dir="auto"></div>' +
    '<button type="button" class="confirm" part="confirm" data-act="confirm"></button></div>',
);

/**
 * A confirm question's proposal as plain DOM, built once per question: the proposal (through
 * `fillText`) never changes while it shows; an update writes the button's state and the words.
 */
class Proposal extends Directive {
  #q: Question | undefined;
  #box: HTMLElement | undefined;
  render(q: Question, assumption: string, confirm: string, confirmed: boolean): unknown {
    let box = this.#box;
    let fresh: HTMLElement | undefined;
    if (q !== this.#q || !box) {
      this.#q = q;
      box = this.#box = fresh = proposalFrom();
      const [label, text] = box.children;
      // without a proposal there is nothing to frame: the Confirm button alone, no empty box
      if (q.proposal) fillText(text as HTMLElement, q.proposal);
      else {
        box.classList.add('bare');
        label.remove();
        text.remove();
      }
    }
    if (q.proposal) setText(box.firstElementChild!, assumption);
    const button = box.lastElementChild!;
    attr(button, 'aria-pressed', confirmed ? 'true' : 'false');
    setText(button, confirm);
    return fresh ?? noChange;
  }
}
const proposal = directive(Proposal);

function renderProposal(v: View, q: Question, a: Answer | undefined): DirectiveResult {
  const confirmed = a?.outcome === 'answered' && !a.text && !a.selected.length;
  return proposal(q, v.s.assumption, v.s.confirm, confirmed);
}

/** The longest label (in characters) of a segmented pair's option: longer ones wrap to rows. */
const SHORT = 20;

/**
 * Whether a single choice shows as a segmented pair (two buttons side by side in one control,
 * still a radio group): exactly two options with short plain labels and nothing under them (no
 * description, no "Recommended", no preview). Anything longer takes the full-width rows.
 */
const segmented = (q: Question): boolean =>
  !q.multiple &&
  q.options.length === 2 &&
  !q.recommended &&
  !showsPreviews(q) &&
  q.options.every((o) => !o.description && plain(o.label).length <= SHORT);

/** One option row's fixed frame. */
const rowFrom = frame(
  '<div class="option" part="option"><span class="hint" aria-hidden="true"></span>' +
    '<span class="body"><bdi class="label"></bdi></span><span class="mark"></span></div>',
);

/** An option group's element; its class, role and labels are set once per question. */
const groupFrom = frame('<div part="options"></div>');

/**
 * An option group and its rows as plain DOM, built once per question (and words) and updated by
 * hand: the group's labels and a row's texts never change while its set is shown, only a row's
 * state (checked, disabled, the tab stop, hidden by a filter). No template parts or markers per
 * row; the card's one click listener finds a row by its `data-index`, its keys go to the group's
 * keyboard (OptionKeysController.groupKey) the same way.
 */
class OptionRows extends Directive {
  #q: Question | undefined;
  #recommended = '';
  #rows: HTMLElement[] = [];
  render(
    q: Question,
    key: string,
    headingId: string,
    described: string,
    long: boolean,
    selected: readonly string[],
    stop: string,
    disabled: (id: string) => boolean,
    recommended: string,
    shown: ReadonlySet<string> | undefined,
  ): unknown {
    let fresh: HTMLElement | undefined;
    if (q !== this.#q || recommended !== this.#recommended) {
      this.#q = q;
      this.#recommended = recommended;
      const group = (fresh = groupFrom());
      group.className = `options${q.input?.type === 'direction-cards' ? ' cards-grid' : segmented(q) ? ' segmented' : ''}${long ? ' long' : ''}`;
      group.setAttribute('role', q.multiple ? 'group' : 'radiogroup');
      group.setAttribute('aria-labelledby', headingId);
      // a radiogroup says `required` itself; a group of checkboxes points at the badge (`described`),
      // and each of its rows says it
      if (q.required && !q.multiple) group.setAttribute('aria-required', 'true');
      if (described) group.setAttribute('aria-describedby', described);
      // a long list scrolls, and Firefox puts a scroller in the Tab order: Tab then stopped on the
      // list itself, not its row, and Home, End and the arrows scrolled it instead of choosing
      if (long) group.tabIndex = -1;
      this.#rows = q.options.map((o, i) => {
        const row = rowFrom();
        row.setAttribute('role', q.multiple ? 'checkbox' : 'radio');
        // a checkbox says `required` itself (a group of them cannot): each row of a required group
        if (q.required && q.multiple) row.setAttribute('aria-required', 'true');
        row.dataset.index = String(i);
        row.dataset.option = `${q.id}\u0000${o.id}`;
        const body = row.children[1];
        const label = body.firstElementChild as HTMLElement;
        // the row's name is its label; "Recommended" and the description describe it
        const id = `${key}-o${i}`;
        label.id = id;
        row.setAttribute('aria-labelledby', id);
        const describedBy: string[] = [];
        fillText(label, o.label, true);
        if (q.recommended === o.id) {
          const badge = document.createElement('span');
          badge.className = 'badge recommended';
          badge.setAttribute('part', 'badge');
          badge.id = `${id}-recommended`;
          badge.textContent = recommended;
          body.append(badge);
          describedBy.push(badge.id);
        }
        if (o.description) {
          const description = document.createElement('bdi');
          description.className = 'description';
          description.id = `${id}-description`;
          fillText(description, o.description, true);
          body.append(description);
          describedBy.push(description.id);
        }
        if (describedBy.length) row.setAttribute('aria-describedby', describedBy.join(' '));
        group.append(row);
        return row;
      });
    }
    q.options.forEach((o, i) => {
      const row = this.#rows[i];
      attr(row, 'aria-checked', selected.includes(o.id) ? 'true' : 'false');
      attr(row, 'aria-disabled', disabled(o.id) ? 'true' : null);
      attr(row, 'tabindex', o.id === stop ? '0' : '-1');
      // a long list's filter hides the rows that do not match (`shown`: undefined while it is empty)
      const hidden = !!shown && !shown.has(o.id);
      if (row.hidden !== hidden) row.hidden = hidden;
    });
    return fresh ?? noChange;
  }
}
const optionRows = directive(OptionRows);

function renderOptions(
  v: View,
  h: Handlers,
  q: Question,
  a: Answer | undefined,
  headingId: string,
  key: string,
): TemplateResult | DirectiveResult {
  const { s, session } = v;
  const selected = a?.outcome === 'answered' ? a.selected : [];
  // a group of checkboxes cannot say `required`: it points at the badge, and at the limit hint
  // ("Choose up to 2 options") that explains why the other rows are disabled
  const limitId = `${key}-limit`;
  const described = [
    q.context ? contextId(key) : '',
    q.multiple && q.maxSelections ? limitId : '',
    q.multiple && q.required ? requiredId(key) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const long = q.options.length > LONG;
  // a long list: what its filter field's words match, from every option (an empty filter: undefined)
  const shown = long ? matching(q.options, v.filter(q)) : undefined;
  const group = optionRows(
    q,
    key,
    headingId,
    described,
    long,
    selected,
    v.tabStop(q),
    (id) => session.disabled(q, id),
    s.recommended,
    shown,
  );
  // a short single choice (the common case) is its group alone: no template, no part of its own
  if (!q.multiple && !long) return group;
  return html`${
    q.multiple
      ? html`<p class="custom-label" id=${limitId}>
          ${q.maxSelections ? s.chooseUpTo(q.maxSelections) : s.chooseAny}
        </p>`
      : nothing
  }${long ? renderFilter(v, h, q, shown) : nothing}${group}`;
}

/** A free-text field's words and value (the answer typed), shared by the frame's field and a select's. */
interface FreeText {
  /** beside option rows: the words of the quiet "Other…" row that opens the field */
  opener: string;
  rows: string;
  label: string;
  required: boolean;
  placeholder: string;
  value: string;
}

function freeText(v: View, q: Question, a: Answer | undefined): FreeText {
  const { s } = v;
  // beside options the field is the "or"; under a select's "Other…" it is the answer itself
  const beside = q.options.length && q.input?.type !== 'select';
  const format = FORMATS[v.set.format];
  // beside a single choice's pick the field takes a note on it, where the format says so
  const note = format.pickNotes && !q.multiple && a?.outcome === 'answered' && a.selected.length > 0;
  return {
    opener: beside ? (q.customLabel ?? (note ? s.notePlaceholder : s.otherChoice)) : '',
    rows: !q.options.length && format.longFreeText ? '2' : '1',
    label: q.customLabel ?? (note ? s.noteLabel : q.options.length ? s.otherLabel : s.answerLabel),
    required: !!q.required && !q.options.length,
    placeholder:
      q.customPlaceholder ?? (note ? s.notePlaceholder : beside ? s.otherPlaceholder : s.answerPlaceholder),
    value: a?.outcome === 'answered' ? (a.text ?? '') : '',
  };
}

/** The free-text field's fixed frame. */
const freeFrom = frame('<textarea class="free" part="free-text" dir="auto" data-text data-enter></textarea>');

/** The quiet "Other…" row under option rows: a button that opens the free-text field (a host styles it as an option row). */
const openerFrom = frame(
  '<button type="button" class="other" part="option" aria-expanded="false"><bdi class="label"></bdi></button>',
);

/**
 * A free-text field as plain DOM, appended to `parent`: its own label above it (the agent's words,
 * as text) where the question names one, then the field, whose rows and labels never change while
 * its question shows. The question's frame holds it, or a select's "Other…" entry opens it. Beside
 * option rows (`f.opener`) the field waits closed under a quiet "Other…" row (the agent's label, if
 * it names one) that opens it and moves focus into it; a field that holds text shows open
 * (updateFreeField), so nothing typed or restored is ever hidden.
 */
function freeField(parent: Node, q: Question, f: FreeText, headingId: string): HTMLTextAreaElement {
  if (q.customLabel && !f.opener)
    parent.appendChild(
      Object.assign(document.createElement('span'), { className: 'custom-label' }),
    ).textContent = q.customLabel;
  const opener = f.opener ? (parent.appendChild(openerFrom()) as HTMLButtonElement) : undefined;
  const field = parent.appendChild(freeFrom()) as HTMLTextAreaElement;
  field.setAttribute('rows', f.rows);
  field.setAttribute('aria-describedby', headingId);
  if (f.required) field.setAttribute('aria-required', 'true');
  if (opener) {
    field.id = `${headingId}-free`;
    field.hidden = true;
    opener.setAttribute('aria-controls', field.id);
    opener.addEventListener('click', () => {
      openField(field);
      field.focus();
    });
  }
  return field;
}

/** Shows a free-text field that waits under its "Other…" row (it stays open from then on, while its question shows). */
function openField(field: HTMLTextAreaElement): void {
  if (!field.hidden) return;
  field.hidden = false;
  field.previousElementSibling?.setAttribute('aria-expanded', 'true');
}

/** What can change while a free-text field shows: its words (a language arriving) and its value, compared with the field's own as live() would. */
function updateFreeField(field: HTMLTextAreaElement, f: FreeText): void {
  attr(field, 'aria-label', f.label);
  attr(field, 'placeholder', f.placeholder);
  if (field.value !== f.value && !blankKept(field.value, f.value)) field.value = f.value;
  // a draft or a restored answer with typed text shows its field open
  if (field.value) openField(field);
  const opener = field.previousElementSibling;
  if (f.opener && opener?.className === 'other') setText(opener.firstElementChild!, f.opener);
}

/** A select's "Other…" field: made when the entry opens it, updated while it shows. */
class OtherField extends Directive {
  #q: Question | undefined;
  #field: HTMLTextAreaElement | undefined;
  render(q: Question, f: FreeText, headingId: string): unknown {
    let fresh: DocumentFragment | undefined;
    if (q !== this.#q || !this.#field) {
      this.#q = q;
      fresh = document.createDocumentFragment();
      this.#field = freeField(fresh, q, f, headingId);
    }
    updateFreeField(this.#field, f);
    return fresh ?? noChange;
  }
}
const otherField = directive(OtherField);
