/** The adversarial corpus (fixtures/adversarial, see its README), read over HTTP in the browser. */

export interface CaseCheck {
  /** the decoded set has this many questions */
  questions?: number;
  /** the first question has this many options (and shows as many option rows) */
  options?: number;
  /** exactly this many `a[href]` in the shadow root */
  links?: number;
  /** the shadow root's text (whitespace collapsed) contains this */
  text?: string;
  /** elements matching `selector` nest at most `max` deep */
  nesting?: { selector: string; max: number };
  /** the card is no wider than the element's container */
  fits?: boolean;
  /** no bidi control from the body reorders text that follows it */
  isolated?: boolean;
  /** the decoded set's text direction, shown as a `dir` attribute */
  dir?: 'ltr' | 'rtl';
  /** Node: the answer text for an answer to the first question has this many lines, and reads back exactly */
  answerLines?: number;
  /** Node: these names are keys of the payload when every question is answered */
  payloadKeys?: string[];
  /** parseMessage(body) ends in a question block with this state (`incomplete`: still arriving) */
  message?: 'incomplete';
}

export interface CaseExpected {
  description: string;
  outcome: 'renders' | 'error';
  errorCode?: string;
  format?: string;
  streaming?: boolean;
  checks?: CaseCheck[];
}

export interface AdversarialCase {
  name: string;
  file: string;
  body: string;
  expected: CaseExpected;
}

const get = async (path: string) => {
  const r = await fetch(`/fixtures/${path}`);
  if (!r.ok) throw new Error(`/fixtures/${path}: HTTP ${r.status}`);
  return r.text();
};

/** Every case listed in fixtures/index.json: a body file beside its `.expected.json`. */
export async function adversarialCases(): Promise<AdversarialCase[]> {
  const { files } = JSON.parse(await get('index.json')) as { files: string[] };
  const mine = files.filter((f) => f.startsWith('adversarial/'));
  const bodies = mine.filter(
    (f) => !f.endsWith('.expected.json') && mine.includes(f.replace(/\.[^./]+$/, '.expected.json')),
  );
  return Promise.all(
    bodies.sort().map(async (file) => {
      const [body, expected] = await Promise.all([
        get(file),
        get(file.replace(/\.[^./]+$/, '.expected.json')),
      ]);
      return {
        name: file.slice('adversarial/'.length),
        file,
        body,
        expected: JSON.parse(expected) as CaseExpected,
      };
    }),
  );
}
