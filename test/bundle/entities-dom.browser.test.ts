/**
 * The script-tag bundle's stand-in for `entities` (src/bundle/entities-dom.ts) against the package
 * itself, on every name the package can write (its encode table), each also cut short, lengthened
 * and in other case, and on references that are no name at all: the browser's parser must decode
 * exactly what `entities` decodes, in both of the modes markdown-it uses.
 */
import { expect } from '@open-wc/testing';
import { decodeHTML as legacy, decodeHTMLStrict as strict } from 'entities';
import { decodeHTML, decodeHTMLStrict } from '../../src/bundle/entities-dom.js';

/** Every `&name;` in the package's encode table (a file its exports do not name, read as text). */
const table = await (await fetch('/node_modules/entities/lib/esm/generated/encode-html.js')).text();
const known = [...new Set(table.match(/&[A-Za-z0-9]+;/g))];

/** Near misses: a prefix that is a legacy name (`&notit;`), a name too long or short, other case. */
const variants = known.flatMap((ref) => {
  const name = ref.slice(1, -1);
  return [
    `&${name}x;`,
    `&${name.slice(0, -1)};`,
    `&${name.toUpperCase()};`,
    `&${name.toLowerCase()};`,
    `&${name}1;`,
  ];
});

const others = [
  '&notit;',
  '&ampx;',
  '&amp;',
  '&semi;',
  '&AMP;',
  '&copy;',
  '&copyx;',
  '&x;',
  '&zz9;',
  '&#38;',
  '&#x26;',
];

describe('entities-dom: named references through the browser parser', () => {
  it('knows the names', () => {
    expect(known.length).to.be.greaterThan(1500);
    expect(known).to.include('&amp;');
    expect(known).to.include('&nvlt;');
  });

  for (const [label, refs] of [
    ['every name in the table', known],
    ['near misses of each name', variants],
    ['references that are no name', others],
  ] as const) {
    it(`decodes ${label} as entities does, in both modes`, () => {
      const wrong: string[] = [];
      for (const ref of refs) {
        if (decodeHTML(ref) !== legacy(ref)) wrong.push(`legacy ${ref}: ${decodeHTML(ref)} ≠ ${legacy(ref)}`);
        if (decodeHTMLStrict(ref) !== strict(ref))
          wrong.push(`strict ${ref}: ${decodeHTMLStrict(ref)} ≠ ${strict(ref)}`);
      }
      expect(wrong.slice(0, 10)).to.deep.equal([]);
    });
  }

  it('never makes markup: what is not one reference is returned as it came', () => {
    for (const text of ['<b>x</b>', '&amp;<img src=x onerror=alert(1)>;', '&amp; &lt;', 'plain']) {
      expect(decodeHTML(text)).to.equal(text);
      expect(decodeHTMLStrict(text)).to.equal(text);
    }
  });
});
