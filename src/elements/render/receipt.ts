/**
 * The read-only receipt: in the open set's chunk (`open-set.ts`), as only a decoded set has one. Its
 * stylesheet stays with the error panel's and the placeholder's (`statusStyles`, render/status.ts).
 */
import { noChange } from 'lit';
import { Directive, directive, type DirectiveResult, type Part } from 'lit/directive.js';
import { djb2 } from '../../codec/hash.js';
import { answerWords } from '../../codec/words.js';
import { escapeHtml as esc } from '../../markdown/markdown.js';
import type { Shown } from '../../session/session.js';
import { fillText, isolate, plain } from './text.js';
import type { View } from './view.js';

/** What a receipt shows, as plain values: it is rebuilt only when one of them changes. */
interface ReceiptContent {
  title: string | undefined;
  /** the set's intro: Markdown (rendered as the card renders it) or, `plainIntro`, plain text */
  intro: string | undefined;
  plainIntro: boolean;
  /** per question: its text and the answer's phrase */
  lines: [string, string][];
  answered: boolean;
  status: string;
  /** the note a decline carried: plain text under the status */
  note: string | undefined;
  copy: string | undefined;
  /** the name of the disclosure that holds the answers */
  list: string;
  /** the set's language and direction, on the card itself when it stands without the element's root */
  lang: string | undefined;
  dir: string | undefined;
}

/**
 * A text of its own, isolated: `dir="auto"` isolates as `<bdi>` does (the HTML rendering rules give
 * every `[dir]` `unicode-bidi: isolate`), and keeps the markup to the tags Chromium's fast path for
 * `innerHTML` takes (`<bdi>`, `<details>` and `<summary>` send a receipt through the full HTML
 * parser: about 0.15 ms more per receipt).
 */
const isolated = (cls: string, t: string, id = '') =>
  `<span dir="auto" class="${cls}"${id ? ` id="${id}"` : ''}>${esc(t)}</span>`;

/** One question and its answer, each isolated: the question above. */
const line = ([q, a]: [string, string]) => `<li>${isolated('q', q)}${isolated('a', a)}</li>`;

/**
 * The receipt's markup is parsed here: nodes made by the parser have no JS wrapper, where each
 * `createElement` kept one (about 50 B of JS heap per node, for as long as the receipt lives). A
 * detached element of the page's own document, not a `<template>`: a template parses into a
 * document of its own, and every node would then be adopted again on its way into the page.
 */
let parser: HTMLElement | undefined;

/**
 * A receipt is read-only text: built once as plain DOM (no template parts, markers or listeners
 * but the copy button's), and again only when what it shows changed. A transcript holds one per
 * answered set, so it costs what the text costs.
 *
 * What it shows: the title and the intro; then, for one question as for several, one compact
 * line (the status and the answers, wrapping at the card's edge) that opens to the questions with
 * their answers — a native `<details>`, so Tab reaches it and Enter or Space opens it. One
 * structure whatever the count: a transcript of receipts reads as one column of lines. A set that
 * lists no answers (declined, or replaced by a newer one) is its title and one muted line, and
 * under it the note the user declined with, if any.
 */
