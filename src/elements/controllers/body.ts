/**
 * The element's body (SPEC §6): read from the `data` property, a `<script type="application/json">`
 * or `<script type="application/yaml">` child, or the element's own text, dedented; and read again
 * whenever it changes, whatever changed it (a framework patching a text node in place included:
 * the controller watches the element's children and character data while it is connected). It is
 * decoded in the update, never in a getter, and only when it changed: kept as its length and hash,
 * not a copy (a transcript holds hundreds). A body that needs a lazy part of the bundle (a
 * format's decoder, YAML, the answer reader) is decoded again, as it was read, once that arrived.
 * While `streaming`, a text body is read by a `PartialReader` (src/codec/partial.ts): the set of
 * the questions complete so far, decoded only when another one has completed. A body written in
 * chunks (the element's `write()` and `writable`) is the body while it streams: each chunk goes to
 * the reader once, and nothing reads the text so far again; `take()` gives the whole of it at the end.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { djb2 } from '../../codec/hash.js';
import type { ParseResult } from '../../codec/model.js';
import { parseNow, type ParseOptions } from '../../codec/parse.js';
import { waits, type Waiting } from '../../codec/part.js';
import { PARTS } from '../../codec/parts.js';
import type { PartialReader, PartialRead } from '../../codec/partial.js';
import { stringsPending, uiLang } from '../../i18n/strings.js';
import { ELEMENT_PARTS, loadForSets } from '../parts.js';
import { stringified } from '../attributes.js';
import { dedent } from '../body.js';
import { prefetchMarkdown } from '../render/text.js';
import type { LoadingController } from './loading.js';

interface Host extends ReactiveControllerHost, HTMLElement {
  readonly data: unknown;
  readonly streaming: boolean;
  readonly answeredBy: string | undefined;
}

/** What the element does with its body: the codec's options, and what it decoded to (undefined: nothing yet). */
export interface BodyTarget<H> {
  parseOptions(host: H): ParseOptions;
  /** `partial`: the questions complete so far of a body still arriving (`streaming`) */
  show(host: H, result: ParseResult | undefined, partial?: boolean): void;
}

/** `target`: one object for every element of a class (its methods take the element), not functions per set. */
export class BodyController<H extends Host = Host> implements ReactiveController {
  readonly #host: H;
  readonly #target: BodyTarget<H>;
  readonly #loading: LoadingController;
  #observer?: MutationObserver;
  #dirty = true;
  #key: string | undefined;
  /**
   * a body that waited for a part: its reading, resumed where it stopped once the part is there, or
   * its result, which waited for what shows it — not read (dedented, hashed, decoded) again
   */
  #held: ParseResult | Waiting<ParseResult> | undefined;
  /** while streaming: the reader of the body so far, and the options it reads with */
  #partial: { reader: PartialReader; options: string } | undefined;
  /** a body written in chunks: those the reader has not read yet (undefined: none is written) */
  #written: string[] | undefined;
  /** what a body that grew outside an update decoded to (`grow`): shown in the next update */
  #grown: PartialRead;

  constructor(host: H, loading: LoadingController, target: BodyTarget<H>) {
    this.#host = host;
    this.#target = target;
    this.#loading = loading;
    host.addController(this);
  }

  hostConnected(): void {
    // slotchange misses a framework patching a text node in place: watch character data too
    this.#observer ??= new MutationObserver(() => this.grow() || this.changed());
    this.#observer.observe(this.#host, { childList: true, characterData: true, subtree: true });
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
  }

  /** Marks the body for reading again on the next update (`update`: and asks for one). */
  changed(update = true): void {
    this.#dirty = true;
    this.#held = undefined;
    if (update) this.#host.requestUpdate();
  }

