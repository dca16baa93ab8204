// The in-page side of the benchmark (browser code, served as /harness.js). A page loads a
// renderer's bundle and this module; `install()` reads the page's set bodies and puts `window.bench`
// in place, which the driver (run.mjs) calls through puppeteer. Timings use performance.now().

const config = { mode: 'chat' };
let adapter;
let items = [];

/** A macrotask without the 4 ms clamp of nested timers. */
const nextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));

/** question-elements as a user writes it: the element, its attributes, its body as text (or a script child). */
const questionElements = {
  mount(host, body, item) {
    const el = document.createElement(item.tag);
    for (const [name, value] of Object.entries(item.attrs ?? {})) el.setAttribute(name, value);
    if (item.script) {
      const script = document.createElement('script');
      script.type = item.script;
      script.textContent = body;
      el.append(script);
    } else el.textContent = body;
    // a transcript's answered set: restored with state="answered" (an attribute) and its answers
    if (item.answers) el.answers = item.answers;
    host.append(el);
  },
  /** Its own signal: defined, and the first update done (a YAML body still waits for its parser then). */
  async ready(hosts) {
    await customElements.whenDefined(hosts[0].firstElementChild.localName);
    await Promise.all(hosts.map((h) => h.firstElementChild.updateComplete));
  },
};

/** Where a set's inputs live: inside the shadow root of a custom element, else in the host. */
function controlsRoot(host) {
  if (adapter?.controlsRoot) return adapter.controlsRoot(host);
  return host.firstElementChild?.shadowRoot ?? host;
}

const OPTION = 'input[type="radio"], [role="radio"]';
const optionCount = (host) => controlsRoot(host).querySelectorAll(OPTION).length;

/**
 * The common "interactive DOM" test after a renderer's own ready signal: every set shows its three
 * option controls. A set that is not there yet is watched with a MutationObserver (no busy waiting
 * that would take the main thread from the renderer); `waits` counts the sets that needed it.
 */
async function untilInputs(hosts) {
  let waits = 0;
  for (const host of hosts) {
    if (optionCount(host) >= 3) continue;
    waits++;
    await new Promise((resolve, reject) => {
      const done = () => {
        if (optionCount(host) < 3) return;
        observer.disconnect();
        clearInterval(timer);
        resolve();
      };
      const observer = new MutationObserver(done);
      const watch = () => {
        observer.observe(host, { childList: true, subtree: true });
        const root = controlsRoot(host);
        if (root !== host) observer.observe(root, { childList: true, subtree: true });
      };
      watch();
      // a shadow root attached later is not under the first observation: look again now and then
      const started = performance.now();
      const timer = setInterval(() => {
        watch();
        done();
        if (performance.now() - started > 120_000) reject(new Error('a set never showed its options'));
      }, 50);
    });
  }
  return waits;
}

/** Every element under root, through open shadow roots. */
function deepElements(root, out = []) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    out.push(node);
    if (node.shadowRoot) deepElements(node.shadowRoot, out);
  }
  return out;
}

/** Nodes under root, through open shadow roots: all, elements, whitespace-only text, comments. */
function deepNodeKinds(root, c = { all: 0, elements: 0, whitespace: 0, comments: 0 }) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    c.all++;
    if (node.nodeType === Node.ELEMENT_NODE) c.elements++;
    else if (node.nodeType === Node.TEXT_NODE && !node.data.trim()) c.whitespace++;
    else if (node.nodeType === Node.COMMENT_NODE) c.comments++;
    if (node.shadowRoot) deepNodeKinds(node.shadowRoot, c);
  }
  return c;
}

const countDeepNodes = (root) => deepNodeKinds(root).all;

