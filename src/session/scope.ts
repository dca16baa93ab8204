/**
 * Competition between sets (seed 000): in one scope, a newer open set closes the older open ones;
 * newer means later in the document. The rule reads only what each member tells it — its scope
 * key, its session, its position — so it holds the same whatever order members join or leave in:
 * a set closed by a newer one opens again when that newer one goes away before it was answered.
 * And a set sent by one member is shown as sent by every member showing the same set.
 *
 * A transcript holds thousands of sets in one scope, so no step walks them all: each scope keeps
 * its members in document order (a new member is compared with the last one, and only placed by a
 * binary search when it does not come last), and the members that may be open. "Is there a newer
 * set" reads the list from its end; a claim closes only the members that may be open.
 */
import type { Session, Shown } from './session.js';
import type { SentRecord } from './store.js';

export interface ScopeMember<S extends Shown = Session> {
  /** the session of the set it shows, or its restored receipt (undefined while there is none) */
  readonly session: S | undefined;
  /** which sets compete with it (undefined: none) */
  scopeKey(): unknown;
  /** whether `other` stands before it (in the document) */
  follows(other: ScopeMember<S>): boolean;
  /** its session changed from outside (closed, reopened, adopted a record) */
  refresh(): void;
}

/** A member as the registry reads it: its session or its restored receipt. */
type Member = ScopeMember<Shown>;

interface Scope {
  /** every member in the scope, in document order */
  members: Member[];
  /** the members that were open when last seen (a superset of the open ones) */
  open: Set<Member>;
}

export class ScopeRegistry {
  #members = new Set<Member>();
  #scopes = new Map<unknown, Scope>();
  /** the key each member is filed under (members of no scope are not here) */
  #keys = new Map<Member, unknown>();

  join(member: Member): void {
    this.#members.add(member);
    this.#file(member);
  }

  /** A member left: sets it had closed by being newer are judged again. */
  leave(member: Member): void {
    if (!this.#members.delete(member)) return;
    const scope = this.#unfile(member);
    if (!scope) return;
    // from the end: a member with a newer other set after it (another id, or the same id with other
    // content) keeps what it has, and once two sets are seen, every member before has one
    const { members } = scope;
    const sets: Shown[] = [];
    for (let i = members.length - 1; i >= 0 && sets.length < 2; i--) {
      const other = members[i];
      const session = other.session;
      if (!session) continue;
      const seen = sets.some((s) => s.showsSameSet(session));
      const newer = sets.length > 1 || (sets.length === 1 && !seen);
      if (session.reason === 'superseded' && !newer) {
        session.setStatus('open');
        scope.open.add(other);
        other.refresh();
      }
      if (!seen) sets.push(session);
    }
  }

  /**
   * An open set claims its scope: older open sets close; it closes itself when a newer set (other
   * than one showing the same set) already stands after it, answered or not.
   */
  claim(member: Member): void {
    const session = member.session;
    if (!session?.open) return;
    const scope = this.#file(member);
    if (!scope) return;
    if (this.#newerThan(member, scope)) {
      session.close('superseded');
      member.refresh();
      return;
    }
    for (const other of scope.open) {
      if (other === member) continue;
      const s = other.session;
      if (!s?.open) scope.open.delete(other);
      else if (member.follows(other)) {
        scope.open.delete(other);
        s.close('superseded');
        other.refresh();
      }
    }
    scope.open.add(member);
  }

  /** A member's session may have opened from outside (the host's `state`): a later claim sees it. */
  seen(member: Member): void {
    if (member.session?.open) this.#file(member)?.open.add(member);
  }

  /** A member sent its set: every other member showing the same set (same id and content) shows the record. */
  announce(member: Member, record: SentRecord): void {
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

  /** Whether a member showing another set (another id, or the same id with other content) stands after this one in its scope: read from the end. */
  #newerThan(member: Member, scope: Scope): boolean {
    const session = member.session!;
    const { members } = scope;
    for (let i = members.length - 1; i >= 0; i--) {
      const other = members[i];
      if (other === member) return false;
      if (other.session && !other.session.showsSameSet(session)) return true;
    }
    return false;
  }

  /** Files a joined member under its scope key as it is now (moving it if the key changed). */
  #file(member: Member): Scope | undefined {
    if (!this.#members.has(member)) return undefined;
    const key = member.scopeKey();
    if (this.#keys.has(member)) {
      if (this.#keys.get(member) === key) return this.#scopes.get(key);
      this.#unfile(member);
    }
    if (key === undefined) return undefined;
    let scope = this.#scopes.get(key);
    if (!scope) this.#scopes.set(key, (scope = { members: [], open: new Set() }));
    const { members } = scope;
    // appended sets come last: one comparison; otherwise a binary search for its place
    if (!members.length || member.follows(members[members.length - 1])) members.push(member);
    else {
      let lo = 0;
      let hi = members.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (member.follows(members[mid])) lo = mid + 1;
        else hi = mid;
      }
      members.splice(lo, 0, member);
    }
    if (member.session?.open) scope.open.add(member);
    this.#keys.set(member, key);
    return scope;
  }

  /** Takes a member out of the scope it is filed under; that scope. */
  #unfile(member: Member): Scope | undefined {
    if (!this.#keys.has(member)) return undefined;
    const key = this.#keys.get(member);
    this.#keys.delete(member);
    const scope = this.#scopes.get(key);
    if (!scope) return undefined;
    const { members } = scope;
    // a transcript goes away first to last, a list is trimmed from either end: look from both ends
    for (let a = 0, b = members.length - 1; a <= b; a++, b--) {
      if (members[a] === member) {
        members.splice(a, 1);
        break;
      }
      if (members[b] === member) {
        members.splice(b, 1);
        break;
      }
    }
    scope.open.delete(member);
    if (!members.length) this.#scopes.delete(key);
    return scope;
  }
}
