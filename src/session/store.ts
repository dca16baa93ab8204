/**
 * Where a session keeps its draft and the record that its set was sent, behind one small
 * interface: the page's sessionStorage (so a re-created element or a reload finds them again), or
 * memory (Node, the terminal, and a page whose storage throws). Sent records are also kept in
 * memory, so a set is sent once per page even without storage.
 *
 * Both belong to the set's content, not only to its id: a draft is keyed by format and id and
 * applied only to the content it was written for; a sent record is keyed by format, id and content,
 * so a set whose id was sent with other content is another set and never shows those answers. Both
 * also carry the record's key where there is one (`recordKey` in scope.ts: the same question asked
 * again, or the host's own key): '' keeps the keys they always had.
 *
 * Nothing stays forever: every stored record carries the time it was written, and the page's
 * records are swept when the store is first used and whenever a write would pass the cap — those
 * older than `KEEP.ms`, then the oldest beyond `KEEP.keys` (docs/lifecycle.md).
 */
import type { Answer, QuestionSet } from '../codec/model.js';
import { djb2 } from '../codec/hash.js';
import type { Draft } from './steps.js';

const PREFIX = 'question-elements:';

/** How much the page's storage keeps: records written within a week, at most 200 of them. */
export const KEEP = { keys: 200, ms: 7 * 24 * 60 * 60 * 1000 } as const;

export interface SentRecord {
  /** the content that was sent (`fingerprint`): the record holds for this content only */
  fingerprint: string;
  answers: Answer[];
  text: string;
  requestId: string;
  /** `answered`, or how the set ended when it was declined */
  outcome: 'answered' | 'declined' | 'cancelled';
  /**
   * restored from a user message that is not this set's answer text (the user replied in the
   * chat): the set was answered there, and no answer is attributed to any of its questions
   */
  inChat?: boolean;
  /**
   * the note a decline carried, as the user typed it (restored from a transcript: as the declined
   * text has it, on one line); the receipt shows it under how the set ended
   */
  note?: string;
}

/**
 * A draft as it is stored: the answers and step, the request id of a send not delivered, and what
 * was on its way (`sending`) while its delivery was not confirmed (a page closed or reloaded meanwhile).
 */
export interface StoredDraft extends Draft {
  requestId?: string;
  sending?: 'answers' | 'decline' | 'cancel';
  /** the note of the decline on its way, for the next try */
  note?: string;
}

/** Each takes the record's key beside the set (`recordKey` in scope.ts; '' where there is none). */
export interface SessionStore {
  loadDraft(set: QuestionSet, key?: string): StoredDraft | undefined;
  saveDraft(set: QuestionSet, draft: StoredDraft, key?: string): void;
  dropDraft(set: QuestionSet, key?: string): void;
  /** the record of this content sent under the set's id (and key), never one of other content */
  loadSent(set: QuestionSet, key?: string): SentRecord | undefined;
  saveSent(set: QuestionSet, record: SentRecord, key?: string): void;
  forgetSent(set: QuestionSet, key?: string): void;
}

const SENDING = ['answers', 'decline', 'cancel'] as const;

interface DraftRecord extends StoredDraft {
  fingerprint: string;
}

/**
 * Each set's fingerprint, worked out once: a decoded set is never changed in place (a session keeps
 * its set's for its life already), and its first render reads it three times (the sent record, the
 * draft, its identity in its scope).
 */
const fingerprints = new WeakMap<QuestionSet, string>();

/**
 * The set's content, the one rule drafts and sent records are held to: a draft is never applied to,
 * and a sent record never shown for, a different body with the same id. Its JSON's length and
 * djb2, so content that differs only past a hash collision must also keep the same length.
 */
export const fingerprint = (set: QuestionSet) => {
  let fp = fingerprints.get(set);
  if (fp === undefined) {
    const json = JSON.stringify({ ...set, id: '' });
    fingerprints.set(set, (fp = `${json.length.toString(36)}.${djb2(json)}`));
  }
  return fp;
};

