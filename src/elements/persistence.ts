/**
 * Drafts and sent answers kept in sessionStorage, keyed by format and set id, so an element that
 * is re-created (a framework re-render, a reload) finds them again. Storage that is missing, full
 * or throwing changes nothing but persistence; sent sets are also remembered in memory, so a set is
 * sent once per page even without storage.
 */
import type { Answer, QuestionSet } from '../codec/model.js';
import { djb2 } from '../codec/hash.js';
import type { Draft } from '../wizard/wizard.js';

const PREFIX = 'question-elements:';

export interface SentRecord {
  fingerprint: string;
  answers: Answer[];
  text: string;
  requestId: string;
  /** `answered`, or how the set ended when it was declined */
  outcome: 'answered' | 'declined' | 'cancelled';
}

interface DraftRecord extends Draft {
  fingerprint: string;
  requestId?: string;
}

const sentInMemory = new Map<string, SentRecord>();

/** The set's content, so a draft is never applied to a different body with the same id. */
export const fingerprint = (set: QuestionSet) => djb2(JSON.stringify({ ...set, id: '' }));

const key = (kind: 'draft' | 'sent', set: QuestionSet) => `${PREFIX}${kind}:${set.format}:${set.id}`;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined; // sandboxed frames throw on access
  }
}

function read<T>(k: string): T | undefined {
  try {
    const raw = storage()?.getItem(k);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(k: string, value: unknown): void {
  try {
    if (value === undefined) storage()?.removeItem(k);
    else storage()?.setItem(k, JSON.stringify(value));
  } catch {
    /* full or unavailable: keep working without persistence */
  }
}

export function loadDraft(set: QuestionSet): (Draft & { requestId?: string }) | undefined {
  const record = read<DraftRecord>(key('draft', set));
  if (!record || record.fingerprint !== fingerprint(set) || !Array.isArray(record.answers)) return undefined;
  return { answers: record.answers, step: Number(record.step) || 0, requestId: record.requestId };
}

export function saveDraft(set: QuestionSet, draft: Draft, requestId?: string): void {
  write(key('draft', set), { ...draft, fingerprint: fingerprint(set), requestId } satisfies DraftRecord);
}

export function dropDraft(set: QuestionSet): void {
  write(key('draft', set), undefined);
}

/** Sent records hold per set id whatever the body: one set is sent once. */
export function loadSent(set: QuestionSet, persist: boolean): SentRecord | undefined {
  const k = key('sent', set);
  return sentInMemory.get(k) ?? (persist ? read<SentRecord>(k) : undefined);
}

export function saveSent(set: QuestionSet, record: SentRecord, persist: boolean): void {
  const k = key('sent', set);
  sentInMemory.set(k, record);
  if (persist) write(k, record);
}

/** Forgets that a set was sent (a host restoring or re-opening it). */
export function forgetSent(set: QuestionSet): void {
  const k = key('sent', set);
  sentInMemory.delete(k);
  write(k, undefined);
}

/** Forgets every draft and sent record of this page (a host logging a user out; tests). */
export function forgetAll(): void {
  sentInMemory.clear();
  const s = storage();
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
