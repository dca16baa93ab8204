/** The demo page in a frame, for the demo's browser tests: opened, waited for, and closed again. */
import type { QuestionSetElement } from '../../src/index.js';

const frames: HTMLIFrameElement[] = [];

/** Polls `check` every 50 ms for up to a minute. */
export async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never happened: ${what}`);
}

/** The demo at `query` in a frame `width` px wide, once its story is ready. */
export async function openDemo(
  query: string,
  width = 1200,
  ready = (doc: Document) => Boolean(doc.body?.dataset.ready),
): Promise<{ frame: HTMLIFrameElement; doc: Document }> {
  const frame = document.createElement('iframe');
  frame.style.width = `${width}px`;
  frame.style.height = '800px';
  frame.src = `/demo/index.html${query}`;
  document.body.append(frame);
  frames.push(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const doc = frame.contentDocument!;
  await until(() => ready(doc), 'the first story is ready');
  return { frame, doc };
}

/** Removes every frame `openDemo` made (an `afterEach`). */
export function closeFrames(): void {
  for (const f of frames.splice(0)) f.remove();
}

/** The set the story shows. */
export const storyElement = (doc: Document) =>
  doc.querySelector<QuestionSetElement>('#stage question-set, #stage question-form')!;
