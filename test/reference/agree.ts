/**
 * Codec against reference, one body at a time: both accept or both refuse, and an accepted body
 * decodes to the same content. Each function returns undefined when they agree, else what
 * differs. The differences SPEC or `docs/conformance.md` decide on purpose are stated here, each
 * once, as `deliberate`.
 */
import { parse, parseMessage, type QuestionSet } from '../../src/codec/index.js';
import { normalizeLabel } from '../../src/codec/normalize.js';
import { askQuestionSet } from './egoz.js';
import { formBody } from './form.js';
import { blockSchema, MARKER, parseQuestionMessage, type Block } from './index.js';
import { contentFits, elicitRequestSchemaFor } from './mcp.js';
import { readShiitake } from './shiitake.js';
import { readStructured } from './structured.js';
import { questionSet as vanceSet, readYaml } from './vance.js';
import { isAlias, isNode, isScalar, visit, type Document } from 'yaml';

type Body = string | object;
export type Verdict = string | undefined;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** JSON text as data; undefined where it is not JSON (every reference here then refuses). */
function data(body: Body): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * Deliberate (SPEC §8): more than 100 questions, or more than 100 options in a question, is
 * refused whatever the reference says.
 */
function overLimits(v: unknown, key?: string): boolean {
  if (Array.isArray(v)) {
    if (
      v.length > 100 &&
      ['questions', 'options', 'answers', 'enum', 'enumNames', 'oneOf', 'anyOf'].includes(key ?? 'questions')
    )
      return true;
    return v.some((x) => overLimits(x));
  }
  if (typeof v !== 'object' || v === null) return false;
  if (key === 'properties' && Object.keys(v).length > 100) return true;
  return Object.entries(v).some(([k, x]) => overLimits(x, k));
}

/** The accept/reject verdict, then the content when both accepted. */
/** Every string with the label normaliser applied (only labels change under it in a valid set). */
const invisibleFree = (v: unknown): unknown =>
  typeof v === 'string'
    ? normalizeLabel(v)
    : Array.isArray(v)
      ? v.map(invisibleFree)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, invisibleFree(x)]))
        : v;

function verdict(
  body: Body,
  ours: ReturnType<typeof parse>,
  given: unknown,
  content: (set: QuestionSet) => unknown,
): Verdict {
  const theirs = overLimits(data(body)) ? null : given;
  // deliberate: options that look the same on screen are refused (issue 14), whatever the contract
  if (!ours.ok && ours.error.code === 'look-alike-options' && theirs) return undefined;
  // deliberate (issue 51): a key named like a member of Object.prototype (`valueOf`, `toString`,
  // …) is refused anywhere: a plain object answers it through its prototype where a body left it out
  if (!ours.ok && ours.error.code === 'forbidden-key' && theirs) return undefined;
  if (ours.ok !== (theirs !== null && theirs !== undefined))
    return ours.ok
      ? 'codec accepts, reference refuses'
      : `codec refuses (${ours.error.code}: ${ours.error.message})`;
  if (!ours.ok) return undefined;
  const a = content(ours.set);
  // labels are shown and sent without invisible characters, in NFC (issue 14): compare them so
  return same(a, theirs) || same(invisibleFree(a), invisibleFree(theirs))
    ? undefined
    : `content differs: ${JSON.stringify(a)} vs ${JSON.stringify(theirs)}`;
}

// --- index ------------------------------------------------------------------------------------

const indexContent = (block: Block, prose?: string) => ({
  prose: prose || undefined,
  questions: block.questions.map((q) => [q.opportunityId, q.prompt, q.alsoUnblocks ?? []]),
});

