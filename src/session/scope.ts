/**
 * Competition between sets (seed 000): in one scope, a newer open set closes the older open ones;
 * newer means later in the document. The rule reads only what each member tells it — its scope
 * key, its session, its position — so it holds the same whatever order members join or leave in:
 * a set closed by a newer one opens again when that newer one goes away before it was answered.
 * And a set sent by one member is shown as sent by every member showing the same set.
 *
 * Identity (SPEC §6): a set is its format, id, content and record key (`recordKey`). Members
 * showing the same set at once (a transcript and a search pane) are copies of one set: they never
 * close each other, and a set stands where its first copy in the document stands, so a copy shown
 * below a newer set does not make the older set newer. A set without an id of its own is also keyed
 * by its place among the asks of the same question in its scope: asked again, it is a new set.
 *
 * A transcript holds thousands of sets in one scope, so no step walks them all: each scope keeps
 * its members in document order (a new member is compared with the last one, and only placed by a
 * binary search when it does not come last), the members that may be open, and the copies of each
 * set and the asks of each question (short lists, in document order). "Is there a newer set" reads
 * the list from its end; a claim closes only the members that may be open.
 */
import type { QuestionSet } from '../codec/model.js';
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
  /** the members showing each set (`identity`), in document order: the copies of one set */
  sets: Map<string, Member[]>;
  /** the members placed by `recordKey` as asks of a question (`ask`), in document order */
  asks: Map<string, Member[]>;
}

/** What makes a set shown the set it is: format, id, content and record key. */
const identity = (s: Shown | undefined) => s && `${s.set.format}\n${s.set.id}\n${s.fingerprint}\n${s.key}`;

/** The question a set without an id of its own asks: its derived id names its content. */
const ask = (set: QuestionSet) => `${set.format}\n${set.id}`;

/** Puts a member in its place in a list kept in document order: last in one comparison, else by a binary search. */
function insert(list: Member[], member: Member): void {
  if (!list.length || member.follows(list[list.length - 1])) {
    list.push(member);
    return;
  }
  let lo = 0;
  let hi = list.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (member.follows(list[mid])) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, member);
}

/** Takes a member out of a list: a transcript goes away first to last, a list is trimmed from either end, so both ends are looked at. */
function remove(list: Member[], member: Member): void {
  for (let a = 0, b = list.length - 1; a <= b; a++, b--) {
    if (list[a] === member) return void list.splice(a, 1);
    if (list[b] === member) return void list.splice(b, 1);
  }
}

export class ScopeRegistry {
  #members = new Set<Member>();
  #scopes = new Map<unknown, Scope>();
  /** the key each member is filed under (members of no scope are not here) */
  #keys = new Map<Member, unknown>();
  /** the set each filed member is filed under among its scope's `sets` */
  #ids = new Map<Member, string>();
  /** the question and place of each member that `recordKey` placed among the asks of its scope (kept while it is away) */
  #asked = new WeakMap<Member, { question: string; n: number }>();

  join(member: Member): void {
    this.#members.add(member);
    this.#file(member);
  }

