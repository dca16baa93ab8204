/** The small shape every wire format has (one module each, registered in `registry.ts`). */
import type { CancelledWords } from './answer-read.js';
import type { Answer, FormatId, QuestionSet } from './model.js';
import type { Source } from './source.js';
import type { AnswerWords } from './words.js';

export interface DecodeContext {
  source: Source;
  /** `<question-form id title>` attributes, or what a host passes for them */
  attributes?: { id?: string; title?: string };
  /** index: the prose before the block */
  prose?: string;
}

export interface EncodeContext {
  /** the readable text of SPEC §5 (one line per question, or the answer alone) */
  text: string;
  requestId: string;
  words: AnswerWords;
  /** form: chosen files per question id; they ride beside the message, never in it */
  files?: Record<string, unknown[]>;
}

export interface DeclineContext {
  requestId: string;
  note?: string;
  /** the declined set's text (`declineText`), the message where the format's decline carries one */
  text: string;
  /** mcp tells a decline from a dismissal */
  action: 'decline' | 'cancel';
}

/** Why answers cannot be sent yet, per question. */
export interface SendIssue {
  questionId: string;
  /** `unreadable`: the field holds what the browser cannot read as a value (the element's, never the codec's) */
  code: 'required' | 'incomplete' | 'too-many' | 'too-few' | 'invalid' | 'unreadable';
  message: string;
}

export interface Format {
  id: FormatId;
  /** a human name for messages ("Vancetope questions") */
  title: string;
  /** the fence info string that carries it in a message, where it has one */
  fence?: string;
  /** its fence counts only as the message's last one, ending the message (index) */
  fenceEndsMessage?: boolean;
  /** the HTML-like tag that carries it in a message, where it has one (form: `question-form`) */
  tag?: string;
  /** whether a YAML body is accepted (else JSON only) */
  yaml: boolean;
  /**
   * whether the format has a decline of its own on the wire (shiitake `DeclineInput`, mcp `decline`):
   * its Decline button is the set's way out; every other set offers "Answer in chat instead"
   */
  declinable: boolean;
  /** a decline asks for an optional note first (shiitake); without it the set declines at once */
  declineNote?: boolean;
  /** besides declining, the user may dismiss the set without an answer (mcp `cancel`) */
  cancellable?: boolean;
  /** a question without options takes a paragraph, not a line (index free text) */
  longFreeText?: boolean;
  /** the outcomes offered beside answering: vance offers settled / later / unknown */
  outcomes: readonly ('settled' | 'later' | 'unknown')[];
  /**
   * a question left open is `later` on the wire and reads so (vance: every question is present in
   * the answer, open ones as LATER); elsewhere it reads "no answer", and only a question the user
   * put off with a Later button reads `later`
   */
  openIsLater?: boolean;
  /** whether a set may be sent with questions left open */
  sendsOpen: boolean;
  /**
   * a required multi-select without a minimum is answered by choosing nothing: its value is the
   * empty list (mcp: JSON Schema's `required` asks only that the array be there, and `[]` is)
   */
  emptySelection?: boolean;
  /**
   * a required question left untouched is answered by its `default`, as the user finds it
   * pre-filled (mcp: the protocol asks clients to pre-fill defaults, and the server's schema
   * requires the property); elsewhere a required question needs the user's own answer
   */
  defaultsAnswer?: boolean;
  /**
   * free text beside a single choice's pick is the user's note on it, not an answer of its own
   * (structured: AskUserQuestion's `annotations[question].notes`); alone it is the "Other" answer
   */
  pickNotes?: boolean;
  /**
   * an option's `value` is its label as the asker wrote it (structured: with the " (Recommended)"
   * suffix the element shows as a badge): an answer's `labels` and text carry that label, as the
   * payload does, so a host finds it among the options it sent
   */
  valueIsLabel?: boolean;
  /**
   * where its questions are listed in a body, each a path of keys from the top: `['questions']`, MCP's
   * `['requestedSchema', 'properties']` (an object whose values are the questions), `[]` the body
   * itself as an array; a YAML body's list is a one-key path. The streaming reader finds each
   * question's end from these (`partial.ts`); none: `['questions']`
   */
  lists?: readonly (readonly string[])[];
  /** the keys that make a body recognisable, for "expected …" messages */
  signature: string;
  /** 0: not this format; 1: plausible; 2: the keys fit; 3: unmistakable */
  detect(data: unknown): number;
  /**
   * the language a body names for itself, read before its decoder is there (egoz `locale`): the
   * element fetches the words of that language beside the decoder, not after it
   */
  locale?(data: unknown): string | undefined;
  /** fails with a DecodeFailure; never returns half a set */
  decode(data: unknown, ctx: DecodeContext): QuestionSet;
  /**
   * the next user message, where the format's begins with more than the answers' text (form: its
   * `[form answers — <form-id>]` line); `encodeAnswers` gives it as `text`, and `payload` gets it
   */
  message?(set: QuestionSet, text: string): string;
  /** the payload of the answer event, in the format's own answer shape */
  payload(set: QuestionSet, answers: Answer[], ctx: EncodeContext): unknown;
  /** the payload of a decline (the way out every set offers): the format's own, or its documented shape */
  decline(set: QuestionSet, ctx: DeclineContext): unknown;
  /**
   * the text of a dismissal (`cancel`: no answer either way, and no reply in the chat to come), per
   * UI language, for a format that has one (mcp); `readAnswers` reads it back as a cancel
   */
  cancelled?: CancelledWords;
  /** format-specific reasons the answers cannot be sent yet (beyond `required`) */
  check?(set: QuestionSet, answers: Answer[]): SendIssue[];
  /** a body in the format's own shape: parse(serialize(set)) gives the set back */
  serialize(set: QuestionSet): string;
  /** a block ready to stand in a message; formats without a block give the serialized body */
  toFence?(set: QuestionSet): string;
}

/**
 * What every format is known by before its decoder is needed: enough to recognise a body and to
 * name the format. The script-tag bundle keeps only this in its entry and loads the rest per format.
 */
export type FormatHead = Pick<
  Format,
  | 'id'
  | 'title'
  | 'fence'
  | 'fenceEndsMessage'
  | 'tag'
  | 'yaml'
  | 'declinable'
  | 'declineNote'
  | 'cancellable'
  | 'longFreeText'
  | 'outcomes'
  | 'openIsLater'
  | 'sendsOpen'
  | 'emptySelection'
  | 'defaultsAnswer'
  | 'pickNotes'
  | 'valueIsLabel'
  | 'lists'
  | 'signature'
  | 'detect'
  | 'locale'
>;