export function agreesIndex(body: Body): Verdict {
  const hasFence = typeof body === 'string' && new RegExp(`^\`{3,}${MARKER}[ \\t]*\\r?$`, 'm').test(body);
  let theirs: ReturnType<typeof indexContent> | null = null;
  if (hasFence) {
    const r = parseQuestionMessage(body as string);
    theirs = r && indexContent(r.block, r.prose);
  } else {
    const r = blockSchema.safeParse(data(body));
    theirs = r.success ? indexContent(r.data) : null;
  }
  const ours = parse(body, { format: 'index' });
  const set = (s: QuestionSet) => ({
    prose: s.intro,
    questions: s.questions.map((q) => [q.id, q.text, q.alsoUnblocks ?? []]),
  });
  const v = verdict(body, ours, theirs, set);
  if (v || !hasFence) return v;
  // parseMessage finds the same block, or leaves the whole message as prose
  // deliberate: an unclosed last fence is a block still arriving (streaming), not prose yet
  const segments = parseMessage(body as string).filter(
    (s) => s.kind === 'set' && s.format === 'index' && s.complete,
  );
  if (theirs === null)
    return segments.length ? 'parseMessage finds a block the reference does not' : undefined;
  if (segments.length !== 1) return 'parseMessage misses the block';
  const seg = segments[0];
  return seg.kind === 'set' && seg.result.ok
    ? // the prose stays a text segment of its own
      verdict(body, seg.result, { ...theirs, prose: undefined }, (x) => ({ ...set(x), prose: undefined }))
    : 'parseMessage refuses the block';
}

// --- structured -------------------------------------------------------------------------------

export function agreesStructured(body: Body): Verdict {
  let theirs = readStructured(data(body));
  // deliberate: answers are keyed by the question text, so two questions may not share one
  if (theirs && new Set(theirs.map((q) => q.text)).size !== theirs.length) theirs = null;
  return verdict(body, parse(body, { format: 'structured' }), theirs, (s) =>
    s.questions.map((q) => ({
      header: q.header,
      text: q.text,
      labels: q.options.map((o) => o.value ?? o.label),
      multiple: q.multiple,
    })),
  );
}

// --- shiitake ---------------------------------------------------------------------------------

export function agreesShiitake(body: Body): Verdict {
  const r = readShiitake(data(body));
  // deliberate: a set of no questions has nothing to show or answer
  const theirs =
    r && r.questions.length
      ? {
          ask: r.ask && {
            askId: r.ask.askId,
            status: r.ask.status,
            createdAt: r.ask.createdAt || 0,
            expiresAt: r.ask.expiresAt === null ? null : r.ask.expiresAt || 0,
            waitingOn: r.ask.waitingOn,
          },
          questions: r.questions.map((q) => ({
            id: q.id,
            header: q.header,
            text: q.question,
            options: q.options.map((o) => [o.label, o.description]),
            multiple: q.multiple ?? false,
          })),
        }
      : null;
  return verdict(body, parse(body, { format: 'shiitake' }), theirs, (s) => ({
    ask:
      s.shape === 'ask'
        ? {
            askId: s.id,
            status: s.status,
            createdAt: s.createdAt,
            expiresAt: s.expiresAt,
            waitingOn: s.waitingOn,
          }
        : undefined,
    questions: s.questions.map((q) => ({
      id: q.id,
      header: q.header ?? '',
      text: q.text,
      options: q.options.map((o) => [o.label, o.description ?? '']),
      multiple: q.multiple,
    })),
  }));
}

// --- egoz -------------------------------------------------------------------------------------

const validTag = (tag: string) => {
  try {
    Intl.getCanonicalLocales(tag);
    return true;
  } catch {
    return false;
  }
};