/** `:<key>` after the rest where the record has a key of its own */
const tail = (key = '') => (key ? `:${key}` : '');
const draftKey = (set: QuestionSet, key?: string) => `${PREFIX}draft:${set.format}:${set.id}${tail(key)}`;
const sentKey = (set: QuestionSet, fp: string, key?: string) =>
  `${PREFIX}sent:${set.format}:${set.id}:${fp}${tail(key)}`;

/** What the page's storage is to the store (sessionStorage; a fake one in tests). */
export type StorageLike = Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>;

/** String storage: the page's sessionStorage, falling back to memory where it is missing or throws. */
interface Strings {
  get(k: string): string | undefined;
  set(k: string, value: string | undefined): void;
}

function memoryStrings(): Strings {
  const map = new Map<string, string>();
  return {
    get: (k) => map.get(k),
    set: (k, v) => (v === undefined ? map.delete(k) : map.set(k, v)),
  };
}

function pageStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined; // sandboxed frames throw on access
  }
}

/**
 * Opens the page's sessionStorage ahead of the first set (the elements call it when the page is
 * idle): its first access loads it (a few ms in Chromium). It reads no record and sweeps none: the
 * first use of the store still sweeps, as it always did.
 */
export function openPageStorage(): void {
  try {
    void pageStorage()?.length;
  } catch {
    /* unavailable */
  }
}

/** When a stored record was written: its leading `"at"` (read without parsing the record). */
const AT = /^\{"at":(\d{1,15})[,}]/;

/**
 * Removes this library's records that are older than `keep.ms`, then the oldest beyond
 * `keep.keys`; a record without a time (written before records had one) counts as written now.
 * Returns how many are left.
 */
export function sweep(storage: StorageLike, now: number, keep: { keys: number; ms: number } = KEEP): number {
  const kept: [string, number][] = [];
  const drop: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (!k?.startsWith(PREFIX)) continue;
    const at = Number(AT.exec(storage.getItem(k) ?? '')?.[1] ?? now);
    if (now - at > keep.ms) drop.push(k);
    else kept.push([k, at]);
  }
  if (kept.length > keep.keys) {
    kept.sort((a, b) => b[1] - a[1]);
    for (const [k] of kept.splice(keep.keys)) drop.push(k);
  }
  for (const k of drop) storage.removeItem(k);
  return kept.length;
}

/**
 * A storage where it works; what it refuses (missing, full, throwing) is kept in memory instead.
 * It sweeps when first used (a page load), and again when a new record passes the cap: a write that
 * only replaces a record costs one `getItem` more.
 */
function storageStrings(
  storage: () => StorageLike | undefined,
  now: () => number,
  keep: { keys: number; ms: number },
): Strings {
  const fallback = memoryStrings();
  let count = -1;
  const tidy = (s: StorageLike) => (count = sweep(s, now(), keep));
  return {
    get(k) {
      try {
        const s = storage();
        if (s) {
          if (count < 0) tidy(s);
          return s.getItem(k) ?? fallback.get(k);
        }
      } catch {
        /* unavailable */
      }
      return fallback.get(k);
    },
    set(k, v) {
      try {
        const s = storage();
        if (s) {
          if (count < 0) tidy(s);
          const existed = s.getItem(k) !== null;
          if (v === undefined) {
            s.removeItem(k);
            if (existed) count--;
          } else {
            s.setItem(k, v);
            if (!existed && ++count > keep.keys) tidy(s);
          }
          fallback.set(k, undefined);
          return;
        }
      } catch {
        /* full or unavailable: keep it in memory */
      }
      fallback.set(k, v);
    },
  };
}