  /** The next chunk of a body written in chunks (read in the update, while `streaming`). */
  write(chunk: string): void {
    if (this.grow(chunk)) return;
    (this.#written ??= []).push(chunk);
    this.changed();
  }

  /**
   * The body grew while it streams (a chunk written, `data` or the element's text extended): the
   * reader reads what arrived at once, outside an update, and only a question it completes (or a
   * chunk it waits for) asks for one: a token that completes nothing costs its own bytes, no update
   * and no render. False where the next update reads the body as usual (no reader yet, other
   * options, an update already due to read it).
   */
  grow(chunk?: string): boolean {
    const partial = this.#partial;
    // a chunk goes to a body written in chunks, a grown text or value to one that is not (other
    // options meanwhile: the update due for them reads the body again with a reader of its own)
    if (!partial || this.#dirty || !this.#host.streaming || (chunk === undefined) !== !this.#written)
      return false;
    const result = partial.reader.next(chunk ?? this.#readBody(), !!chunk);
    if (result) {
      this.#grown = result;
      this.changed();
    }
    return true;
  }

  /** The whole text of a body written in chunks, which ends here; undefined when none was written. */
  take(): string | undefined {
    const written = this.#written;
    if (!written) return undefined;
    this.#written = undefined;
    const read = this.#partial?.reader.text() ?? '';
    this.#partial = undefined;
    return read + written.join('');
  }

  #readBody(): string | object | undefined {
    const host = this.#host;
    if (host.data !== undefined && host.data !== null) return host.data as string | object;
    const script = host.querySelector(
      ':scope > script[type="application/json"], :scope > script[type="application/yaml"]',
    );
    if (script) return dedent(script.textContent ?? '');
    return dedent(host.textContent ?? '');
  }

  /** Decodes the body when it changed (in the update). */
  read(): void {
    const host = this.#host;
    const show = (result: ParseResult | undefined) => this.#target.show(this.#host, result);
    if (!this.#dirty) return;
    this.#dirty = false;
    if (host.streaming) return this.#readPartial();
    this.#partial = undefined;
    const held = this.#held;
    this.#held = undefined;
    let key = this.#key;
    let result: ParseResult | Waiting<ParseResult>;
    if (held) result = waits(held) ? held.resume() : held;
    else {
      const body = this.#readBody();
      const options = this.#target.parseOptions(this.#host);
      const text =
        JSON.stringify(options) +
        '\n' +
        (typeof body === 'string' ? body : body === undefined ? '' : safeJson(body));
      // kept as its length and hash, not a copy of the body (a transcript holds hundreds)
      key = text.length + djb2(text);
      if (key === this.#key) return;
      this.#key = key;
      // an element whose text has not arrived waits; a blank `data` is a body, and an error
      if (body === undefined || (typeof body === 'string' && !body.trim() && host.data == null))
        return show(undefined);
      result = stringified(body) ?? parseNow(body, options);
    }
    // the bundle fetches the YAML parser, a format's decoder or the block scanner only for a body that
    // needs them, and the answer reader only for a set restored from its answer: read on once here
    const again = (waited: ParseResult | Waiting<ParseResult>) => () => {
      // the reading goes on from where it stopped, unless the body changed meanwhile
      const same = !this.#dirty && this.#key === key;
      this.changed();
      if (same) this.#held = waited;
      else this.#key = undefined;
    };
    if (waits(result)) {
      show(undefined);
      prefetchMarkdown(result.need.data);
      // the words of a language the body names for itself come beside its decoder, not after it
      if (result.need.locale) void stringsPending(uiLang(host, result.need.locale));
      // the open set's view: what a decoded set needs next, in the same round trip
      this.#missing(false)?.catch(() => {});
      this.#loading.wait(result.load, again(result));
    } else {
      const missing = result.ok ? this.#missing(host.answeredBy != null) : undefined;
      if (!missing) return show(result);
      show(undefined);
      this.#loading.wait(missing, again(result));
    }
  }

  /** What a decoded set still waits for: the open set's chunk, and the answer reader to restore it. */
  #missing(restored: boolean): Promise<unknown> | undefined {
    const reader =
      restored && !ELEMENT_PARTS.answersReader.get() ? ELEMENT_PARTS.answersReader.load() : undefined;
    const open = ELEMENT_PARTS.openSet.get() ? undefined : ELEMENT_PARTS.openSet.load();
    return reader && open ? Promise.all([reader, open]) : (reader ?? open);
  }

  /** The body so far while `streaming`: the questions complete in it, shown as they complete. */
  #readPartial(): void {
    // the whole body is read (and keyed) again once it has arrived
    this.#key = undefined;
    const grown = this.#grown;
    this.#grown = undefined;
    const body = this.#written ? undefined : this.#readBody();
    const options = this.#target.parseOptions(this.#host);
    const key = JSON.stringify(options);
    let partial = this.#partial;
    const fresh = partial?.options !== key;
    const written = this.#written;
    if (fresh) {
      // the reader comes in a chunk of its own in the builds: most pages never stream; the
      // decoders (and the open set, which comes with each) are started beside it: the body's
      // format is known only once its first question is
      loadForSets().catch(() => {});
      const Reader = PARTS.partial.get()?.PartialReader;
      if (!Reader) {
        this.#target.show(this.#host, undefined, true);
        return this.#loading.wait(PARTS.partial.load(), () => this.changed());
      }
      // chunks another reader read are read again by this one (other options: rare)
      if (partial && written) written.unshift(partial.reader.text());
      partial = this.#partial = { reader: new Reader(options), options: key };
    }
    // what was written since the last update, once; else the body as it stands
    let result = written
      ? partial!.reader.next(written.splice(0).join(''), true)
      : partial!.reader.next(body);
    // what the body grew into outside the update (`grow`), by the same reader
    if (!fresh) result ??= grown;
    if (result && !('ok' in result)) {
      // a chunk the decode needs (a format's decoder, YAML): read again once it is there
      this.#loading.wait(result.load, () => this.changed());
      result = undefined;
    }
    const missing = result && this.#missing(false);
    if (missing) {
      this.#loading.wait(missing, () => this.changed());
      result = undefined;
    }
    if (result) this.#target.show(this.#host, result, true);
    // streaming (again): nothing complete yet stands for nothing, never for a set shown before
    else if (fresh) this.#target.show(this.#host, undefined, true);
  }
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v) ?? '';
  } catch {
    return String(Math.random());
  }
}
