/** What every render module gets: the session's view, the words, and the element's handlers. */
import type { InputValue, Option, Outcome, Question, QuestionSet } from '../../codec/model.js';
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

/** A user action in a template; the element turns each into one session intent. */
export interface Handlers {
  pick(q: Question, option: Option, how: 'pointer' | 'keyboard-select' | 'keyboard-commit'): void;
  select(q: Question, optionId: string): void;
  /** "Other…" chosen in a select: the field opens and takes focus */
  other(q: Question, from: HTMLElement): void;
  value(q: Question, value: InputValue | null): void;
  outcome(q: Question, outcome: Outcome): void;
  confirm(q: Question): void;
  /** the Yes / No of a confirmation */
  yesNo(yes: boolean): void;
  next(): void;
  back(): void;
  goTo(index: number): void;
  submit(): void;
  startDecline(): void;
  cancelDecline(): void;
  decline(): void;
  cancel(): void;
  note(value: string): void;
  copy(e: Event): void;
  /** the card's keys: Enter in a one-line field (`data-enter`) moves on; digits and Enter inside a question */
  key(e: KeyboardEvent): void;
  /** the card's input events: a text (`data-text`) or a number (`data-number`) typed into a question's field */
  input(e: Event): void;
  /** typing in a long list's filter field */
  filter(q: Question, value: string): void;
  /** Down arrow and Escape in a long list's filter field */
  filterKey(e: KeyboardEvent, q: Question): void;
  /** arrows, Home, End, Space, Enter in an option group */
  groupKey(e: KeyboardEvent, q: Question): void;
}
