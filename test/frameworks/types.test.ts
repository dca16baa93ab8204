/**
 * The framework typings type-check: a TypeScript user who imports `question-elements` gets typed
 * `<question-set>` / `<question-form>` in React 19 and Preact JSX, Vue templates and Svelte 5
 * markup, and `HTMLElementTagNameMap` / event map entries. Each check compiles small files that
 * use the elements right (and, through `@ts-expect-error` / `@vue-expect-error` or an expected
 * error list, wrong), so a typing regression fails `npm test`.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const here = join(root, 'test/frameworks/types');
const bin = (name: string) => join(root, 'node_modules/.bin', name);

interface Run {
  code: number;
  output: string;
}

function run(command: string, args: string[], cwd = root): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

const TIMEOUT = 10 * 60_000;

describe('framework typings', { timeout: TIMEOUT }, () => {
  it('React 19 and Preact JSX, HTMLElementTagNameMap and event maps (tsc)', async () => {
    const r = await run(bin('tsc'), ['--noEmit', '-p', join(here, 'tsconfig.json')]);
    assert.equal(r.code, 0, r.output);
  });

  it('Vue templates through GlobalComponents (vue-tsc)', async () => {
    const r = await run(bin('vue-tsc'), ['--noEmit', '-p', join(here, 'tsconfig.vue.json')]);
    assert.equal(r.code, 0, r.output);
  });

  it('Svelte 5 markup through svelte/elements (svelte-check)', async () => {
    const args = ['--workspace', join(root, 'test/frameworks'), '--output', 'machine', '--tsconfig'];
    const ok = await run(bin('svelte-check'), [...args, join(here, 'tsconfig.svelte.json')]);
    assert.match(ok.output, /COMPLETED \d+ FILES 0 ERRORS 0 WARNINGS/, ok.output);
    assert.equal(ok.code, 0, ok.output);

    // wrong.svelte's script and each of its elements have one type error: all five must be reported
    const wrong = await run(bin('svelte-check'), [...args, join(here, 'tsconfig.svelte-errors.json')]);
    const errors = wrong.output.split('\n').filter((line) => / ERROR /.test(line));
    assert.equal(errors.length, 5, wrong.output);
    assert.match(errors[0], /'Uint8Array.*' is not assignable to parameter of type 'string'/);
    assert.match(errors[1], /grid.*' is not assignable to type 'LayoutSetting/);
    assert.match(errors[2], /Property 'txt' does not exist on type 'AnswersDetail'/);
    // a union's members print in the order the checker first met them, which other files decide
    assert.match(errors[3], /'true' is not assignable to type .*(on.* \| .*off|off.* \| .*on)/);
    assert.match(errors[4], /'number' is not assignable to type 'string'/);
  });

  it('the published declarations type-check in a project without any framework (skipLibCheck off)', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'qe-types-'));
    try {
      // the declarations as `npm run build` emits them
      const types = join(tmp, 'emitted');
      const emit = await run(bin('tsc'), [
        '-p',
        join(root, 'tsconfig.build.json'),
        '--declarationDir',
        types,
      ]);
      assert.equal(emit.code, 0, emit.output);
      assert.match(
        readFileSync(join(types, 'index.d.ts'), 'utf8'),
        /export type \* from '\.\/frameworks\/jsx\.js'/,
        'the main entry brings the framework typings',
      );

      // a consumer with the package's dependencies, and no React, Preact, Vue or Svelte
      const consumer = join(tmp, 'consumer');
      const pkg = join(consumer, 'node_modules/question-elements');
      mkdirSync(pkg, { recursive: true });
      cpSync(types, join(pkg, 'dist/types'), { recursive: true });
      writeFileSync(
        join(pkg, 'package.json'),
        JSON.stringify({ name: 'question-elements', type: 'module', types: './dist/types/index.d.ts' }),
      );
      const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      for (const dep of Object.keys(manifest.dependencies)) {
        for (const name of [dep, `@types/${dep.replace(/^@([^/]+)\//, '$1__')}`]) {
          const from = join(root, 'node_modules', name);
          if (!existsSync(from)) continue;
          const to = join(consumer, 'node_modules', name);
          mkdirSync(dirname(to), { recursive: true });
          symlinkSync(from, to, 'dir');
        }
      }
      for (const absent of ['react', 'preact', 'vue', 'svelte', '@types/react'])
        assert.equal(existsSync(join(consumer, 'node_modules', absent)), false);
      writeFileSync(
        join(consumer, 'main.ts'),
        [
          `import 'question-elements';`,
          `import type { QuestionSetElement } from 'question-elements';`,
          `const el: QuestionSetElement = document.createElement('question-set');`,
          `el.addEventListener('question-answers', (e) => console.log(e.detail.text));`,
          '',
        ].join('\n'),
      );
      writeFileSync(
        join(consumer, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            module: 'es2022',
            moduleResolution: 'bundler',
            target: 'es2022',
            lib: ['es2022', 'dom', 'dom.iterable'],
            noEmit: true,
            skipLibCheck: false,
            types: [],
          },
          files: ['main.ts'],
        }),
      );
      const check = await run(bin('tsc'), ['-p', join(consumer, 'tsconfig.json')], consumer);
      assert.equal(check.code, 0, check.output);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
