/**
 * The manuals and the codec can never drift apart:
 * (a) every example in every manual decodes, to the format it documents;
 * (b) every rule the codec enforces is stated in its manual — every invalid fixture's error
 *     matches a rule of its format's table, and every rule of the table is broken by a mutation of
 *     the manual's own examples, with that rule's code at that rule's path;
 * (c) the committed manuals/*.md are exactly what `npm run manuals` generates.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { FORMAT_IDS, parse, type DecodeError, type FormatId } from '../../src/codec/index.js';
import {
  errorPath,
  exampleBody,
  manualFor,
  manualText,
  MANUALS,
  pathMatches,
  renderManual,
  ruleFor,
  segments,
  type Manual,
} from '../../src/manuals/index.js';
import { rulePath } from '../../src/codec/manual/common.js';
import { COUNTED, mutations, wrongType } from './mutate.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = ROOT + 'fixtures/';

interface InvalidFixture {
  file: string;
  error: DecodeError;
}

function invalidFixtures(dir: string): InvalidFixture[] {
  if (!existsSync(FIXTURES + dir)) return [];
  return readdirSync(FIXTURES + dir)
    .filter((f) => f.endsWith('.expected.json'))
    .sort()
    .map((f) => ({ file: dir + f, error: JSON.parse(readFileSync(FIXTURES + dir + f, 'utf8')).error }));
}

const show = (e: DecodeError | undefined) =>
  e ? `${e.code} at ${JSON.stringify(e.path ?? [])}: ${e.message}` : 'no error';

describe('the manuals are complete', () => {
  test('one manual per format, each naming its format', () => {
    assert.deepEqual(Object.keys(MANUALS).sort(), [...FORMAT_IDS].sort());
    for (const format of FORMAT_IDS) assert.equal(manualFor(format).format, format);
  });

  for (const manual of Object.values(MANUALS)) {
    test(`${manual.format}: when, shape, example, answer and rules are all there`, () => {
      assert.ok(manual.when.length > 0);
      assert.ok(manual.fields.length > 0);
      assert.ok(manual.rules.length > 0);
      assert.ok(manual.examples.length > 0);
      assert.ok(manual.answer.length > 0);
      const md = renderManual(manual);
      for (const heading of [
        '## When to ask with it',
        '## Shape',
        '## Example',
        '## The answer',
        '## Mistakes the codec rejects',
      ])
        assert.ok(md.includes(heading), heading);
    });

    test(`${manual.format}: one rule per path and code, every path a field of the shape`, () => {
      const seen = new Set<string>();
      const fields = new Set(manual.fields.map((f) => f.path));
      for (const r of manual.rules) {
        const key = `${r.path} ${r.code}`;
        assert.ok(!seen.has(key), `two rules for ${key}`);
        seen.add(key);
        assert.ok(r.text.trim().endsWith('.'), `${key}: the text is one plain sentence`);
        if (r.path === '' || r.path === '**') continue;
        // an unknown key is no field: its rule stands on the object that holds it
        const owner =
          r.code === 'unknown-key' && r.path.endsWith('*') ? r.path.replace(/\.?\*$/, '') : r.path;
        assert.ok(owner === '' || fields.has(owner), `${key}: the shape lists no field ${owner}`);
      }
    });

    test(`${manual.format}: every field of the shape is checked by some rule, or says how a misfit is read`, () => {
      for (const f of manual.fields) {
        if (f.type === 'any' || f.misfit) continue;
        assert.ok(
          manual.rules.some((r) => r.path === f.path),
          `${f.path} is in the shape, but no rule checks it and it says nothing of a misfit`,
        );
      }
    });

    test(`${manual.format}: a type rule can be broken from the field's type, or names a bad value`, () => {
      for (const r of manual.rules.filter((x) => x.code === 'type' && x.path && x.path !== '**')) {
        const f = manual.fields.find((x) => x.path === r.path)!;
        assert.ok('bad' in r || wrongType(f.type) !== undefined, `${r.path}: no wrong type for ${f.type}`);
      }
    });
  }
});

describe('(a) every example in every manual decodes, to the format it documents', () => {
  for (const manual of Object.values(MANUALS)) {
    for (const example of manual.examples) {
      test(`${manual.format}: ${example.title}`, () => {
        const body = exampleBody(manual.format, example);
        const auto = parse(body);
        assert.ok(auto.ok, `the example fails: ${show(!auto.ok ? auto.error : undefined)}\n${body}`);
        assert.equal(auto.set.format, manual.format);
        const fixed = parse(body, { format: manual.format });
        assert.ok(fixed.ok);
        assert.deepEqual(fixed.set, auto.set);
        assert.ok(renderManual(manual).includes(body), 'the Markdown shows the example as written');
      });
    }
  }
});

describe('(b) every rule the codec enforces is stated in its manual', () => {
  describe('every invalid fixture breaks a rule of its format', () => {
    for (const format of FORMAT_IDS) {
      for (const f of invalidFixtures(`${format}/invalid/`)) {
        test(f.file, () => {
          const r = ruleFor(format, f.error);
          assert.ok(
            r,
            `no rule of the ${format} manual states ${f.error.code} at ${errorPath(format, f.error) || 'the body'}`,
          );
        });
      }
    }
  });

  test('every format-less invalid fixture (limits, YAML) is stated by a manual, except format recognition', () => {
    const missing = invalidFixtures('any/invalid/')
      .filter((f) => !['unknown-format', 'ambiguous-format'].includes(f.error.code))
      .filter((f) => !FORMAT_IDS.some((format) => ruleFor(format, f.error)))
      .map((f) => `${f.file}: ${show(f.error)}`);
    assert.deepEqual(missing, []);
  });

  for (const manual of Object.values(MANUALS)) {
    describe(`${manual.format}: every rule is broken by a mutation of the examples`, () => {
      for (const rule of manual.rules) {
        test(`${rule.path || '(body)'} ${rule.code}`, () => {
          const tried = mutations(manual, rule);
          assert.ok(tried.length > 0, 'the mutator made no body for this rule');
          const pattern = segments(rule.path);
          const results = tried.map((m) => {
            const r = parse(m.body, { format: manual.format });
            return { m, error: r.ok ? undefined : r.error };
          });
          const hit = results.find(
            ({ error }) => error?.code === rule.code && pathMatches(pattern, rulePath(manual, error.path)),
          );
          assert.ok(
            hit,
            `no mutation gives ${rule.code} at ${rule.path || 'the body'}:\n` +
              results
                .slice(0, 6)
                .map(({ m, error }) => `  ${m.where}: ${show(error)}`)
                .join('\n'),
          );
          // and the rule the codec reports for it is this one (no earlier rule claims the error)
          assert.equal(ruleFor(manual.format, hit.error!), rule);

          // a counted limit is exact: the same place exactly at the limit does not break the rule
          if (COUNTED.includes(rule.code) && !('bad' in rule)) {
            const edge = mutations(manual, rule, 'at');
            assert.ok(edge.length > 0, 'the mutator made no body at the limit');
            for (const m of edge) {
              const r = parse(m.body, { format: manual.format });
              const broken =
                !r.ok && r.error.code === rule.code && pathMatches(pattern, rulePath(manual, r.error.path));
              assert.ok(
                !broken,
                `at the limit (${m.where}) the codec still says ${show(!r.ok ? r.error : undefined)}`,
              );
            }
          }
        });
      }
    });
  }
});

describe('(c) the committed manuals/*.md equal a fresh generation', () => {
  const dir = ROOT + 'manuals/';

  test('one file per format, nothing else', () => {
    assert.deepEqual(readdirSync(dir).sort(), FORMAT_IDS.map((f) => `${f}.md`).sort());
  });

  for (const format of FORMAT_IDS) {
    test(`manuals/${format}.md`, async () => {
      const fresh = manualText(format as FormatId);
      assert.equal(readFileSync(`${dir}${format}.md`, 'utf8'), fresh, 'run `npm run manuals`');
      const options = (await prettier.resolveConfig(`${dir}${format}.md`)) ?? {};
      assert.equal(
        await prettier.format(fresh, { ...options, parser: 'markdown' }),
        fresh,
        'prettier would change it',
      );
    });
  }
});

describe('ruleFor', () => {
  test('names the rule an error broke, with the path as the rule states it', () => {
    const r = parse('```questions\nquestions:\n  - key: a\n    text: A?\n    kind: radio\n```');
    assert.equal(r.ok, false);
    if (r.ok) return;
    assert.equal(errorPath('vance', r.error), 'questions[].kind');
    assert.equal(ruleFor('vance', r.error)?.code, 'enum');
    assert.match(ruleFor('vance', r.error)!.text, /choice, text or confirm/);
  });

  test('a bare list and a bare question stand for questions[]', () => {
    assert.equal(errorPath('shiitake', { path: [0, 'id'] }), 'questions[].id');
    assert.equal(errorPath('structured', { path: ['title'] }), 'questions[].title');
    assert.equal(errorPath('structured', { path: [] }), '');
    assert.equal(
      errorPath('mcp', { path: ['requestedSchema', 'properties', 'x', 'enum', 2] }),
      'requestedSchema.properties.x.enum[]',
    );
    assert.equal(
      ruleFor('mcp', { code: 'type', path: ['requestedSchema', 'properties', 'x', 'default', 2] })?.path,
      'requestedSchema.properties.*.default[]',
    );
  });

  test('gives undefined for an error no rule states', () => {
    assert.equal(ruleFor('index', { code: 'locale', path: ['locale'] }), undefined);
  });
});

/** Rule counts per format, printed for the report. */
test('rule counts', (t) => {
  const counts = Object.fromEntries(Object.values(MANUALS).map((m: Manual) => [m.format, m.rules.length]));
  t.diagnostic(JSON.stringify(counts));
  assert.ok(Object.values(counts).every((n) => n > 0));
});
