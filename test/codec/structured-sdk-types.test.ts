/**
 * The structured payload against the Claude Agent SDK's own type: every payload of the corpus
 * (the answer cases, and each valid body answered) is written into a TypeScript module as a literal
 * typed `AskUserQuestionOutput`, and each valid body as `AskUserQuestionInput`, from
 * `@anthropic-ai/claude-agent-sdk/sdk-tools` (0.3.336, installed test-only in
 * test/reference/claude-agent-sdk by scripts/reference-types.mjs); the compiler must find nothing.
 * The same check finds the payload this format gave before (`{ message, answers }`).
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { test } from 'node:test';
import ts from 'typescript';
import { encodeAnswers, parse, type Answer, type QuestionSet } from '../../src/codec/index.js';
// @ts-expect-error a plain script of the repository, without types
import { CLAUDE_AGENT_SDK, installReferenceTypes } from '../../scripts/reference-types.mjs';
import { answerCases, bodyCases } from './corpus.js';

// inside the install, where every tool already ignores files and the SDK resolves from
const out = `${CLAUDE_AGENT_SDK as string}node_modules/.generated/`;

function decoded(body: string): QuestionSet {
  const r = parse(body, { format: 'structured' });
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.set;
}

/** Every payload of the corpus: the answer cases', and each valid body with its first option of each question picked and a note. */
function payloads(): unknown[] {
  const list: unknown[] = [];
  for (const c of answerCases().filter((x) => x.format === 'structured'))
    list.push(encodeAnswers(decoded(c.body), (c.case.answers ?? []) as Answer[]).payload);
  for (const c of bodyCases('valid').filter((x) => x.format === 'structured')) {
    const set = decoded(c.body);
    const answers = set.questions.map((q): Answer => ({
      questionId: q.id,
      outcome: 'answered',
      selected: [q.options[0].id],
      text: 'a note',
    }));
    list.push(encodeAnswers(set, answers).payload);
  }
  return list;
}

/** The compiler's errors for a module that types each value as the SDK's type. */
function typeErrors(name: string, type: 'AskUserQuestionOutput' | 'AskUserQuestionInput', values: unknown[]) {
  mkdirSync(out, { recursive: true });
  const file = `${out}${name}.ts`;
  writeFileSync(
    file,
    `import type { ${type} } from '@anthropic-ai/claude-agent-sdk/sdk-tools';\n` +
      values.map((v, i) => `export const v${i}: ${type} = ${JSON.stringify(v, null, 1)};\n`).join(''),
  );
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    // the SDK's declarations are read and resolved, not checked themselves: the literals are
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts'],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

test('every structured payload of the corpus is an AskUserQuestionOutput, every body an AskUserQuestionInput', () => {
  installReferenceTypes();
  const sdk = JSON.parse(
    readFileSync(
      `${CLAUDE_AGENT_SDK as string}node_modules/@anthropic-ai/claude-agent-sdk/package.json`,
      'utf8',
    ),
  ) as { version: string };
  assert.equal(sdk.version, '0.3.336');
  const all = payloads();
  assert.ok(all.length >= 25, `only ${all.length} payloads`);
  assert.ok(
    all.some((p) => JSON.stringify(p).includes('"notes"')),
    'the corpus has notes',
  );
  assert.ok(
    all.some((p) => JSON.stringify(p).includes('"annotations":{') && JSON.stringify(p).includes('"preview"')),
  );
  assert.deepEqual(typeErrors('payloads', 'AskUserQuestionOutput', all), []);
  // the bodies as AskUserQuestion takes them (`{ questions }`, AskUserQuestion's spelling)
  const inputs = bodyCases('valid')
    .filter((x) => x.format === 'structured')
    .map((c) => ({
      questions: (encodeAnswers(decoded(c.body), []).payload as { questions: unknown[] }).questions,
    }));
  assert.deepEqual(typeErrors('inputs', 'AskUserQuestionInput', inputs), []);
});

test('the check can fail: the old payload shape and a list in place of a string are refused', () => {
  installReferenceTypes();
  const errors = typeErrors('wrong', 'AskUserQuestionOutput', [
    { message: 'Vitest', answers: { 'Which test runner?': 'Vitest' } },
    { questions: [], answers: { 'Which test runner?': ['Vitest'] } },
  ]);
  assert.equal(errors.length, 2, errors.join('\n'));
});
