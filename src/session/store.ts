/**
 * Where a session keeps its draft and the record that its set was sent, behind one small
 * interface: the page's sessionStorage (keyed by format and set id, so a re-created element or a
 * reload finds them again), or memory (Node, the terminal, and a page whose storage throws). Sent
 * records are also kept in memory, so a set is sent once per page even without storage.
 */
import type { Answer, QuestionSet } from '../codec/model.js';
import { djb2 } from '../codec/hash.js';
import type { Draft } from './steps.js';

const PREFIX = 'question-elements:';

export interface SentRecord {
  fingerprint: string;
  answers: Answer[];
  text: string;
  requestId: string;
  /** `answered`, or how the set ended when it was declined */
  outcome: 'answered' | 'declined' | 'cancelled';
}

/** A draft as it is stored: the answers and step, and the request id of a send the host refused. */
export interface StoredDraft extends Draft {
  requestId?: string;
}

export interface SessionStore {
  loadDraft(set: QuestionSet): StoredDraft | undefined;
  saveDraft(set: QuestionSet, draft: StoredDraft): void;
  dropDraft(set: QuestionSet): void;
  loadSent(set: QuestionSet): SentRecord | undefined;
  saveSent(set: QuestionSet, record: SentRecord): void;
  forgetSent(set: QuestionSet): void;
}

interface DraftRecord extends StoredDraft {
  fingerprint: string;
}

/** The set's content, so a draft is never applied to a different body with the same id. */
export const fingerprint = (set: QuestionSet) => djb2(JSON.stringify({ ...set, id: '' }));

const key = (kind: 'draft' | 'sent', set: QuestionSet) => `${PREFIX}${kind}:${set.format}:${set.id}`;

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

/** sessionStorage where it works; what it refuses (missing, full, throwing) is kept in memory instead. */
function sessionStrings(): Strings {
  const fallback = memoryStrings();
  return {
    get(k) {
      try {
        const s = pageStorage();
        if (s) return s.getItem(k) ?? fallback.get(k);
      } catch {
        /* unavailable */
      }
      return fallback.get(k);
    },
    set(k, v) {
      try {
        const s = pageStorage();
        if (s) {
          if (v === undefined) s.removeItem(k);
          else s.setItem(k, v);
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

const writeJson = (strings: Strings, k: string, value: unknown) =>
  strings.set(k, value === undefined ? undefined : JSON.stringify(value));

/** Sent records of this page, whatever the storage: one set is sent once. */
const sentInMemory = new Map<string, SentRecord>();
let pageStrings: Strings | undefined;
const page = () => (pageStrings ??= sessionStrings());

/**
 * A store over memory strings of its own (`own`), else the page's while `persist()` says so; a draft
 * or record is removed from either whether persisting or not. A class, so its methods are shared: a
 * transcript makes one store per element.
 */
class Store implements SessionStore {
  constructor(
    readonly sent: Map<string, SentRecord>,
    readonly persist: () => boolean,
    readonly own?: Strings,
  ) {}
  strings(): Strings | undefined {
    return this.own ?? (this.persist() ? page() : undefined);
  }
  always(): Strings {
    return this.own ?? page();
  }
  loadDraft(set: QuestionSet): StoredDraft | undefined {
    const s = this.strings();
    const record = s && readJson<DraftRecord>(s, key('draft', set));
    if (!record || record.fingerprint !== fingerprint(set) || !Array.isArray(record.answers))
      return undefined;
    return { answers: record.answers, step: Number(record.step) || 0, requestId: record.requestId };
  }
  saveDraft(set: QuestionSet, draft: StoredDraft): void {
    const s = this.strings();
    if (s) writeJson(s, key('draft', set), { ...draft, fingerprint: fingerprint(set) } satisfies DraftRecord);
  }
  dropDraft(set: QuestionSet): void {
    // also when persistence is off: a draft written while it was on must not come back
    this.always().set(key('draft', set), undefined);
  }
  loadSent(set: QuestionSet): SentRecord | undefined {
    const k = key('sent', set);
    const s = this.strings();
    return this.sent.get(k) ?? (s ? readJson<SentRecord>(s, k) : undefined);
  }
  saveSent(set: QuestionSet, record: SentRecord): void {
    const k = key('sent', set);
    this.sent.set(k, record);
    const s = this.strings();
    if (s) writeJson(s, k, record);
  }
  forgetSent(set: QuestionSet): void {
    const k = key('sent', set);
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