/** Untimed: what every set rendered (min and max over the sets). */
function inventory(hosts) {
  const per = hosts.map((host) => {
    const els = deepElements(host);
    const is = (sel) => els.filter((e) => e.matches(sel)).length;
    const kinds = deepNodeKinds(host);
    return {
      options: is(OPTION),
      textFields: is('textarea, input[type="text"], input:not([type]), [contenteditable="true"]'),
      toggles: is('input[type="checkbox"], [role="switch"], [role="checkbox"], button.confirm'),
      buttons: is('button, input[type="submit"], input[type="button"], [role="button"]'),
      placeholders: is('[aria-busy="true"]'),
      nodes: kinds.all,
      elements: kinds.elements,
      whitespace: kinds.whitespace,
      comments: kinds.comments,
    };
  });
  const range = (key) => [Math.min(...per.map((p) => p[key])), Math.max(...per.map((p) => p[key]))];
  return Object.fromEntries(Object.keys(per[0]).map((k) => [k, range(k)]));
}

const RECEIPT = '.receipt';
const receiptShown = (host) => !!controlsRoot(host).querySelector(RECEIPT);

/** A transcript: every answered set shows its receipt, the open one its three option controls. */
async function untilTranscript(hosts, list) {
  const open = hosts.filter((_, i) => !(list[i].answers || list[i].receipt));
  const answered = hosts.filter((_, i) => list[i].answers || list[i].receipt);
  await untilInputs(open);
  let waits = 0;
  for (const host of answered) {
    if (receiptShown(host)) continue;
    waits++;
    await new Promise((resolve, reject) => {
      const started = performance.now();
      const timer = setInterval(() => {
        if (receiptShown(host)) {
          clearInterval(timer);
          resolve();
        } else if (performance.now() - started > 120_000) reject(new Error('a receipt never showed'));
      }, 5);
    });
  }
  return waits;
}

async function renderAll(list, log, until = untilInputs) {
  const hosts = [];
  const t0 = performance.now();
  for (const item of list) {
    const host = document.createElement('div');
    host.className = 'msg';
    log.append(host);
    adapter.mount(host, item.body, item);
    hosts.push(host);
  }
  const mounted = performance.now();
  if (adapter.ready) await adapter.ready(hosts);
  const ready = performance.now();
  const waits = await until(hosts, list);
  const inputs = performance.now();
  void log.offsetHeight; // the forced layout: every set in the DOM and laid out
  const end = performance.now();
  return {
    hosts,
    timing: {
      ms: end - t0,
      mount: mounted - t0,
      ready: ready - t0,
      inputs: inputs - t0,
      layout: end - inputs,
      waits,
    },
  };
}

let hosts = [];
let readyAt = 0;

/** After the timed part: does the DOM still change, and did anything load late? */
async function settle(ms = 400) {
  const before = countDeepNodes(document.body);
  await frame();
  await frame();
  await new Promise((r) => setTimeout(r, ms));
  const after = countDeepNodes(document.body);
  const late = performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime > readyAt)
    .map((e) => new URL(e.name).pathname);
  return { nodesAfterReady: after - before, lateFetches: late };
}

const fetched = () => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);

async function fresh() {
  const log = document.getElementById('log');
  const t0 = performance.now();
  if (config.static) {
    hosts = [...log.children];
    await questionElements.ready(hosts);
  } else {
    hosts = (await renderAll(items.slice(0, 1), log)).hosts;
  }
  const ownReady = performance.now();
  await untilInputs(hosts);
  void log.offsetHeight;
  readyAt = performance.now();
  window.__fresh = { ms: readyAt, harnessStart: t0, ownReady };
}

/** The wizard: each key press is timed from the first JS that sees it to the frame after the next one. */
let step = { index: 0 };
function armWizard() {
  const host = document.getElementById('log').firstElementChild;
  const el = host.firstElementChild;
  return new Promise((resolve) => {
    let t0 = 0;
    let updated = 0;
    const onKey = () => {
      t0 = performance.now();
      requestAnimationFrame(() => {
        const raf1 = performance.now();
        void host.offsetHeight; // style and layout of the new step, inside this frame
        const laidOut = performance.now();
        requestAnimationFrame(() => {
          const raf2 = performance.now();
          resolve({
            painted: raf2 - t0,
            busy: (updated || raf1) - t0 + (laidOut - raf1),
            update: (updated || raf1) - t0,
            layout: laidOut - raf1,
            index: step.index,
          });
        });
      });
    };
    const afterHandlers = () => {
      if (el.updateComplete) void el.updateComplete.then(() => (updated = performance.now()));
      else updated = performance.now();
    };
    window.addEventListener('keydown', onKey, { capture: true, once: true });
    window.addEventListener('keydown', afterHandlers, { once: true });
  });
}