class StaticReceipt extends Directive {
  #key = '';
  render(content: ReceiptContent, _copy: (e: Event) => void): unknown {
    return content;
  }
  override update(_part: Part, [content, copy]: [ReceiptContent, (e: Event) => void]): unknown {
    // what it shows, as a number: a transcript keeps one per receipt, not a copy of its texts
    const json = JSON.stringify(content);
    const key = json.length + djb2(json);
    if (key === this.#key) return noChange;
    this.#key = key;
    const { lines, intro } = content;
    const attr = (name: string, v: string | undefined) => (v ? ` ${name}="${esc(v)}"` : '');
    // the check mark (answered) and the disclosure's chevron are drawn by the stylesheet, shared by every receipt
    const status = `<span class="${content.answered ? 'done sent' : 'done'}" id="receipt-status">${esc(content.status)}</span>`;
    const list = `<ul class="lines">${lines.map(line).join('')}</ul>`;
    let actions = '';
    // a group named by its title and how the set ended (and described by a decline's note): what a
    // screen reader says as focus lands on it after sending
    const name = content.title ? 'receipt-title receipt-status' : 'receipt-status';
    let out = `<div class="card receipt" part="card receipt" role="group" aria-labelledby="${name}" tabindex="-1" title=""${attr('lang', content.lang)}${attr('dir', content.dir)}${attr('aria-describedby', content.note && 'receipt-note')}>`;
    if (content.title) out += isolated('title', content.title, 'receipt-title');
    // the intro as the card shows it (plain text, or markdown-it's safe HTML), filled in below
    if (intro) out += `<div class="${content.plainIntro ? 'intro url-message' : 'intro'}"></div>`;
    // the summary's content and the list, moved into a `<details>` made below
    if (lines.length)
      out += `<div class="disclose"><div>${status}<span class="gist">${esc(
        lines.map(([, a]) => isolate(a)).join(' · '),
      )}</span></div>${list}</div>`;
    else actions = status;
    if (content.copy !== undefined)
      actions += `<button class="chip end" part="chip">${esc(content.copy)}</button>`;
    if (actions) out += `<div class="actions">${actions}</div>`;
    // the note a decline carried, under the status: what a screen reader says after the receipt's name
    if (content.note) out += isolated('why', content.note, 'receipt-note');
    parser ??= document.createElement('div');
    parser.innerHTML = out + '</div>';
    const card = parser.firstChild as HTMLElement;
    card.remove();
    const slot = card.querySelector('.disclose');
    if (slot) {
      // the disclosure is made here: the parser's fast path does not take it (above)
      const details = document.createElement('details');
      details.setAttribute('aria-label', content.list);
      const summary = details.appendChild(document.createElement('summary'));
      const head = slot.firstChild!;
      summary.append(head.firstChild!, head.lastChild!);
      details.append(slot.lastChild!);
      slot.replaceWith(details);
    }
    if (intro) {
      const n = card.querySelector<HTMLElement>('.intro')!;
      if (content.plainIntro) n.textContent = intro;
      else fillText(n, intro);
    }
    if (content.copy !== undefined) card.querySelector('button')!.addEventListener('click', copy);
    return card;
  }
}
const staticReceipt = directive(StaticReceipt);

/** What a receipt reads: a session's view, or a set restored read-only without one (`Receipt`). */
export type ReceiptView = Pick<View, 'set' | 's' | 'lang'> & { readonly session: Shown };

/** The answers sent (or the draft of a closed set, with a copy button), and how the set ended. */
export function renderReceipt(v: ReceiptView, copy: (e: Event) => void, status: string): DirectiveResult {
  const { set, session, s } = v;
  const sent = session.sent;
  // sent from here, or restored as answered (a transcript)
  const answered = sent ? sent.outcome === 'answered' : session.readOnly === 'answered';
  // a declined set, or one a newer set replaced, lists no answers nobody gave; nor does one the user
  // answered with a reply of their own in the chat (restored from it: nothing is attributed), or
  // left by the way out (the user answers in the chat)
  const inChat = !!sent?.inChat;
  const hidden = (sent && !answered) || session.reason === 'superseded' || inChat;
  const answers = session.answers;
  const words = answerWords(v.lang);
  const url = set.url;
  return staticReceipt(
    {
      title: set.title || undefined,
      // a declined set, or one a newer set replaced: no intro and no answers, only how it ended
      intro: (!hidden && set.intro) || undefined,
      // MCP URL mode: the server's message is plain text, as on its card
      plainIntro: !!url,
      lines: hidden ? [] : set.questions.map((q) => [plain(q.text), session.phrase(q, words)]),
      answered,
      // only a decline has one; a stored record edited by hand may hold anything there
      note: sent?.note && `${sent.note}`,
      // MCP URL mode: what was opened, its host as the card showed it (a look-alike host as its punycode)
      // each way out says what happened: answered in the chat (a reply restored), answering there
      // (the way out taken here), declined, cancelled (the status the element gives for its reason)
      status: inChat
        ? answered
          ? s.answeredInChat
          : s.answeringInChat
        : url && answered
          ? s.urlOpened(isolate(new URL(url.origin).host))
          : status,
      // a closed set's draft can be copied; answers that were sent (here or, restored, before) were
      // delivered already: a transcript's receipts carry no button
      copy: !answered && !sent && !hidden && !url && answers.length > 0 ? s.copy : undefined,
      list: s.yourAnswers,
      lang: set.locale,
      dir: set.dir,
    },
    copy,
  );
}
