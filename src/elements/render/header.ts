/** The card's head: title, intro, the status line (progress, shiitake status and expiry) and the progress bar. */
import { noChange, nothing } from 'lit';
import { Directive, directive, type DirectiveResult } from 'lit/directive.js';
import type { QuestionSet } from '../../codec/model.js';
import { attr, frame, setText } from './dom.js';
import { countdown, fillText, isolate } from './text.js';
import type { View } from './view.js';

/** Every piece a header can have; a set's header keeps the ones it needs. */
const headerFrom = frame(
  '<div class="header" part="header"><bdi class="title"></bdi><div class="intro"></div>' +
    '<div class="status-line"><span></span><span class="badge" part="badge"></span><span></span><span></span></div>' +
    '<div class="progress" part="progress" role="progressbar" aria-valuemin="0"><div></div></div></div>',
);

/**
 * The header as plain DOM, built once per set (and layout): its title and intro never change while
 * the set shows. An update writes only what moves, where it changed: the step, the countdown, the
 * words (a language arriving) and the bar.
 */
class Header extends Directive {
  #set: QuestionSet | undefined;
  /** what the built header holds: the progress (a wizard) and the countdown */
  #shape = '';
  /** the status line's spans (step, badge, waiting, expiry; null where the set has none) and the bar */
  #spans: (HTMLElement | null)[] = [];
  #bar: HTMLElement | null = null;

  render(v: View): unknown {
    const { set, session, s } = v;
    const progress = session.layout === 'wizard';
    const remaining = session.remaining();
    const timed = remaining !== undefined;
    if (!set.title && !set.intro && !progress && !set.status && !set.waitingOn && !timed) {
      this.#set = undefined;
      return nothing;
    }
    const { shown, total, overview } = session.progress;
    const texts = [
      progress ? (overview ? s.overviewTitle : s.questionOf(shown, total)) : undefined,
      set.status && s[set.status],
      set.waitingOn && s.waitingOn(isolate(set.waitingOn.name)),
      // the countdown shows in a status line the set has for its other words
      timed && (progress || set.status || set.waitingOn)
        ? s.expiresIn(countdown(remaining, v.lang))
        : undefined,
    ];
    const shape = `${progress}${timed}`;
    let fresh: HTMLElement | undefined;
    if (set !== this.#set || shape !== this.#shape) {
      this.#set = set;
      this.#shape = shape;
      fresh = headerFrom();
      const [title, intro, line, bar] = fresh.children as unknown as HTMLElement[];
      if (set.title) title.textContent = set.title;
      else title.remove();
      if (set.intro) fillText(intro, set.intro);
      else intro.remove();
      this.#spans = [...line.children].map((span, i) => {
        if (texts[i] !== undefined) return span as HTMLElement;
        span.remove();
        return null;
      });
      if (!line.firstChild) line.remove();
      this.#bar = progress ? bar : null;
      if (!progress) bar.remove();
    }
    this.#spans.forEach((span, i) => span && setText(span, texts[i]!));
    // the overview's heading ("Review your answers"): focus lands on it when the overview opens
    const step = progress && this.#spans[0];
    if (step) {
      attr(step, 'role', overview ? 'heading' : null);
      attr(step, 'aria-level', overview ? '3' : null);
      attr(step, 'tabindex', overview ? '-1' : null);
      attr(step, 'data-focus-target', overview ? '' : null);
      attr(step, 'class', overview ? 'overview-title' : null);
    }
    const bar = this.#bar;
    if (bar) {
      attr(bar, 'aria-label', s.questionOf(shown, total));
      attr(bar, 'aria-valuemax', String(total));
      attr(bar, 'aria-valuenow', String(shown));
      // the bar says what the words say: "Question n of N" fills n/N of it (never empty at
      // question 1), the overview all of it
      const width = `${Math.round((shown / total) * 100)}%`;
      const fill = bar.firstElementChild as HTMLElement;
      if (fill.style.width !== width) fill.style.width = width;
    }
    return fresh ?? noChange;
  }
}
const header = directive(Header);

export const renderHeader = (v: View): DirectiveResult => header(v);
