/**
 * Every relative link in the project's Markdown (README, CONTRIBUTING, docs/, manuals/, bench/,
 * examples/) points at a file that exists, and a link to a heading of a Markdown file points at a
 * heading that file has (GitHub's anchor rule: lower case, punctuation dropped, spaces to hyphens).
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function markdownFiles(dir: string, deep: boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return deep && entry.name !== 'node_modules' ? markdownFiles(full, deep) : [];
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

const files = [
  ...markdownFiles(root, false),
  ...['docs', 'manuals', 'bench', 'examples'].flatMap((d) => markdownFiles(join(root, d), true)),
];

/** GitHub's anchor for a heading text. */
export function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchor(m[1]!)));
}

test('the anchor rule matches GitHub on the headings used here', () => {
  assert.equal(
    anchor('What the user sees is what the agent reads'),
    'what-the-user-sees-is-what-the-agent-reads',
  );
  assert.equal(
    anchor('The markdown-it plugin (`question-elements/markdown-it`)'),
    'the-markdown-it-plugin-question-elementsmarkdown-it',
  );
});

test('the Markdown files were found', () => {
  assert.ok(files.some((f) => relative(root, f) === 'README.md'));
  assert.ok(files.length > 10, `${files.length} files`);
});

for (const file of files) {
  test(`links in ${relative(root, file)} resolve`, () => {
    const text = readFileSync(file, 'utf8')
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`\n]*`/g, '');
    const broken: string[] = [];
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue; // https:, mailto: …
      const [path, hash] = target!.split('#') as [string, string | undefined];
      const resolved = path ? join(dirname(file), decodeURIComponent(path)) : file;
      if (!existsSync(resolved)) {
        broken.push(`${target} (no such file)`);
        continue;
      }
      if (hash && statSync(resolved).isFile() && resolved.endsWith('.md') && !anchors(resolved).has(hash)) {
        broken.push(`${target} (no such heading)`);
      }
    }
    assert.deepEqual(broken, []);
  });
}
