/** Bodies of every format carrying the XSS corpus in every text field a format has. */
import type { FormatId } from '../../src/codec/index.js';
import { INLINE_PAYLOADS, PAYLOADS } from './xss-corpus.js';

export interface XssBody {
  name: string;
  format: FormatId;
  /** a string body, or an object for `data` */
  body: string | object;
  /** `<question-form>` attributes */
  attributes?: { id?: string; title?: string };
}

const chunks = <T>(xs: T[], n: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

const short = (s: string, n: number) => [...s].slice(0, n).join('');

export function xssBodies(): XssBody[] {
  const out: XssBody[] = [];

  out.push({
    name: 'vance (JSON): intro, texts, contexts, proposals, option labels and descriptions',
    format: 'vance',
    body: JSON.stringify({
      id: 'xss-vance',
      intro: PAYLOADS.join('\n\n'),
      questions: PAYLOADS.map((p, i) =>
        i % 3 === 2
          ? { key: `q${i}`, text: p, kind: 'confirm', proposal: INLINE_PAYLOADS[i], context: p }
          : {
              key: `q${i}`,
              text: p,
              kind: 'choice',
              context: p,
              options: [{ label: INLINE_PAYLOADS[i], description: INLINE_PAYLOADS[i] }, 'safe'],
            },
      ),
    }),
  });

  out.push({
    name: 'vance (YAML with </script> and <script> inside strings)',
    format: 'vance',
    body: [
      'id: xss-yaml',
      'intro: "</script><script>window.__pwned=1</script>"',
      'questions:',
      '  - key: a',
      '    text: "<script>window.__pwned=1</script> and </script><img src=x onerror=window.__pwned=1>"',
      '    kind: choice',
      '    options: ["</script><script>window.__pwned=1</script>", "<svg onload=window.__pwned=1>"]',
      '  - key: b',
      "    text: '[x](javascript:window.__pwned=1)'",
      '    context: |',
      '      </script>',
      '      <script>window.__pwned=1</script>',
    ].join('\n'),
  });

  out.push({
    name: 'shiitake: headers, questions, option labels and descriptions',
    format: 'shiitake',
    body: JSON.stringify({
      questions: PAYLOADS.map((p, i) => ({
        id: `q${i}`,
        header: short(INLINE_PAYLOADS[i], 12),
        question: p,
        options: [
          { label: INLINE_PAYLOADS[i], description: INLINE_PAYLOADS[i] },
          { label: 'safe', description: '' },
        ],
      })),
    }),
  });

  out.push({
    name: 'egoz: title, question titles, answer labels and descriptions',
    format: 'egoz',
    body: JSON.stringify({
      id: 'qs_xss',
      title: INLINE_PAYLOADS[17],
      locale: 'en',
      questions: PAYLOADS.map((p, i) => ({
        id: `q_${i}`,
        title: p,
        allowCustom: true,
        answers: [
          { id: `a_${i}`, label: INLINE_PAYLOADS[i], description: INLINE_PAYLOADS[i] },
          { id: `b_${i}`, label: 'safe' },
        ],
      })),
    }),
  });

  chunks(PAYLOADS, 15).forEach((group, g) =>
    out.push({
      name: `index #${g + 1}: the prose before the block and the prompts`,
      format: 'index',
      body: [
        group.join('\n\n'),
        '',
        '```index-questions',
        JSON.stringify({
          version: 1,
          questions: group.map((p, i) => ({
            prompt: p,
            opportunityId: `c7e2a4f0-93b1-4d58-a6e0-${String(g * 15 + i + 1).padStart(12, '0')}`,
          })),
        }),
        '```',
      ].join('\n'),
    }),
  );

  chunks(PAYLOADS, 4).forEach((group, g) =>
    out.push({
      name: `structured #${g + 1}: headers, questions, option labels and descriptions`,
      format: 'structured',
      body: JSON.stringify({
        questions: group.map((p, i) => ({
          question: p,
          header: short(INLINE_PAYLOADS[g * 4 + i], 12),
          multiSelect: i % 2 === 1,
          options: [
            { label: INLINE_PAYLOADS[g * 4 + i], description: INLINE_PAYLOADS[g * 4 + i] },
            { label: 'safe', description: 'safe' },
          ],
        })),
      }),
    }),
  );

  out.push({
    name: 'form: title attribute, description, labels, options, custom label and placeholders',
    format: 'form',
    attributes: { id: 'xss-form', title: INLINE_PAYLOADS[17] },
    body: JSON.stringify({
      description: PAYLOADS.join('\n\n'),
      questions: PAYLOADS.flatMap((p, i) => [
        {
          id: `c${i}`,
          label: p,
          type: i % 2 ? 'checkbox' : 'radio',
          options: [{ label: INLINE_PAYLOADS[i], value: `v${i}`, description: INLINE_PAYLOADS[i] }, 'safe'],
          customLabel: INLINE_PAYLOADS[i],
          customPlaceholder: INLINE_PAYLOADS[i],
        },
        { id: `t${i}`, label: p, type: 'text', placeholder: INLINE_PAYLOADS[i] },
      ]).slice(0, 100),
    }),
  });

  out.push({
    name: 'mcp: message, titles, descriptions and enum names',
    format: 'mcp',
    body: JSON.stringify({
      message: PAYLOADS.join('\n\n'),
      requestedSchema: {
        type: 'object',
        properties: Object.fromEntries(
          PAYLOADS.map((p, i) => [
            `p${i}`,
            i % 2
              ? { type: 'string', title: INLINE_PAYLOADS[i], description: p }
              : {
                  type: 'string',
                  title: INLINE_PAYLOADS[i],
                  description: p,
                  enum: ['a', 'b'],
                  enumNames: [INLINE_PAYLOADS[i], 'safe'],
                },
          ]),
        ),
      },
    }),
  });

  return out;
}
