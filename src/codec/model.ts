/** The one model every wire format decodes into (SPEC §4). */

/**
 * The wire formats, in the order detection breaks ties and lists them. This list is the format
 * table's key: `FormatId` derives from it, and the compiler then asks for each format's entry in
 * `formats/heads.ts`, the parts table `parts.ts` and the manuals (CONTRIBUTING.md, "Adding a format").
 */
export const FORMAT_IDS = ['vance', 'shiitake', 'egoz', 'index', 'structured', 'form', 'mcp'] as const;

export type FormatId = (typeof FORMAT_IDS)[number];

/** The 17 input types of a discovery `<question-form>` (seed 004). */
export type FormInputType =
  | 'radio'
  | 'checkbox'
  | 'select'
  | 'text'
  | 'textarea'
  | 'number'
  | 'range'
  | 'date'
  | 'time'
  | 'datetime-local'
  | 'color'
  | 'url'
  | 'email'
  | 'tel'
  | 'file'
  | 'switch'
  | 'direction-cards';

export type QuestionKind = 'choice' | 'text' | 'confirm' | 'input';
export type Weight = 'blocker' | 'important' | 'minor';
export type Outcome = 'answered' | 'settled' | 'later' | 'unknown';

/** A typed value of a form input or an MCP property. */
export type InputValue = string | number | boolean | string[];

export interface Option {
  /** From the wire where the format has one, else the 1-based position as a string. */
  id: string;
  /** What the user sees (structured: without the " (Recommended)" suffix). */
  label: string;
  description?: string;
  /** The value on the wire when it differs from `label` (form `value`, structured suffixed label, mcp `const`). */
  value?: string;
  /**
   * structured (AskUserQuestion `preview`): Markdown shown beside the options while this option is
   * focused or chosen — a mockup, a code snippet — so the user can compare them
   */
  preview?: string;
}

export interface InputSpec {
  type: FormInputType;
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
  /** mcp: `integer` numbers */
  integer?: boolean;
  /** mcp: a boolean `enum` of one value, the only one the server takes (`true`: a must-accept switch) */
  only?: boolean;
  /** mcp string formats: email, uri, date, date-time */
  format?: 'email' | 'uri' | 'date' | 'date-time';
  minLength?: number;
  maxLength?: number;
  /** file inputs: the `accept` list */
  accept?: string;
}

export interface Question {
  id: string;
  /** Markdown */
  text: string;
  header?: string;
  kind: QuestionKind;
  multiple: boolean;
  options: Option[];
  allowCustom: boolean;
  /** form: the label of the custom answer input */
  customLabel?: string;
  /** form: the placeholder of the custom answer input */
  customPlaceholder?: string;
  /** option id */
  recommended?: string;
  proposal?: string;
  context?: string;
  weight?: Weight;
  required: boolean;
  maxSelections?: number;
  minSelections?: number;
  input?: InputSpec;
  /** form / mcp default value */
  default?: InputValue;
  alsoUnblocks?: string[];
}

export interface WaitingOn {
  agentId: string;
  sessionId: string;
  name: string;
}

export interface QuestionSet {
  format: FormatId;
  /** From the body, or derived: 'q-' + djb2 hex of the decoded set in a canonical form (`derivedId`). */
  id: string;
  /** True when `id` was derived from the body rather than given by it. */
  derivedId?: boolean;
  title?: string;
  /** Markdown */
  intro?: string;
  locale?: string;
  dir?: 'ltr' | 'rtl';
  status?: 'live' | 'parked';
  /** ms since epoch */
  createdAt?: number;
  expiresAt?: number | null;
  waitingOn?: WaitingOn;
  /**
   * mcp URL mode: where the user is asked to go; nothing opens without their click. `elicitationId`
   * is there as revision 2025-11-25 sends it; 2026-07-28 removed it
   */
  url?: { href: string; origin: string; elicitationId?: string };
  /** the set asks to destroy something (mcp: a destructive verb in the message's first sentence): its yes is styled as danger */
  danger?: boolean;
  /** shiitake: which wire shape the set came in, so serialize gives the same shape back */
  shape?: 'array' | 'object' | 'ask' | 'single';
  questions: Question[];
}

export interface Answer {
  questionId: string;
  /** settled = "looks good" */
  outcome: Outcome;
  /** option ids */
  selected: string[];
  /** free text, or the typed value of a form input written as text */
  text?: string;
  /** form / mcp: the typed value, when the input is not plain text */
  value?: InputValue | null;
}

export interface DecodeError {
  code: ErrorCode;
  message: string;
  /** where in the body: keys and indexes */
  path?: (string | number)[];
  line?: number;
  column?: number;
}

export type ErrorCode =
  // limits (SPEC §8), checked before any costly work
  | 'too-large'
  | 'too-many-questions'
  | 'too-many-options'
  | 'too-deep'
  // syntax
  | 'empty'
  | 'syntax'
  | 'yaml-alias'
  | 'yaml-tag'
  | 'duplicate-key'
  | 'non-string-key'
  | 'forbidden-key'
  // format recognition
  | 'unknown-format'
  | 'ambiguous-format'
  | 'format-mismatch'
  | 'not-json'
  | 'incomplete'
  // shape rules
  | 'required'
  | 'type'
  | 'enum'
  | 'min-length'
  | 'max-length'
  | 'min-items'
  | 'max-items'
  | 'duplicate'
  | 'unknown-key'
  | 'look-alike-options'
  /** mcp: \`required\` names a property the schema does not define (no answer could be accepted) */
  | 'undefined-required'
  | 'version'
  | 'uuid'
  | 'locale'
  | 'unsupported';

export type ParseResult = { ok: true; set: QuestionSet } | { ok: false; error: DecodeError };
