/**
 * `<QuestionToolCall>`: a client-side tool of the AI SDK (`ai` with `@ai-sdk/react`) whose input
 * is an AskUserQuestion-shaped set (the `structured` format). It renders the tool part of a
 * message and answers the call with `addToolResult` (the set's `structured` payload), so the model
 * gets the answers as the tool result. Nothing here imports the AI SDK: the part and the function
 * are typed by the fields it reads and calls.
 */
import * as React from 'react';
import { whenAccepted } from '../elements/delivery.js';
import type { QuestionAnswersEvent } from '../elements.js';
// types only: react.ts builds the component from its QuestionSet (no import cycle at run time)
import type { QuestionSet as QuestionSetComponent, QuestionSetProps } from './react.js';

/** A tool part of a UI message (`tool-<name>`, or `dynamic-tool` with `toolName`). */
export interface QuestionToolPart {
  type: string;
  toolName?: string;
  toolCallId: string;
  /** `input-streaming`, `input-available`, `output-available`, `output-error`, … */
  state: string;
  /** while `input-streaming`: the call's input so far as the SDK repaired it (`parsePartialJson`) */
  input?: unknown;
  /** while `input-streaming` (AI SDK 6 and later): the raw text of the call's input so far */
  rawInput?: unknown;
  output?: unknown;
}

/** The AI SDK's `addToolResult` (5 and 6) or `addToolOutput` (6); a promise it returns is the delivery the set waits for. */
export type AddToolResult = (result: { tool: string; toolCallId: string; output: unknown }) => unknown;

export interface QuestionToolCallProps extends Omit<QuestionSetProps, 'data' | 'format' | 'state' | 'part'> {
  part: QuestionToolPart;
  addToolResult: AddToolResult;
}

/** The calls answered in this page: a part streamed or rendered again is not answered twice. */
const answered = new Map<string, unknown>();

const toolOf = (part: QuestionToolPart): string =>
  part.type === 'dynamic-tool' ? (part.toolName ?? '') : part.type.replace(/^tool-/, '');

/**
 * The answer text of a `structured` payload (`AskUserQuestionOutput`: `{ questions, answers,
 * annotations? }`), for the receipt: each answer, a note on a pick after " — ", one line per
 * question (`- <question> → <answer>`) or the answer alone for a set of one, as the answer text
 * is written, so the element reads it back.
 */
function messageOf(output: unknown): string | undefined {
  const o = output as {
    questions?: unknown[];
    answers?: Record<string, unknown>;
    annotations?: Record<string, { notes?: unknown } | undefined>;
  } | null;
  if (!o || typeof o !== 'object' || !o.answers || typeof o.answers !== 'object') return undefined;
  const lines = Object.entries(o.answers).map(([question, answer]) => {
    const notes = o.annotations?.[question]?.notes;
    return [question, typeof notes === 'string' && notes ? `${String(answer)} — ${notes}` : String(answer)];
  });
  if (o.questions?.length === 1) return lines[0]?.[1] ?? '';
  return lines.map(([question, answer]) => `- ${question} → ${answer}`).join('\n');
}

/** `<QuestionToolCall>` over the given `<QuestionSet>` component (question-elements/react makes it). */
export function questionToolCall(
  QuestionSet: typeof QuestionSetComponent,
): (props: QuestionToolCallProps) => React.ReactElement | null {
  /**
   * Renders one tool part: while its input streams, the questions complete so far (SPEC §6
   * `streaming`: read from `rawInput`, the text so far, where the SDK gives it; else from the
   * partial `input`, every question but the one still arriving), the set while it waits for the
   * user, the answered set once it has its output (also in a transcript reloaded with the output).
   * A call that ended in an error (`output-error`) shows the set closed as undeliverable. The
   * draft made while it streamed carries over to the final input. Answering calls
   * `addToolResult` once per tool call, however often the part is rendered; a render with the same
   * part again changes no property of the element, so it costs no update.
   */
  return function QuestionToolCall({
    part,
    addToolResult,
    onAnswers,
    ...rest
  }: QuestionToolCallProps): React.ReactElement | null {
    const { toolCallId } = part;
    const output = part.state === 'output-available' ? part.output : answered.get(toolCallId);
    const done = output !== undefined;
    const streaming = part.state === 'input-streaming';
    const tool = toolOf(part);
    const answer = React.useCallback(
      (event: QuestionAnswersEvent) => {
        onAnswers?.(event);
        if (event.defaultPrevented || answered.has(toolCallId)) return;
        const { payload } = event.detail;
        // the result is added once the set waits for it: a listener after this one that refuses
        // the event (or throws) leaves the call unanswered, as the set then says. An
        // `addToolResult` that returns a promise delivers when it fulfils: the set says it is
        // sending meanwhile, and a rejection leaves it open, its picks kept, for another try (SPEC
        // §6); the call counts as answered only once delivered, so a render meanwhile keeps it so
        event.waitUntil(
          whenAccepted(async () => {
            await addToolResult({ tool, toolCallId, output: payload });
            answered.set(toolCallId, payload);
          }),
        );
      },
      [tool, toolCallId, addToolResult, onAnswers],
    );
    return React.createElement(QuestionSet, {
      ...rest,
      key: toolCallId,
      format: 'structured',
      // the text is read as it grows, linearly; the repaired object is rebuilt on every delta
      data: streaming && typeof part.rawInput === 'string' ? part.rawInput : part.input,
      streaming,
      // the call ended in an error (`errorText`): the model got no answers, and the set says so
      // ("Could not be delivered") in place of vanishing with the user's picks
      ...(part.state === 'output-error'
        ? { reason: 'undeliverable' as const }
        : done
          ? { state: 'answered' as const, answeredBy: messageOf(output) }
          : {}),
      onAnswers: answer,
    });
  };
}