export function agreesEgoz(body: Body): Verdict {
  const r = askQuestionSet.safeParse(data(body));
  let theirs = r.success
    ? {
        id: r.data.id,
        title: r.data.title || undefined,
        locale: r.data.locale,
        questions: r.data.questions.map((q) => ({
          id: q.id,
          text: q.title,
          options: q.answers.map((a) => [a.id, a.label, a.description || undefined]),
          allowCustom: q.allowCustom === true,
          multiple: q.multi === true,
        })),
      }
    : null;
  // deliberate: the locale sets the text direction, so it must be a BCP 47 tag; answers are
  // keyed by id, so question ids, and answer ids within a question, are distinct
  if (
    theirs &&
    (!validTag(theirs.locale) ||
      new Set(theirs.questions.map((q) => q.id)).size !== theirs.questions.length ||
      theirs.questions.some((q) => new Set(q.options.map((o) => o[0])).size !== q.options.length))
  )
    theirs = null;
  return verdict(body, parse(body, { format: 'egoz' }), theirs, (s) => ({
    id: s.id,
    title: s.title,
    locale: s.locale,
    questions: s.questions.map((q) => ({
      id: q.id,
      text: q.text,
      options: q.options.map((o) => [o.id, o.label, o.description]),
      allowCustom: q.allowCustom,
      multiple: q.multiple,
    })),
  }));
}

// --- mcp --------------------------------------------------------------------------------------

/** A free answer of each property type that no generated list holds. */
const FREE: Record<string, unknown[]> = {
  string: ['a text no enum lists'],
  number: [987654321.5],
  integer: [987654321],
  boolean: [true, false],
};

export function agreesMcp(body: Body): Verdict {
  const d = data(body);
  const r = elicitRequestSchemaFor(d).safeParse(d);
  let theirs: unknown = null;
  if (r.success) {
    const p = r.data as { mode?: string; message: string; url?: string; elicitationId?: string } & {
      requestedSchema: { properties: Record<string, unknown>; required?: string[] };
    };
    theirs =
      'url' in p && p.mode === 'url'
        ? { url: p.url, elicitationId: p.elicitationId, message: p.message }
        : {
            message: p.message,
            ids: Object.keys(p.requestedSchema.properties),
            required: Object.keys(p.requestedSchema.properties).filter((k) =>
              p.requestedSchema.required?.includes(k),
            ),
          };
  }
  const ours = parse(body, { format: 'mcp' });
  // deliberate (issue 40): a `required` name no property defines is refused. The SDK's request
  // schema takes it, and its server's validator then refuses every answer (no content holds it)
  const schema = r.success && 'requestedSchema' in r.data ? r.data.requestedSchema : undefined;
  if (
    !ours.ok &&
    ours.error.code === 'undefined-required' &&
    schema?.required?.some((n) => !Object.hasOwn(schema.properties, n))
  )
    return undefined;
  // deliberate (issues 51 and 50): a property whose `enum` (or a number's `oneOf` of consts)
  // lists a value of another type, or a number property listing none within its minimum and
  // maximum, is refused. The SDK reads it as free input, and its server's validator refuses a free
  // value of the property's type the list does not hold
  const at =
    (!ours.ok && (ours.error.code === 'type' || ours.error.code === 'enum') && ours.error.path) || [];
  const listing =
    (at.length === 5 && at[3] === 'enum') ||
    (at.length === 6 && at[3] === 'oneOf') ||
    (at.length === 3 && !ours.ok && ours.error.code === 'enum');
  if (schema && listing) {
    const name = String(at[2]);
    const property = (d as { requestedSchema: { properties: Record<string, { type: string }> } })
      .requestedSchema.properties[name];
    const free = FREE[property.type] ?? [];
    if (
      free.length &&
      free.some((v) => !contentFits({ type: 'object', properties: { [name]: property } }, { [name]: v }))
    )
      return undefined;
  }
  return verdict(body, ours, theirs, (s) =>
    s.url
      ? { url: s.url.href, elicitationId: s.url.elicitationId, message: s.intro }
      : {
          message: s.intro ?? '',
          ids: s.questions.map((q) => q.id),
          required: s.questions.filter((q) => q.required).map((q) => q.id),
        },
  );
}

// --- vance ------------------------------------------------------------------------------------

/**
 * Deliberate (SPEC §8, docs/conformance.md): YAML tags, anchors and aliases are refused, because
 * they can build objects or expand a body without limit; so are keys that are not strings.
 */
