/**
 * Competition between sets (seed 000): in one scope, a newer open set closes the older open ones;
 * newer means later in the document. The rule reads only what each member tells it — its scope
 * key, its session, its position — so it holds the same whatever order members join or leave in:
 * a set closed by a newer one opens again when that newer one goes away before it was answered.
 * And a set sent by one member is shown as sent by every member showing the same set.
 */
import type { Session } from './session.js';
import type { SentRecord } from './store.js';

export interface ScopeMember {
  /** the session of the set it shows (undefined while there is none) */
  readonly session: Session | undefined;
  /** which sets compete with it (undefined: none) */
  scopeKey(): unknown;
  /** whether `other` stands before it (in the document) */
  follows(other: ScopeMember): boolean;
  /** its session changed from outside (closed, reopened, adopted a record) */
  refresh(): void;
}

export class ScopeRegistry {
  #members = new Set<ScopeMember>();

  join(member: ScopeMember): void {
    this.#members.add(member);
  }

  /** A member left: sets it had closed by being newer are judged again. */
  leave(member: ScopeMember): void {
    if (!this.#members.delete(member)) return;
    const key = member.scopeKey();
    if (key === undefined) return;
    for (const other of this.#rivals(member, key))
      if (other.session!.reason === 'superseded' && !this.#newerThan(other, key)) {
        other.session!.setStatus('open');
        other.refresh();
      }
  }

  /**
   * An open set claims its scope: older open sets close; it closes itself when a newer set (other
   * than one showing the same set) already stands after it, answered or not.
   */
  claim(member: ScopeMember): void {
    const key = member.scopeKey();
    const session = member.session;
    if (key === undefined || !session?.open) return;
    if (this.#newerThan(member, key)) {
      session.close('superseded');
      member.refresh();
      return;
    }
    for (const other of this.#rivals(member, key))
      if (member.follows(other) && other.session!.open) {
        other.session!.close('superseded');
        other.refresh();
      }
  }

  /** A member sent its set: every other member showing the same set (same id and content) shows the record. */
  announce(member: ScopeMember, record: SentRecord): void {
    const session = member.session;
    if (!session) return;
    for (const other of this.#members) {
      const s = other.session;
      if (other !== member && s && !s.sent && s.showsSameSet(session)) {
        s.adopt(record);
        other.refresh();
      }
    }
  }

  /** Whether a member showing another set (another id, or the same id with other content) stands after this one in its scope. */
  #newerThan(member: ScopeMember, key: unknown): boolean {
    const session = member.session!;
    for (const other of this.#rivals(member, key))
      if (!member.follows(other) && !other.session!.showsSameSet(session)) return true;
    return false;
  }

  *#rivals(member: ScopeMember, key: unknown): Generator<ScopeMember> {
    for (const other of this.#members)
      if (other !== member && other.session && other.scopeKey() === key) yield other;
  }
}
