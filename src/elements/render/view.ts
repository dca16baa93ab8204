/** What every render module gets: the session's view, the words, and the element's handlers. */
import type { InputValue, Question, QuestionSet } from '../../codec/model.js';
import type { Session } from '../../session/session.js';
import type { Strings } from '../../i18n/strings.js';

export interface View {
  readonly session: Session;
  readonly set: QuestionSet;
  readonly s: Strings;
  /** the UI language (the words in answer phrases) */
  readonly lang: string | undefined;
  /** the decline note being typed */
  readonly note: string;
  /** the option of a group that holds the tab stop */
  tabStop(q: Question): string;
  /** "Other…" of a select was chosen (nothing typed yet, perhaps): its field shows */
  otherChosen(q: Question): boolean;
  /** what is typed in a long list's filter field */
  filter(q: Question): string;
}

/**
 * A user action in a template; the element turns each into one session intent. The card's clicks,
 * keys and input come to `handleEvent` (the card's one listener object): a button says what it
 * does in `data-act` (`submit`, `next`, `back`, `go` with `data-index`, `yes`, `no`, `confirm`,
 * `outcome` with `data-outcome`, `start-decline`, `cancel`, `cancel-decline`, `decline`), an
 * option row is found by its `data-index`, a field by `data-text`, `data-number`, `data-enter`
 * (Enter moves on) or `data-note` (the decline note), and its question by its section (questionIndex).
 */
export interface Handlers extends EventListenerObject {
  select(q: Question, optionId: string): void;
  /** "Other…" chosen in a select: the field opens and takes focus */
  other(q: Question, from: HTMLElement): void;
  value(q: Question, value: InputValue | null): void;
  submit(): void;
  /** typing in a long list's filter field */
  filter(q: Question, value: string): void;
  /** Down arrow and Escape in a long list's filter field */
  filterKey(e: KeyboardEvent, q: Question): void;
}
