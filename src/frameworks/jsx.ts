/**
 * Typings for using `<question-set>` and `<question-form>` in framework templates: React 19 and
 * Preact JSX (`IntrinsicElements`), Vue templates (`GlobalComponents`) and Svelte 5
 * (`svelte/elements`). The main entry re-exports this module's types, so importing
 * `question-elements` is all a TypeScript user does.
 *
 * This module has no runtime code. It names no framework type from outside the module it
 * augments, and every framework name it uses inside an augmentation is declared there as an
 * empty interface that merges with the real one: a project without React, Preact, Vue or Svelte
 * type-checks as before (`skipLibCheck: false` included), and one with them gets full typings.
 */
/* eslint-disable @typescript-eslint/no-namespace -- the frameworks' JSX typings live in namespaces */
import type { ClosedReason, QuestionFormElement, QuestionSetElement, SetState } from '../elements.js';
import type { Answer, FormatId } from '../codec/model.js';
import type {
  QuestionAnswersEvent,
  QuestionChangeEvent,
  QuestionDeclineEvent,
  QuestionErrorEvent,
  QuestionOpenEvent,
} from '../elements/events.js';
import type { Strings } from '../i18n/strings.js';
import type { LayoutSetting } from '../session/steps.js';
// Bring each framework's types into this program so the augmentations below apply while this
// package is built; `import type {}` leaves nothing behind in the emitted `.d.ts` or `.js`.
import type {} from 'react';
import type {} from 'preact';
import type {} from 'vue';
import type {} from 'svelte/elements';

/** What a template may set on `<question-set>`: attributes and properties alike. */
export interface QuestionSetAttributes {
  /** the body as a value or a string (a property; wins over the element's text) */
  data?: unknown;
  /** `auto` (default) or a format id */
  format?: FormatId | 'auto';
  /** `auto` (default), `card`, `wizard` or `form` */
  layout?: LayoutSetting;
  /** `open`, `answered` or `closed` */
  state?: SetState;
  /** the body is still arriving */
  streaming?: boolean;
  /** overrides of the element's own words (a property) */
  strings?: Partial<Strings>;
  /** force a colour scheme */
  theme?: 'light' | 'dark';
  /** draft persistence in sessionStorage (`on` by default) */
  persist?: 'on' | 'off';
  /** which sets compete; `none` opts out (an attribute no HTML element owns) */
  'scope-name'?: string;
  /** the same as a property, and the attribute's first name (a `<th>` attribute: Svelte warns on it) */
  scope?: string;
  /** a terminal status set by the host */
  reason?: ClosedReason;
  /** the user message that answered this set (a reloaded transcript): shows its receipt, sends nothing */
  'answered-by'?: string;
  /** the same as a property */
  answeredBy?: string;
  /** the host's key for the set's record (e.g. its message id): the same key and content are one set (not `key`, React's own) */
  'record-key'?: string;
  /** the same as a property */
  recordKey?: string;
  /** milliseconds a delivery the host waits for (`event.waitUntil`) may take before it counts as failed */
  'send-timeout'?: number | string;
  /** the same as a property (milliseconds) */
  sendTimeout?: number;
  /** the draft (a property), e.g. to restore a set answered earlier */
  answers?: Answer[];
}

/** What a template may set on `<question-form>`: its `id` and `title` are the form's. */
export interface QuestionFormAttributes extends QuestionSetAttributes {
  id?: string;
  title?: string;
  /** entries submit as `name.questionId` inside a `<form>` */
  name?: string;
}

/** Event props in the `on` + event name spelling of React 19, Preact and Svelte 5. */
export interface QuestionElementEventProps {
  'onquestion-answers'?: (event: QuestionAnswersEvent) => void;
  'onquestion-decline'?: (event: QuestionDeclineEvent) => void;
  'onquestion-change'?: (event: QuestionChangeEvent) => void;
  'onquestion-error'?: (event: QuestionErrorEvent) => void;
  'onquestion-open'?: (event: QuestionOpenEvent) => void;
}

