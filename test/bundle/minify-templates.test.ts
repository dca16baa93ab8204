/**
 * scripts/minify-templates.mjs, the Rollup plugin both builds run over our sources: a sample module
 * goes through Rollup with it, and the templates that come out are compared chunk by chunk.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { rollup, type Plugin } from 'rollup';
import { parseAst } from 'rollup/parseAst';

const pluginUrl = new URL('../../scripts/minify-templates.mjs', import.meta.url).href;
const { minifyTemplates } = (await import(pluginUrl)) as { minifyTemplates: (o: { dir: string }) => Plugin };

const dir = join(process.cwd(), 'sample-src');
const inside = join(dir, 'sample.js');
const outside = join(process.cwd(), 'elsewhere', 'sample.js');

/** Builds `code` (as a module under the plugin's folder, or outside it) and returns each template's raw chunks. */
async function templates(code: string, id = inside): Promise<Record<string, string[]>> {
  const virtual: Plugin = {
    name: 'virtual',
    resolveId: (source) => (source === id ? id : null),
    load: (source) => (source === id ? code : null),
  };
  const build = await rollup({ input: id, plugins: [virtual, minifyTemplates({ dir })], treeshake: false });
  const { output } = await build.generate({ format: 'es', sourcemap: true });
  await build.close();
  const found: Record<string, string[]> = {};
  const visit = (node: unknown, name?: string): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n) => visit(n, name));
    const n = node as Record<string, unknown> & { type?: string };
    if (n.type === 'VariableDeclarator') name = (n.id as { name: string }).name;
    if (n.type === 'TemplateLiteral' && name && !found[name]) {
      found[name] = (n.quasis as { value: { raw: string } }[]).map((q) => q.value.raw);
    }
    for (const value of Object.values(n)) visit(value, name);
  };
  visit(parseAst(output[0].code));
  assert.ok(output[0].map, 'a source map is produced');
  return found;
}

const SAMPLE = `
const html = (s, ...v) => [s, v];
const css = html;
const other = html;
const a = 1, b = 2, c = 3, v = 4;
export const card = html\`
  <div class="card">
    <span>\${a} </span>
    <bdi>x</bdi> → \${b}
    <p>
      Hello
    </p>
    <i></i> <i></i>
  </div>
\`;
export const raw = html\`<pre>
  keep
    this </pre>
  <textarea>
    and this
  </textarea>
  <div></div>\`;
export const attributes = html\`<div
    title="a
      b"
    class=\${c}
  >
    <input
      .value=\${v}
    />
  </div>\`;
export const parts = html\`\${a}
  \${b}
  <b>\${c}</b>
  a =>
  <i></i>\`;
export const comment = html\`<!-- note -->
  <b></b>\`;
export const styles = css\`
  :host {
    color: \${c};
    margin: 0px 0px;
  }
\`;
export const untouched = other\`
  <div>
    <span></span>
  </div>
\`;
`;

describe('minify-templates', () => {
  test('drops only the whitespace that indents markup in html templates', async () => {
    const t = await templates(SAMPLE);
    // newline runs between tags and between a tag and an expression go; text keeps its spaces
    assert.deepEqual(t.card, [
      '<div class="card"><span>',
      ' </span><bdi>x</bdi> → ',
      '<p>\n      Hello\n    </p><i></i> <i></i></div>',
    ]);
    // the content of <pre> and <textarea> is kept as written, the whitespace between them goes
    assert.deepEqual(t.raw, [
      '<pre>\n  keep\n    this </pre><textarea>\n    and this\n  </textarea><div></div>',
    ]);
    // attribute values keep their line breaks; between attributes one space, none before `>`
    assert.deepEqual(t.attributes, ['<div title="a\n      b" class=', '><input .value=', ' /></div>']);
    // between two expressions, and after a `>` that is text, the whitespace stays
    assert.deepEqual(t.parts, ['', '\n  ', '<b>', '</b>\n  a =>\n  <i></i>']);
    assert.deepEqual(t.comment, ['<!-- note --><b></b>']);
  });

  test('minifies css templates, expressions kept in place', async () => {
    const t = await templates(SAMPLE);
    assert.deepEqual(t.styles, [':host{color:', ';margin:0}']);
  });

  test('leaves other tags, and modules outside its folder, alone', async () => {
    const t = await templates(SAMPLE);
    assert.deepEqual(t.untouched, ['\n  <div>\n    <span></span>\n  </div>\n']);
    const out = await templates(SAMPLE, outside);
    assert.equal(out.card.length, 3);
    assert.match(out.card[0], /^\n {2}<div class="card">\n {4}<span>$/);
  });
});