function readJson<T>(strings: Strings, k: string): T | undefined {
  try {
    const raw = strings.get(k);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** A record as stored: the time it was written first (`sweep` reads it without parsing the rest). */
const writeJson = (strings: Strings, k: string, value: object | undefined, at: number) =>
  strings.set(k, value === undefined ? undefined : JSON.stringify({ at, ...value }));

/** Sent records of this page, whatever the storage: one set is sent once. */
const sentInMemory = new Map<string, SentRecord>();
let pageStrings: Strings | undefined;
/** read when asked, not when the module loads: a page's faked clock replaces `Date` */
const clock = () => Date.now();
const page = () => (pageStrings ??= storageStrings(pageStorage, clock, KEEP));

/**
 * A store over strings of its own (`own`), else the page's while `persist()` says so; a draft
 * or record is removed from either whether persisting or not. A class, so its methods are shared: a
 * transcript makes one store per element.
 */
class Store implements SessionStore {
  constructor(
    readonly sent: Map<string, SentRecord>,
    readonly persist: () => boolean,
    readonly own?: Strings,
    readonly now: () => number = clock,
  ) {}
  strings(): Strings | undefined {
    return this.own ?? (this.persist() ? page() : undefined);
  }
  always(): Strings {
    return this.own ?? page();
  }
  loadDraft(set: QuestionSet, key?: string): StoredDraft | undefined {
    const s = this.strings();
    const record = s && readJson<DraftRecord>(s, draftKey(set, key));
    if (!record || record.fingerprint !== fingerprint(set) || !Array.isArray(record.answers))
      return undefined;
    const sending = SENDING.find((a) => a === record.sending);
    return {
      answers: record.answers,
      step: Number(record.step) || 0,
      requestId: record.requestId,
      ...(sending ? { sending } : {}),
      ...(sending && typeof record.note == 'string' ? { note: record.note } : {}),
    };
  }
  saveDraft(set: QuestionSet, draft: StoredDraft, key?: string): void {
    const s = this.strings();
    if (s)
      writeJson(
        s,
        draftKey(set, key),
        { ...draft, fingerprint: fingerprint(set) } satisfies DraftRecord,
        this.now(),
      );
  }
  dropDraft(set: QuestionSet, key?: string): void {
    // also when persistence is off: a draft written while it was on must not come back
    this.always().set(draftKey(set, key), undefined);
  }
  loadSent(set: QuestionSet, key?: string): SentRecord | undefined {
    const fp = fingerprint(set);
    const k = sentKey(set, fp, key);
    const s = this.strings();
    const record = this.sent.get(k) ?? (s ? readJson<SentRecord>(s, k) : undefined);
    // the key names the content already; a record that says otherwise (edited by hand) is not it
    return record?.fingerprint === fp && Array.isArray(record.answers) ? record : undefined;
  }
  saveSent(set: QuestionSet, record: SentRecord, key?: string): void {
    const fp = fingerprint(set);
    const k = sentKey(set, fp, key);
    const kept = { ...record, fingerprint: fp };
    this.sent.set(k, kept);
    const s = this.strings();
    if (s) writeJson(s, k, kept, this.now());
  }
  forgetSent(set: QuestionSet, key?: string): void {
    const k = sentKey(set, fingerprint(set), key);
    this.sent.delete(k);
    this.always().set(k, undefined);
  }
}

/**
 * The page's store: drafts and sent records in sessionStorage while `persist()` says so; sent
 * records in memory always.
 */
export function pageStore(persist: () => boolean = () => true): SessionStore {
  return new Store(sentInMemory, persist);
}

/** A store in memory only (Node, the terminal, tests). */
export function memoryStore(): SessionStore {
  return new Store(new Map(), () => true, memoryStrings());
}

/**
 * A store over a given storage and clock, kept and swept as the page's is (tests; a host with a
 * storage of its own). `keep` changes the limits.
 */
export function storageStore(
  storage: StorageLike,
  options: { now?: () => number; keep?: { keys: number; ms: number } } = {},
): SessionStore {
  const now = options.now ?? clock;
  return new Store(
    new Map(),
    () => true,
    storageStrings(() => storage, now, options.keep ?? KEEP),
    now,
  );
}

/** Forgets every draft and sent record of this page (a host logging a user out; tests). */
export function forgetAll(): void {
  sentInMemory.clear();
  pageStrings = undefined;
  const s = pageStorage();
  if (!s) return;
  try {
    for (let i = s.length - 1; i >= 0; i--) {
      const k = s.key(i);
      if (k?.startsWith(PREFIX)) s.removeItem(k);
    }
  } catch {
    /* unavailable */
  }
}
