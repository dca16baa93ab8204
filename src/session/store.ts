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

/** `strings` while persisting; `always` is where a draft or record is removed, whether persisting or not. */
function storeOver(
  strings: () => Strings | undefined,
  sent: Map<string, SentRecord>,
  always: () => Strings,
): SessionStore {
  return {
    loadDraft(set) {
      const s = strings();
      const record = s && readJson<DraftRecord>(s, key('draft', set));
      if (!record || record.fingerprint !== fingerprint(set) || !Array.isArray(record.answers))
        return undefined;
      return { answers: record.answers, step: Number(record.step) || 0, requestId: record.requestId };
    },
    saveDraft(set, draft) {
      const s = strings();
      if (s)
        writeJson(s, key('draft', set), { ...draft, fingerprint: fingerprint(set) } satisfies DraftRecord);
    },
    dropDraft(set) {
      // also when persistence is off: a draft written while it was on must not come back
      always().set(key('draft', set), undefined);
    },
    loadSent(set) {
      const k = key('sent', set);
      const s = strings();
      return sent.get(k) ?? (s ? readJson<SentRecord>(s, k) : undefined);
    },
    saveSent(set, record) {
      const k = key('sent', set);
      sent.set(k, record);
      const s = strings();
      if (s) writeJson(s, k, record);
    },
    forgetSent(set) {
      const k = key('sent', set);
      sent.delete(k);
      always().set(k, undefined);
    },
  };
}

/**
 * The page's store: drafts and sent records in sessionStorage while `persist()` says so; sent
 * records in memory always.
 */
export function pageStore(persist: () => boolean = () => true): SessionStore {
  const page = () => (pageStrings ??= sessionStrings());
  return storeOver(() => (persist() ? page() : undefined), sentInMemory, page);
}

/** A store in memory only (Node, the terminal, tests). */
export function memoryStore(): SessionStore {
  const strings = memoryStrings();
  return storeOver(
    () => strings,
    new Map(),
    () => strings,
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