function yamlRefused(doc: Document.Parsed): boolean {
  let refused = false;
  visit(doc, {
    Node(_, node) {
      if (isAlias(node) || (isNode(node) && (node.anchor || node.tag))) refused = true;
    },
    Pair(_, pair) {
      if (!isScalar(pair.key) || typeof pair.key.value !== 'string') refused = true;
    },
  });
  return refused;
}

export function agreesVance(body: Body): Verdict {
  const read = typeof body === 'string' ? readYaml(body) : { value: body, doc: undefined };
  const r = read && !overLimits(read.value) ? vanceSet.safeParse(read.value) : undefined;
  let theirs = r?.success
    ? {
        id: r.data.id,
        intro: r.data.intro,
        questions: r.data.questions.map((q) => ({
          key: q.key,
          text: q.text,
          kind: q.kind ?? 'text',
          options: (q.options ?? []).map((o) => [o.label, o.description]),
          proposal: q.proposal,
          context: q.context,
          weight: q.weight,
        })),
      }
    : null;
  if (theirs && read?.doc && yamlRefused(read.doc)) theirs = null;
  return verdict(body, parse(body, { format: 'vance' }), theirs, (s) => ({
    id: s.derivedId ? undefined : s.id,
    intro: s.intro,
    questions: s.questions.map((q) => ({
      key: q.id,
      text: q.text,
      kind: q.kind,
      options: q.options.map((o) => [o.label, o.description]),
      proposal: q.proposal,
      context: q.context,
      weight: q.weight,
    })),
  }));
}

// --- form -------------------------------------------------------------------------------------

const FORM_TAG = /^<question-form((?:\s+(?:id|title)="[^"]*")*)\s*>([\s\S]*)<\/question-form>\s*$/;

/** A tag's `id` and `title` attributes (only `&quot;`, `&lt;`, `&gt;`, `&amp;` and `&#10;` are written). */
function formAttributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(/(id|title)="([^"]*)"/g))
    out[name] = value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#10;/g, '\n')
      .replace(/&amp;/g, '&');
  return out;
}

export function agreesForm(body: Body): Verdict {
  const tag = typeof body === 'string' ? FORM_TAG.exec(body) : null;
  const attributes = tag ? formAttributes(tag[1]) : {};
  const r = formBody.safeParse(data(tag ? tag[2] : body));
  const given = (s?: string) => (s?.trim() ? s : undefined);
  const NUMERIC = ['number', 'range'];
  const theirs = r.success
    ? {
        id: given(attributes.id),
        title: given(attributes.title),
        intro: r.data.description,
        questions: r.data.questions.map((q) => ({
          id: q.id,
          text: q.label,
          type: q.type,
          options: q.options.map((o) => [o.value, o.label, o.description]),
          allowCustom: q.allowCustom,
          custom: q.choice ? [q.customLabel, q.customPlaceholder] : [],
          maxSelections: q.maxSelections,
          required: q.required === true,
          input: [
            q.placeholder,
            NUMERIC.includes(q.type) ? [q.min, q.max, q.step] : [],
            q.type === 'file' ? q.accept : undefined,
          ],
          default: q.default,
        })),
      }
    : null;
  return verdict(body, parse(body, { format: 'form' }), theirs, (s) => ({
    id: s.derivedId ? undefined : s.id,
    title: s.title,
    intro: s.intro,
    questions: s.questions.map((q) => ({
      id: q.id,
      text: q.text,
      type: q.input?.type,
      options: q.options.map((o) => [o.id, o.label, o.description]),
      allowCustom: q.allowCustom,
      custom: q.kind === 'choice' ? [q.customLabel, q.customPlaceholder] : [],
      maxSelections: q.maxSelections,
      required: q.required,
      input: [
        q.input?.placeholder,
        NUMERIC.includes(q.input?.type ?? '') ? [q.input?.min, q.input?.max, q.input?.step] : [],
        q.input?.type === 'file' ? q.input.accept : undefined,
      ],
      default: q.default,
    })),
  }));
}
