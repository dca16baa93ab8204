/**
 * Competition in a scope of thousands (issue 31, class 2): joining, claiming and leaving cost a
 * few comparisons of document position per set, whatever the order, and the rules stay those of
 * the seed (a newer open set closes older open ones; a set closed by a newer one opens again when
 * that one leaves unanswered).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Session } from '../../src/session/session.js';
import { ScopeRegistry, type ScopeMember } from '../../src/session/scope.js';
import { parse } from '../../src/codec/index.js';
import type { QuestionSet } from '../../src/codec/model.js';

function set(id: string): QuestionSet {
  const r = parse(
    JSON.stringify({
      locale: 'en',
      id,
      questions: [
        {
          id: 'q',
          title: 'Go?',
          answers: [
            { id: 'y', label: 'Yes' },
            { id: 'n', label: 'No' },
          ],
        },
      ],
    }),
    { format: 'egoz' },
  );
  assert.ok(r.ok);
  return r.set;
}

/** Members on a line; every comparison of positions is counted. */
function line() {
  const count = { comparisons: 0 };
  const at = new Map<ScopeMember, number>();
  const member = (session: Session, position: number): ScopeMember => {
    const m: ScopeMember = {
      session,
      scopeKey: () => 'chat',
      follows: (other) => {
        count.comparisons++;
        return position > at.get(other)!;
      },
      refresh: () => {},
    };
    at.set(m, position);
    return m;
  };
  return { count, member };
}

const BASE = set('s');
/**
 * The i-th set: each its own id (SPEC §6: members showing the same id and content are copies of
 * one set, which never close each other; a transcript asks a new set each time).
 */
const nth = (i: number): QuestionSet => ({ ...BASE, id: `s${i}` });

/** n sets added as a transcript grows (each after the last), then removed: the comparisons made. */
function transcript(
  n: number,
  order: 'first-to-last' | 'last-to-first' | 'middle-out',
): { comparisons: number; open: number[] } {
  const registry = new ScopeRegistry();
  const { count, member } = line();
  const members = Array.from({ length: n }, (_, i) => member(new Session(nth(i)), i));
  for (const m of members) {
    registry.join(m);
    registry.claim(m);
  }
  const open = members.flatMap((m, i) => (m.session!.open ? [i] : []));
  const gone =
    order === 'first-to-last'
      ? members
      : order === 'last-to-first'
        ? [...members].reverse()
        : members.map((_, i) => members[(i * 7919) % n]);
  for (const m of gone) registry.leave(m);
  return { comparisons: count.comparisons, open };
}

describe('a scope of thousands of sets', () => {
  for (const order of ['first-to-last', 'last-to-first', 'middle-out'] as const)
    test(`added, then removed ${order}: comparisons grow linearly`, () => {
      const small = transcript(1000, order);
      const large = transcript(4000, order);
      assert.deepEqual(small.open, [999], 'only the newest set is open');
      const ratio = large.comparisons / small.comparisons;
      assert.ok(small.comparisons <= 3 * 1000, `${small.comparisons} comparisons for 1000 sets`);
      assert.ok(ratio < 4.5, `4n sets took ${ratio.toFixed(2)} times the comparisons of n`);
    });

  test('sets inserted before the others (a keyed re-render) are placed by a binary search', () => {
    const registry = new ScopeRegistry();
    const { count, member } = line();
    const n = 4096;
    const members = Array.from({ length: n }, (_, i) => member(new Session(nth(i)), n - i));
    for (const m of members) {
      registry.join(m);
      registry.claim(m);
    }
    // each joins before all the others: about log2(i) comparisons to place it, a few more to claim
    assert.ok(count.comparisons < n * 16, `${count.comparisons} comparisons`);
    assert.deepEqual(
      members.flatMap((m, i) => (m.session!.open ? [i] : [])),
      [0],
      'the one last in the document stays open',
    );
  });

  test('when the newest leaves unanswered, the one before it opens again', () => {
    const registry = new ScopeRegistry();
    const { member } = line();
    const [a, b, c] = [0, 1, 2].map((i) => member(new Session(nth(i)), i));
    for (const m of [a, b, c]) {
      registry.join(m);
      registry.claim(m);
    }
    assert.deepEqual(
      [a, b, c].map((m) => m.session!.status),
      ['closed', 'closed', 'open'],
    );
    registry.leave(c);
    assert.deepEqual(
      [a, b].map((m) => m.session!.status),
      ['closed', 'open'],
    );
    registry.leave(b);
    assert.equal(a.session!.status, 'open');
  });

  test('a set opened by the host is closed by the next newer claim', () => {
    const registry = new ScopeRegistry();
    const { member } = line();
    const [a, b] = [0, 1].map((i) => member(new Session(nth(i)), i));
    for (const m of [a, b]) {
      registry.join(m);
      registry.claim(m);
    }
    a.session!.setStatus('open');
    registry.seen(a);
    const c = member(new Session(nth(2)), 2);
    registry.join(c);
    registry.claim(c);
    assert.deepEqual(
      [a, b, c].map((m) => m.session!.status),
      ['closed', 'closed', 'open'],
    );
  });
});
