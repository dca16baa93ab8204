/**
 * question-elements/react: React components for `<question-set>` and `<question-form>`, made with
 * `@lit/react`. Properties go to the element as properties (`data` may be an object), and the
 * element's events arrive as typed callbacks: `onAnswers`, `onDecline`, `onChange`, `onError`.
 *
 * Works with React 18 and 19. React 19 can also use the elements directly in JSX (see the README).
 * Importing this module defines both elements (once, and only where `customElements` exists).
 */
'use client';

import * as React from 'react';
import { createComponent, type EventName, type ReactWebComponent } from '@lit/react';
import {
  QuestionFormElement,
  QuestionSetElement,
  type QuestionAnswersEvent,
  type QuestionChangeEvent,
  type QuestionDeclineEvent,
  type QuestionErrorEvent,
  type QuestionOpenEvent,
} from '../elements.js';
import { defineElements } from '../define.js';
import { questionToolCall } from './tool-call.js';

defineElements();

/** The callback props of both components and the DOM events they listen to. */
const events = {
  /** `question-answers`: the answers were sent; `event.detail.text` is the reply for the agent. */
  onAnswers: 'question-answers' as EventName<QuestionAnswersEvent>,
  /** `question-decline`: the set was declined (the way out every set offers). */
  onDecline: 'question-decline' as EventName<QuestionDeclineEvent>,
  /** `question-change`: the draft changed or the step moved (not React's `onChange` of inputs). */
  onChange: 'question-change' as EventName<QuestionChangeEvent>,
  /** `question-error`: the body failed to decode (not an `<img>`-style load error). */
  onError: 'question-error' as EventName<QuestionErrorEvent>,
  /** `question-open`: the set became answerable, input waits (once per opening). */
  onOpen: 'question-open' as EventName<QuestionOpenEvent>,
};

export type QuestionElementEvents = typeof events;

// createComponent's type arguments are given, not inferred: inferred against the annotation, tsc
// computed ReactWebComponent's variance over React's whole prop types, about 20 s of every type
// check (the declarations it emits are the same either way).

/** `<question-set>` as a React component. */
export const QuestionSet: ReactWebComponent<QuestionSetElement, QuestionElementEvents> = createComponent<
  QuestionSetElement,
  QuestionElementEvents
>({
  react: React,
  tagName: 'question-set',
  elementClass: QuestionSetElement,
  events,
  displayName: 'QuestionSet',
});

/** `<question-form>` as a React component (its `id` and `title` are the form's). */
export const QuestionForm: ReactWebComponent<QuestionFormElement, QuestionElementEvents> = createComponent<
  QuestionFormElement,
  QuestionElementEvents
>({
  react: React,
  tagName: 'question-form',
  elementClass: QuestionFormElement,
  events,
  displayName: 'QuestionForm',
});

/** The props of `<QuestionSet>`. */
export type QuestionSetProps = React.ComponentProps<typeof QuestionSet>;
/** The props of `<QuestionForm>`. */
export type QuestionFormProps = React.ComponentProps<typeof QuestionForm>;

export type {
  QuestionAnswersEvent,
  QuestionChangeEvent,
  QuestionDeclineEvent,
  QuestionErrorEvent,
  QuestionOpenEvent,
  AnswersDetail,
  ChangeDetail,
  DeclineDetail,
  ErrorDetail,
  OpenDetail,
} from '../elements.js';
export { QuestionFormElement, QuestionSetElement } from '../elements.js';
/**
 * An AI SDK tool part whose input is an AskUserQuestion-shaped set, answered with `addToolResult`
 * (docs/ai-sdk.md).
 */
export const QuestionToolCall = questionToolCall(QuestionSet);
export type { AddToolResult, QuestionToolCallProps, QuestionToolPart } from './tool-call.js';
