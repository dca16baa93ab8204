/**
 * The demo as a developer evaluates it (issue 35): stories grouped by use case with the errors
 * apart and folded, formats by their public names, the code to paste in HTML, React, Vue and
 * Svelte (not the demo's own attributes), viewport presets, a story alone, and a welcome set that
 * counts its own questions right.
 */
import { expect } from '@open-wc/testing';
import { forgetAll, type QuestionSetElement } from '../../src/index.js';
import { closeFrames, openDemo, storyElement, until } from './frames.js';
import { DECLINED_WORDS } from '../../src/codec/decline-words.js';

const shown = (el: Element) => el.getClientRects().length > 0;
const groups = (doc: Document) => [...doc.querySelectorAll<HTMLDetailsElement>('#list details.group')];
const groupName = (details: HTMLDetailsElement) => details.querySelector('h2')!.firstChild!.textContent!;
const storiesOf = (details: HTMLDetailsElement) =>
  [...details.querySelectorAll<HTMLAnchorElement>('a[data-story]')].map((a) => a.dataset.story!);

/** Reads the snippet's `const body = `…`;` back into the string it holds. */
function bodyOf(snippet: string): string {
  const literal = /const body = (`(?:\\[^]|[^\\`])*`);/.exec(snippet)?.[1];
  expect(literal, snippet).to.be.a('string');
  return new Function(`return ${literal}`)() as string;
}

describe('demo gallery', function () {
  this.timeout(60_000);
  before(() => forgetAll());
  afterEach(closeFrames);

  it('groups the stories by use case, the errors last and folded, each set story by its decoded set', async () => {
    const { doc } = await openDemo('');
    expect(groups(doc).map(groupName)).to.deep.equal([
      'Start',
      'A chat turn',
      'A form',
      'A confirmation',
      'An MCP request',
      'A transcript',
      'Streaming',
      'Errors',
    ]);
    const byName = new Map(groups(doc).map((g) => [groupName(g), g]));
    const errors = byName.get('Errors')!;
    expect(errors.open, 'the errors start folded').to.equal(false);
    expect(storiesOf(errors).length).to.be.greaterThan(100);
    for (const id of storiesOf(errors)) expect(id.split('/')[1], id).to.equal('invalid');
    for (const [name, group] of byName)
      if (name !== 'Errors') {
        expect(group.open, name).to.equal(true);
        for (const id of storiesOf(group)) expect(id, name).to.not.match(/\/invalid\//);
      }
    for (const id of storiesOf(byName.get('An MCP request')!)) expect(id).to.match(/^mcp\/valid\//);
    expect(storiesOf(byName.get('A form')!)).to.include('form/valid/01-seed-discovery.html');
    // every question of a confirmation story is a yes/no question
    expect(storiesOf(byName.get('A confirmation')!)).to.include('vance/valid/09-confirm-proposal.yaml');
    expect(storiesOf(byName.get('A transcript')!)).to.include('chat/17-answered-transcript.md');
    expect(storiesOf(byName.get('Streaming')!)).to.include.members([
      'chat',
      'chat/07-streaming-unclosed-yaml-fence.md',
    ]);
    // every valid and invalid fixture of a format is a story, once
    const all = [...doc.querySelectorAll<HTMLAnchorElement>('#list a[data-story]')].map(
      (a) => a.dataset.story,
    );
    expect(new Set(all).size).to.equal(all.length);
  });

  it('names each format publicly beside its id, in the list and over the story', async () => {
    const { doc } = await openDemo('?story=structured/valid/01-claude-code-ask-user-question.json');
    const link = doc.querySelector<HTMLAnchorElement>(
      '#list a[data-story="structured/valid/01-claude-code-ask-user-question.json"]',
    )!;
    expect(link.querySelector('.format')!.textContent).to.equal('Claude Code AskUserQuestion · structured');
    const mcp = doc.querySelector<HTMLAnchorElement>(
      '#list a[data-story="mcp/valid/01-spec-simple-text.json"]',
    )!;
    expect(mcp.querySelector('.format')!.textContent).to.equal('MCP elicitation · mcp');
    expect(doc.getElementById('story-file')!.textContent).to.equal(
      'structured/valid/01-claude-code-ask-user-question.json · Claude Code AskUserQuestion',
    );
    // the public name finds the stories
    const search = doc.getElementById('search') as HTMLInputElement;
    search.value = 'askuserquestion';
    search.dispatchEvent(new Event('input'));
    const hits = [...doc.querySelectorAll<HTMLAnchorElement>('#list a')].filter(shown);
    expect(hits.length).to.be.greaterThan(5);
    for (const a of hits) expect(a.dataset.story).to.match(/^structured\//);
  });

  it('opens a folded group when a search hits it or its story is open, and folds it back', async () => {
    const { doc } = await openDemo('');
    const errors = groups(doc).find((g) => groupName(g) === 'Errors')!;
    const search = doc.getElementById('search') as HTMLInputElement;
    search.value = 'mcp invalid';
    search.dispatchEvent(new Event('input'));
    expect(errors.open).to.equal(true);
    expect([...errors.querySelectorAll('a')].filter(shown).length).to.be.greaterThan(0);
    search.value = '';
    search.dispatchEvent(new Event('input'));
    expect(errors.open).to.equal(false);
    const { doc: other } = await openDemo(`?story=${storiesOf(errors)[0]}`);
    const open = groups(other).find((g) => groupName(g) === 'Errors')!;
    expect(open.open).to.equal(true);
    expect(open.querySelector('[aria-current="page"]')).to.not.equal(null);
  });

  it('gives the code to paste in HTML, React, Vue and Svelte, each holding the body as written', async () => {
    // a body with backticks and `${`: the snippets' template literals must keep it
    const file = 'index/valid/04-backticks-in-prompt.md';
    const { doc } = await openDemo(`?story=${file}&layout=form&accent=%237c3aed`);
    const original = await (await fetch(`/fixtures/${file}`)).text();
    const code = () => doc.getElementById('code')!.textContent!;
    const pick = (name: string) => {
      const button = doc.querySelector<HTMLButtonElement>(`#frameworks button[value="${name}"]`)!;
      button.click();
      expect(button.getAttribute('aria-pressed')).to.equal('true');
      return code();
    };
    for (const name of ['html', 'react', 'vue', 'svelte']) {
      const snippet = pick(name);
      expect(snippet, name).to.not.include('persist').and.not.include('scope-name');
      expect(snippet, name).to.include('layout="form"');
    }
    expect(pick('html')).to.include(
      'https://cdn.jsdelivr.net/npm/question-elements@0.1/dist/question-elements.js',
    );
    const react = pick('react');
    expect(react).to.include("import 'question-elements';");
    expect(react)
      .to.include('data={body}')
      .and.include('onquestion-answers={(event) => onReply(event.detail.text)}');
    expect(react).to.include("style={{ '--question-set-accent': '#7c3aed' }}");
    expect(bodyOf(react)).to.equal(original.replace(/\s+$/, ''));
    const vue = pick('vue');
    expect(vue).to.include(':data="body"').and.include('@question-answers="onAnswers"');
    expect(vue).to.include('isCustomElement');
    expect(bodyOf(vue)).to.equal(original.replace(/\s+$/, ''));
    const svelte = pick('svelte');
    expect(svelte).to.include('data={body}').and.include('onquestion-answers=');
    expect(svelte).to.match(/><\/question-set>$/);
    expect(bodyOf(svelte)).to.equal(original.replace(/\s+$/, ''));
  });

  it('opens a story alone: the set and nothing of the story book around it', async () => {
    const { doc } = await openDemo('?story=egoz/valid/01-booking-en-us.json&theme=dark');
    const href = doc.querySelector<HTMLAnchorElement>('#alone')!.href;
    expect(new URL(href).searchParams.has('alone')).to.equal(true);
    expect(new URL(href).searchParams.get('theme')).to.equal('dark');
    const { doc: alone } = await openDemo(new URL(href).search);
    expect(alone.body.hasAttribute('data-alone')).to.equal(true);
    for (const id of ['nav', 'knobs-box', 'panels', 'story-title'])
      expect(shown(alone.getElementById(id)!), id).to.equal(false);
    const el = storyElement(alone);
    expect(shown(el)).to.equal(true);
    expect(el.getAttribute('theme')).to.equal('dark');
    expect(el.set?.format).to.equal('egoz');
  });

  it('shows a story at a phone, tablet or desktop width, its events in the log', async function () {
    this.timeout(180_000);
    const file = 'shiitake/valid/03-array-single.json';
    for (const width of [390, 768, 1280]) {
      const { doc } = await openDemo(`?story=${file}&viewport=${width}`);
      const frame = doc.querySelector<HTMLIFrameElement>('#stage .viewport iframe')!;
      const inner = frame.contentDocument!;
      // the framed page is that wide, so the element's own media and container queries see it
      expect(frame.contentWindow!.innerWidth, String(width)).to.equal(width);
      expect(inner.body.hasAttribute('data-alone')).to.equal(true);
      // scaled down to fit the stage: the page itself does not scroll sideways
      expect(doc.documentElement.scrollWidth).to.be.at.most(doc.documentElement.clientWidth);
      if (width === 390) {
        const el = storyElement(inner);
        el.shadowRoot!.querySelector<HTMLElement>('.option')!.click();
        await until(() => doc.querySelectorAll('#log li').length > 0, 'the framed event is logged');
        expect(doc.querySelector('#log li summary')!.textContent).to.include(file);
        // the editor still edits the framed set
        const editor = doc.querySelector<HTMLTextAreaElement>('textarea.body')!;
        editor.value = editor.value.replace('How long should product pages', 'Edited: how long should pages');
        editor.dispatchEvent(new Event('input'));
        await until(
          () => storyElement(inner).set?.questions[0]?.text.startsWith('Edited:') === true,
          'the edit reaches the frame',
        );
      }
    }
  });

  it('renders transcript and streaming messages whole: prose and sets, a block still arriving streaming', async () => {
    const { doc } = await openDemo('?story=chat/17-answered-transcript.md');
    expect(doc.querySelector('#stage .bubble p')!.textContent).to.include('colour scheme');
    expect(storyElement(doc).set?.format).to.equal('vance');
    const { doc: arriving } = await openDemo('?story=chat/07-streaming-unclosed-yaml-fence.md');
    expect(storyElement(arriving).hasAttribute('streaming')).to.equal(true);
    expect(storyElement(arriving).error).to.equal(undefined);
  });

  it('shows a reloaded chat: each set answered by the next user message as its receipt, the last open', async () => {
    const { doc } = await openDemo('?story=transcript');
    const sets = [...doc.querySelectorAll<QuestionSetElement>('#stage question-set')];
    expect(sets).to.have.length(3);
    await Promise.all(sets.map((el) => el.updateComplete));
    const users = [...doc.querySelectorAll('#stage .bubble.user')].map((b) => b.textContent);
    expect(users).to.have.length(2);
    for (const [i, el] of sets.slice(0, 2).entries()) {
      expect(el.getAttribute('answered-by')).to.equal(users[i]);
      await until(() => el.state === 'answered', `set ${i} shows its receipt`);
    }
    expect(sets[2].state).to.equal('open');
    expect(doc.querySelectorAll('#log li')).to.have.length(0);
  });

  it('the way out: "Answer in chat instead" on every set, its text the user\'s next message', async () => {
    const { doc } = await openDemo('?story=way-out');
    const sets = [...doc.querySelectorAll<QuestionSetElement>('#stage question-set')];
    expect(sets).to.have.length(3);
    await Promise.all(sets.map((el) => el.updateComplete));
    const last = sets[sets.length - 1];
    await until(() => last.state === 'open', 'the newest set is open');
    const button = last.shadowRoot!.querySelector<HTMLButtonElement>('button[data-act="start-decline"]')!;
    expect(button.textContent!.trim()).to.equal('Answer in chat instead');
    button.click();
    await until(() => last.getAttribute('reason') === 'declined', 'the set declined');
    const users = [...doc.querySelectorAll('#stage .bubble.user')].map((b) => b.textContent);
    expect(users).to.deep.equal([DECLINED_WORDS.en]);
  });

  it('the waiting badge counts the open sets: an answer or a decline takes one off, reopen() puts it back', async () => {
    const { doc } = await openDemo('?story=waiting');
    const badge = doc.querySelector<HTMLElement>('#stage .waiting-badge')!;
    const sets = [...doc.querySelectorAll<QuestionSetElement>('#stage question-set')];
    expect(sets).to.have.length(3);
    await until(() => badge.dataset.open === '3', `three sets wait (badge: ${badge.textContent})`);
    expect(badge.textContent).to.equal('3 waiting for your input');
    expect(doc.title).to.match(/^\(3\) /);
    sets[0].decline();
    await until(() => badge.dataset.open === '2', 'a declined set no longer waits');
    const q = sets[1].set!.questions[0];
    sets[1].answers = [{ questionId: q.id, outcome: 'answered', selected: [q.options[0].id] }];
    await sets[1].updateComplete;
    expect(sets[1].submit()).to.equal(true);
    await until(() => badge.dataset.open === '1', 'an answered set no longer waits');
    sets[0].reopen();
    await until(() => badge.dataset.open === '2', 'a reopened set waits again');
  });

  it('gives a message story the markdown-it code that renders the whole message', async () => {
    const file = 'chat/07-streaming-unclosed-yaml-fence.md';
    const { doc } = await openDemo(`?story=${file}`);
    const original = await (await fetch(`/fixtures/${file}`)).text();
    const code = doc.getElementById('code')!.textContent!;
    expect(code).to.include("import questions from 'question-elements/markdown-it';");
    expect(code).to.include('{ questions: { streaming: true } }');
    const literal = /const message = (`(?:\\[^]|[^\\`])*`);/.exec(code)![1];
    expect(new Function(`return ${literal}`)()).to.equal(original.replace(/\s+$/, ''));
    doc.querySelector<HTMLButtonElement>('#frameworks button[value="react"]')!.click();
    expect(doc.getElementById('code')!.textContent).to.include('dangerouslySetInnerHTML');
  });

  it('welcomes with a set whose intro counts its questions right', async () => {
    const { doc } = await openDemo('');
    const el = storyElement(doc);
    expect(el.set?.questions).to.have.length(2);
    expect(el.set?.intro).to.match(/^Two questions/);
    expect(doc.getElementById('story-file')!.textContent).to.equal('demo/welcome.yaml');
  });
});
