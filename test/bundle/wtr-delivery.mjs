// web-test-runner middleware for test/bundle/dist-delivery: a backend that takes answers by POST on
// the test server's own HTTP port, deduplicates them by request id, and fails as a test asks it to.
//
//   POST /__delivery__/<run>/<mode>   the answers (JSON with a `requestId`); <mode> says how the
//                                     FIRST try of the run fails: `500`, `hang` (no response until the
//                                     next try of the run arrives, then destroyed), or `ok` (none
//                                     fails); `drop` destroys the connection of every try, without a
//                                     response, until the run is healed (a browser tries a POST
//                                     again by itself when a reused connection drops).
//   GET  /__delivery__/<run>/heal     the connection of a `drop` run stops dropping
//                                     Every later try is accepted once per request id (200; again: 200
//                                     `duplicate`, not accepted twice).
//   GET  /__delivery__/<run>/log      every try the run received, in order:
//                                     [{ requestId, body, answer: 'accepted' | 'duplicate' | '500' | 'drop' | 'hang' }]
//   POST /__delivery__/<run>/stream-drop  an agent's response that breaks: the request's body comes
//                                     back as the response's first chunk, and the connection is
//                                     destroyed once the run is ended (GET <run>/end), mid-response
//   POST /__delivery__/<run>/stream-hang  an agent's response that never completes: the body comes
//                                     back as its first chunk, and nothing more until the page lets go
//   GET  /__delivery__/<run>/end      what a `stream-drop` of the run waits for
const PREFIX = '/__delivery__/';
const runs = new Map();

const runOf = (id) => {
  let run = runs.get(id);
  if (!run) runs.set(id, (run = { tries: [], accepted: new Set(), held: [] }));
  return run;
};

/** A request's body, as text (the MCP server of test/chat/wtr-mcp-http.mjs reads it too). */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A response that starts with the request's body and never ends well (`stream-drop`, `stream-hang`). */
async function streamBack(ctx, run, mode) {
  const text = await readBody(ctx.req);
  ctx.respond = false;
  const res = ctx.res;
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.write(text);
  const gone = new Promise((resolve) => res.on('close', resolve));
  if (mode === 'stream-drop') await Promise.race([gone, new Promise((resolve) => run.held.push(resolve))]);
  else await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 60_000))]);
  ctx.req.socket.destroy();
}

export function deliveryServer() {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(PREFIX)) return next();
    const [id, mode] = ctx.path.slice(PREFIX.length).split('/');
    const run = runOf(id);
    ctx.set('Cache-Control', 'no-store');
    if (ctx.method === 'GET' && mode === 'heal') {
      run.healed = true;
      ctx.body = 'healed';
      return;
    }
    if (ctx.method === 'GET' && mode === 'end') {
      for (const release of run.held.splice(0)) release();
      ctx.body = 'ended';
      return;
    }
    if (ctx.method === 'POST' && mode?.startsWith('stream-')) return streamBack(ctx, run, mode);
    if (ctx.method === 'GET' && mode === 'log') {
      ctx.type = 'application/json';
      ctx.body = JSON.stringify(run.tries);
      return;
    }
    if (ctx.method !== 'POST') return next();
    const text = await readBody(ctx.req);
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const requestId = body && typeof body === 'object' ? body.requestId : undefined;
    // a later try releases one that hangs: its connection goes, nothing was accepted from it
    for (const release of run.held.splice(0)) release();
    const first = run.tries.length === 0;
    const fail =
      mode === 'drop' ? (run.healed ? undefined : mode) : first && mode !== 'ok' ? mode : undefined;
    const answer = fail ?? (run.accepted.has(requestId) ? 'duplicate' : 'accepted');
    run.tries.push({ requestId, body, answer });
    if (answer === 'accepted') run.accepted.add(requestId);
    if (fail === '500') {
      ctx.status = 500;
      ctx.body = 'server error';
      return;
    }
    if (fail === 'drop' || fail === 'hang') {
      // no response at all: the server's log of requests would otherwise call it a 404
      ctx.status = 204;
      ctx.respond = false;
      if (fail === 'hang')
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, 60_000);
          run.held.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      ctx.req.socket.destroy();
      return;
    }
    ctx.type = 'application/json';
    ctx.body = JSON.stringify({ ok: true, requestId, duplicate: answer === 'duplicate' });
  };
}
