/** The codec in Chromium: the same fixtures as in Node decode to the same models, and answers encode the same. */
import { expect } from '@open-wc/testing';
import { encodeAnswers, parse, type Answer, type ParseOptions } from '../../src/codec/index.js';

async function fetchText(path: string): Promise<string> {
  const response = await fetch(`/fixtures/${path}`);
  if (!response.ok) throw new Error(`/fixtures/${path}: HTTP ${response.status}`);
  return response.text();
}

const fetchJson = async (path: string) => JSON.parse(await fetchText(path));

const expectedFile = (body: string) => body.replace(/\.[^.]+$/, '.expected.json');

let files: string[] = [];

before(async () => {
  files = (await fetchJson('index.json')).files;
});

describe('the codec in a browser', () => {
  it('decodes every vance valid fixture to its expected model', async () => {
    const bodies = files.filter((f) => f.startsWith('vance/valid/') && !f.endsWith('.expected.json'));
    expect(bodies.length).to.be.greaterThan(13);
    for (const file of bodies) {
      const [body, expected] = await Promise.all([fetchText(file), fetchJson(expectedFile(file))]);
      const result = parse(body, expected.options as ParseOptions | undefined);
      expect(result.ok, `${file}: ${JSON.stringify(!result.ok && result.error)}`).to.equal(true);
      if (result.ok) expect(JSON.parse(JSON.stringify(result.set)), file).to.deep.equal(expected.model);
    }
  });

  it('refuses every hostile body with its code', async function () {
    // dozens of fetches: a loaded machine needs more than mocha's default 10 s
    this.timeout(60_000);
    const bodies = files.filter((f) => f.startsWith('any/invalid/') && !f.endsWith('.expected.json'));
    expect(bodies.length).to.be.greaterThan(20);
    for (const file of bodies) {
      const [body, expected] = await Promise.all([fetchText(file), fetchJson(expectedFile(file))]);
      const result = parse(body);
      expect(result.ok, file).to.equal(false);
      if (!result.ok) expect(result.error.code, file).to.equal(expected.error.code);
    }
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it('encodes the answers of a vance answer case to its text and payload', async () => {
    const c = await fetchJson('vance/answers/05-choice-and-text.json');
    const result = parse(await fetchText(`vance/${c.body}`));
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    const encoded = encodeAnswers(result.set, c.answers as Answer[], {
      requestId: c.requestId,
      lang: c.lang,
    });
    expect(encoded.text).to.equal(c.expected.text);
    expect(encoded.payload).to.deep.equal(c.expected.payload);
    expect(encoded.requestId).to.equal(c.requestId);
  });

  it('mints a request id with the browser crypto when none is given', async () => {
    const result = parse(await fetchText('vance/valid/01-seed-example.yaml'));
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    const { requestId } = encodeAnswers(result.set, []);
    expect(requestId).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