function focusWizard() {
  const host = document.getElementById('log').firstElementChild;
  const root = controlsRoot(host);
  const heading = root.querySelector('[data-focus-target], [role="heading"]');
  heading.focus();
  return !!heading && (root.activeElement ?? document.activeElement) === heading;
}

export function install(renderer, options = {}) {
  Object.assign(config, options);
  adapter = renderer ?? questionElements;
  items = JSON.parse(document.getElementById('items')?.textContent ?? '[]');
  addEventListener('question-change', (e) => (step = { index: e.detail.index }));
  window.bench = {
    async chat() {
      const { hosts: rendered, timing } = await renderAll(items, document.getElementById('log'));
      hosts = rendered;
      readyAt = performance.now();
      return timing;
    },
    /**
     * N more sets after the log, their texts changed (no cache of a renderer holds them): the heap
     * they add is what a set keeps once the page has compiled its code (the log's own growth also
     * holds the machine code the engine made for the renderer's hot functions, once per page).
     */
    async more() {
      const again = items.map((item) => ({ ...item, body: item.body.replaceAll('build', 'later build') }));
      await renderAll(again, document.getElementById('log'));
    },
    async transcript() {
      const { hosts: rendered, timing } = await renderAll(
        items,
        document.getElementById('log'),
        untilTranscript,
      );
      hosts = rendered;
      readyAt = performance.now();
      return timing;
    },
    /**
     * A set arrives on a page where the library has been loaded and idle (issue 48): one set rendered,
     * until its inputs show and a forced layout ran; and the files the page fetched from then on.
     */
    async arrive() {
      const t0 = performance.now();
      const { hosts: rendered, timing } = await renderAll(items.slice(0, 1), document.getElementById('log'));
      hosts = rendered;
      readyAt = performance.now();
      const late = performance.getEntriesByType('resource').filter((e) => e.startTime >= t0);
      const before = performance.getEntriesByType('resource').filter((e) => e.startTime < t0);
      return {
        ...timing,
        files: late.map((e) => new URL(e.name).pathname),
        filesEnd: late.length ? Math.max(...late.map((e) => e.responseEnd)) - t0 : undefined,
        earlier: before.map((e) => new URL(e.name).pathname),
      };
    },
    /** Sets in one scope (issue 31): all added until rendered, then removed one by one, first to last. */
    async scope() {
      const log = document.getElementById('log');
      const { hosts: added, timing } = await renderAll(items, log, async () => 0);
      const open = added.filter((h) => h.firstElementChild?.state === 'open').length;
      const t0 = performance.now();
      for (const host of added) host.remove();
      void document.body.offsetHeight;
      return { add: timing.ms, remove: performance.now() - t0, open };
    },
    /** Per set: its nodes (through shadow roots), the open set's first. */
    receiptNodes: () => {
      const kinds = hosts.map((h) => deepNodeKinds(h));
      return { open: kinds[kinds.length - 1]?.all, receipt: kinds[0]?.all };
    },
    inventory: () => inventory(hosts),
    settle,
    fetched,
    focusWizard,
    armWizard,
    gc: async () => {
      for (let i = 0; i < 3; i++) {
        window.gc?.();
        await nextTask();
      }
    },
  };
  if (config.mode === 'fresh' || config.mode === 'wizard') {
    fresh().catch((error) => (window.__fresh = { error: String(error?.stack ?? error) }));
  }
}