/** Event props as Vue spells them (`@question-answers` in a template is `onQuestionAnswers`). */
export interface QuestionElementVueEventProps {
  onQuestionAnswers?: (event: QuestionAnswersEvent) => void;
  onQuestionDecline?: (event: QuestionDeclineEvent) => void;
  onQuestionChange?: (event: QuestionChangeEvent) => void;
  onQuestionError?: (event: QuestionErrorEvent) => void;
  onQuestionOpen?: (event: QuestionOpenEvent) => void;
}

/** The events as a map from name to event, for Vue's `$emit` typing. */
export interface QuestionElementEventMap {
  'question-answers': QuestionAnswersEvent;
  'question-decline': QuestionDeclineEvent;
  'question-change': QuestionChangeEvent;
  'question-error': QuestionErrorEvent;
  'question-open': QuestionOpenEvent;
}

/** A React or Preact ref to the element: an object with `current`, or a callback. */
export type QuestionElementRef<E> =
  { current: E | null } | ((element: E | null) => void | (() => void)) | null | undefined;

/**
 * A Vue component type for a custom element (the shape Vue's guide gives): the instance is the
 * element, `$props` types the template's attributes and listeners.
 */
export type QuestionElementVueComponent<E extends HTMLElement, Attributes, Events> = new () => E & {
  /** @deprecated for template typing only; not a real property of the element */
  $props: Attributes & QuestionElementVueEventProps & Events;
  /** @deprecated for template typing only; not a real method of the element */
  $emit: <K extends keyof QuestionElementEventMap>(event: K, payload: QuestionElementEventMap[K]) => void;
};

// React's types are `export =` a global namespace `React`: name its HTMLAttributes and
// ClassAttributes (`key`, as React's own DetailedHTMLProps add) through that namespace (declared
// empty here too, so the names exist where React's types are absent).
declare global {
  namespace React {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-empty-object-type
    interface HTMLAttributes<T> {}
    // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-empty-object-type
    interface ClassAttributes<T> {}
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'question-set': React.ClassAttributes<QuestionSetElement> &
        React.HTMLAttributes<QuestionSetElement> &
        QuestionSetAttributes &
        QuestionElementEventProps & { ref?: QuestionElementRef<QuestionSetElement> };
      'question-form': React.ClassAttributes<QuestionFormElement> &
        React.HTMLAttributes<QuestionFormElement> &
        QuestionFormAttributes &
        QuestionElementEventProps & { ref?: QuestionElementRef<QuestionFormElement> };
    }
  }
}

declare module 'preact' {
  // empty: merges with Preact's own (inside JSX, Preact 10's JSX.HTMLAttributes wins by scope)
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-empty-object-type
  export interface HTMLAttributes<RefType extends EventTarget = EventTarget> {}
  namespace JSX {
    interface IntrinsicElements {
      'question-set': HTMLAttributes<QuestionSetElement> &
        QuestionSetAttributes &
        QuestionElementEventProps & { ref?: QuestionElementRef<QuestionSetElement> };
      'question-form': HTMLAttributes<QuestionFormElement> &
        QuestionFormAttributes &
        QuestionElementEventProps & { ref?: QuestionElementRef<QuestionFormElement> };
    }
  }
}

declare module 'vue' {
  // empty: merges with Vue's own
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface HTMLAttributes {}
  interface GlobalComponents {
    'question-set': QuestionElementVueComponent<QuestionSetElement, QuestionSetAttributes, HTMLAttributes>;
    'question-form': QuestionElementVueComponent<QuestionFormElement, QuestionFormAttributes, HTMLAttributes>;
  }
}

declare module 'svelte/elements' {
  // empty: merges with Svelte's own
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-empty-object-type
  export interface HTMLAttributes<T extends EventTarget> {}
  interface SvelteHTMLElements {
    'question-set': HTMLAttributes<QuestionSetElement> & QuestionSetAttributes & QuestionElementEventProps;
    'question-form': HTMLAttributes<QuestionFormElement> & QuestionFormAttributes & QuestionElementEventProps;
  }
}