  /** A member left: sets it had closed by being newer are judged again. */
  leave(member: Member): void {
    if (!this.#members.delete(member)) return;
    const scope = this.#unfile(member);
    if (!scope) return;
    // the newest set is the last one whose first copy stands last: copies of older sets after it
    // are passed; its superseded copies open again
    const { members } = scope;
    for (let i = members.length - 1; i >= 0; i--) {
      const other = members[i];
      if (!other.session) continue;
      const copies = scope.sets.get(this.#ids.get(other)!) ?? [other];
      if (copies[0] !== other) continue;
      for (const m of copies) {
        const session = m.session;
        if (session?.reason !== 'superseded') continue;
        session.setStatus('open');
        scope.open.add(m);
        m.refresh();
      }
      return;
    }
  }

  /**
   * An open set claims its scope: older open sets close; it closes itself when a newer set (other
   * than one showing the same set) already stands after it, answered or not. Copies of the same set
   * never close each other.
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
    const mine = this.#first(member, scope);
    for (const other of scope.open) {
      if (other === member) continue;
      const s = other.session;
      if (!s?.open) scope.open.delete(other);
      else if (!s.showsSameSet(session) && mine.follows(this.#first(other, scope))) {
        scope.open.delete(other);
        s.close('superseded');
        other.refresh();
      }
    }
    scope.open.add(member);
  }

  /** A member's session is new, or may have opened from outside (the host's `state`): filed as it is now, a later claim sees it. */
  seen(member: Member): void {
    const scope = this.#file(member);
    if (scope && member.session?.open) scope.open.add(member);
  }

  /** A member sent its set: every other member showing the same set (same id, content and record key) shows the record. */
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

  /**
   * The record key of the set a joined member is about to show (SPEC §6), beside its id and content:
   * the host's key where it gives one (`hostKey`: it wins); else, for a set without an id of its
   * own, its place among the asks of the same question in its scope — one more than the ask before
   * it in the document, or '' (the key such a set always had) for the first — so a later identical
   * ask is a new set, while a re-render in the same place (the element re-created, its body set
   * again) keeps its record; else ''. The place is given once, when the member begins to show the
   * set, and kept while it shows it.
   */
  recordKey(member: Member, set: QuestionSet, hostKey?: string): string {
    this.#unask(member);
    this.#asked.delete(member);
    if (hostKey) return `=${hostKey}`;
    if (!set.derivedId) return '';
    const scope = this.#file(member);
    if (!scope) return '';
    const question = ask(set);
    let asks = scope.asks.get(question);
    if (!asks) scope.asks.set(question, (asks = []));
    insert(asks, member);
    const at = asks.indexOf(member);
    const n = at ? this.#asked.get(asks[at - 1])!.n + 1 : 0;
    this.#asked.set(member, { question, n });
    return n ? `#${n}` : '';
  }

  /** Whether a member showing another set (another id, or the same id with other content) stands after this one's set in its scope: read from the end, to the set's first copy. */
  #newerThan(member: Member, scope: Scope): boolean {
    const session = member.session!;
    const mine = this.#first(member, scope);
    const { members } = scope;
    for (let i = members.length - 1; i >= 0; i--) {
      const other = members[i];
      if (other === mine) return false;
      const s = other.session;
      if (!s || s.showsSameSet(session)) continue;
      // a copy of a set whose first copy stands before this one is not newer
      const first = this.#first(other, scope);
      if (first === other || first.follows(mine)) return true;
    }
    return false;
  }

  /** The first copy, in the document, of the set a member shows. */
  #first(member: Member, scope: Scope): Member {
    return scope.sets.get(this.#ids.get(member)!)?.[0] ?? member;
  }

  /** Files a joined member under its scope key and its set as they are now (moving it if either changed). */
  #file(member: Member): Scope | undefined {
    if (!this.#members.has(member)) return undefined;
    const key = member.scopeKey();
    let scope: Scope | undefined;
    if (this.#keys.has(member)) {
      if (this.#keys.get(member) === key) scope = this.#scopes.get(key);
      else this.#unfile(member);
    }
    if (!scope) {
      if (key === undefined) return undefined;
      scope = this.#scopes.get(key);
      if (!scope)
        this.#scopes.set(key, (scope = { members: [], open: new Set(), sets: new Map(), asks: new Map() }));
      insert(scope.members, member);
      if (member.session?.open) scope.open.add(member);
      this.#keys.set(member, key);
      // back after being away: an ask keeps the place it was given
      const asked = this.#asked.get(member);
      if (asked) {
        let asks = scope.asks.get(asked.question);
        if (!asks) scope.asks.set(asked.question, (asks = []));
        insert(asks, member);
      }
    }
    const id = identity(member.session);
    const was = this.#ids.get(member);
    if (id !== was) {
      this.#unset(member, scope);
      if (id !== undefined) {
        let copies = scope.sets.get(id);
        if (!copies) scope.sets.set(id, (copies = []));
        insert(copies, member);
        this.#ids.set(member, id);
      }
    }
    return scope;
  }

  /** Takes a member out of the copies of the set it was filed under. */
  #unset(member: Member, scope: Scope): void {
    const id = this.#ids.get(member);
    if (id === undefined) return;
    this.#ids.delete(member);
    const copies = scope.sets.get(id);
    if (!copies) return;
    remove(copies, member);
    if (!copies.length) scope.sets.delete(id);
  }

  /** Takes a member out of the asks of its question (its place is kept in `#asked`). */
  #unask(member: Member): void {
    const asked = this.#asked.get(member);
    const scope = this.#scopes.get(this.#keys.get(member));
    const asks = asked && scope?.asks.get(asked.question);
    if (!asks) return;
    remove(asks, member);
    if (!asks.length) scope!.asks.delete(asked.question);
  }

  /** Takes a member out of the scope it is filed under; that scope. */
  #unfile(member: Member): Scope | undefined {
    if (!this.#keys.has(member)) return undefined;
    const key = this.#keys.get(member);
    const scope = this.#scopes.get(key);
    if (scope) {
      this.#unset(member, scope);
      this.#unask(member);
    }
    this.#keys.delete(member);
    if (!scope) return undefined;
    remove(scope.members, member);
    scope.open.delete(member);
    if (!scope.members.length) this.#scopes.delete(key);
    return scope;
  }
}
