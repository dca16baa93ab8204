/**
 * Waiting for the parts a lazily built bundle fetches on first need (a format's decoder, the YAML
 * reader, the block scanner, markdown-it, readAnswers, the words of the element's language): the
 * element shows its placeholder (without words while its language's are on their way), reads
 * again when each arrives, and `updateComplete` resolves only once nothing is pending. The first
 * render waits a moment before the placeholder shows, as most chunks arrive within it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** How long a first render waits for a lazy chunk before it shows the placeholder. */
const QUIET_MS = 150;

/**
 * The elements inserted before the next frame, and that frame: after its rendering (or 100 ms,
 * where no frame comes: a hidden tab). One frame request for every element waiting on it: a
 * transcript inserts hundreds at once.
 */
interface Placement {
  done: Promise<void>;
  /** how many elements were inserted for this frame */
  size: number;
}
let placing: Placement | undefined;
function joinPlacement(): Placement {
  if (placing) {
    placing.size++;
    return placing;
  }
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      // an element inserted from now on waits for a frame of its own
      placing = undefined;
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
  return (placing = { done, size: 1 });
}

/**
 * The custom state of a set that arrived alone, until the frame after its first: laid out at once
 * (`content-visibility: visible`, styles.ts), so it waits for no frame; a batch skips the layout
 * of its sets off screen from the start.
 */
const ALONE = 'alone';

export class LoadingController implements ReactiveController {
  #host: ReactiveControllerHost & HTMLElement;
  /** an array, not a Set: empty it costs next to nothing (a transcript holds hundreds of elements) */
  #pending: Promise<unknown>[] = [];
  #quiet: 'idle' | 'waiting' | 'over' = 'idle';
  /**
   * The frame after the element's insertion, in which content-visibility decides whether it is
   * near the viewport (and lays it out): asked for at insertion, so that a set whose parts or
   * words took a frame or more to come has had it by its first render and waits for nothing.
   */
  #placed: Promise<void> | true | undefined;
  /** the frame this element was inserted for, until its first update has read whether it came alone */
  #batch: Placement | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  /**
   * The first update after insertion runs once the inserting task is over: a set inserted alone for
   * its frame (a chat's new question) is laid out now and waits for no frame; one of a batch (a
   * reloaded transcript) keeps the skipped layout until content-visibility has placed it.
   */
  hostUpdate(): void {
    const batch = this.#batch;
    if (!batch) return;
    this.#batch = undefined;
    if (batch.size > 1 || this.#placed === true) return;
    this.#placed = true;
    // attached once: `<question-form>` keeps its form value in the same internals
    const { states } = this.#host.attachInternals();
    states.add(ALONE);
    // given back at the start of a frame's rendering, never between frames: the frame that makes it
    // `auto` also decides where it stands, so no script and no accessibility tree ever reads it
    // skipped at a size remembered before its last render
    void batch.done.then(() => requestAnimationFrame(() => states.delete(ALONE)));
  }

  hostConnected(): void {
    const batch = (this.#batch = joinPlacement());
    const placed = (this.#placed = batch.done.then(() => {
      if (this.#placed === placed) this.#placed = true;
    }));
  }

  hostDisconnected(): void {
    this.#placed = this.#batch = undefined;
  }

  /**
   * What `updateComplete` waits for: the update (`update`, the element's own), again after every
   * part pending has arrived. An element just inserted measures as its placeholder
   * (`contain-intrinsic-size`) until content-visibility has decided, at the next frame, that it
   * stands near the viewport and laid it out: the first wait after insertion takes that frame, so
   * a host measures the real size.
   */
  async complete(update: () => Promise<boolean>): Promise<boolean> {
    let done = await update();
    while (this.busy) {
      await this.settled();
      done = await update();
    }
    const placed = this.#placed;
    if (placed !== true && placed && this.#host.isConnected) {
      await placed;
      done = await update();
    }
    return done;
  }

  /** Waits for a load (once per load), then runs `arrived`; a failed load stops the wait (no loop). */
  wait(load: Promise<unknown>, arrived: () => void): void {
    if (this.#pending.includes(load)) return;
    this.#pending.push(load);
    load.then(
      () => {
        this.#drop(load);
        arrived();
      },
      (error: unknown) => {
        this.#drop(load);
        console.error('question-elements: a part of the bundle failed to load', error);
        this.#host.requestUpdate();
      },
    );
  }

  #drop(load: Promise<unknown>): void {
    this.#pending = this.#pending.filter((p) => p !== load);
  }

  get busy(): boolean {
    return this.#pending.length > 0;
  }

  /** Resolves once everything pending now has arrived (or failed). */
  settled(): Promise<unknown> {
    return Promise.allSettled([...this.#pending]);
  }

  /** Whether the first render has waited long enough to show the placeholder instead. */
  quietOver(): boolean {
    if (this.#quiet === 'idle') {
      this.#quiet = 'waiting';
      setTimeout(() => {
        this.#quiet = 'over';
        // only an element still waiting renders its placeholder now: one whose chunk came in time
        // has rendered (a transcript's receipts would each render once more for nothing)
        if (this.busy) this.#host.requestUpdate();
      }, QUIET_MS);
    }
    return this.#quiet === 'over';
  }
}
