// web-test-runner middleware for test/chat/mcp-http: a real 2.x MCP server (`@modelcontextprotocol/server`,
// protocol 2026-07-28) over Streamable HTTP, in Node, on the test server's own port; it fails the
// answer's delivery as a test asks.
//
//   POST /__mcp__/<run>/<mode>   the MCP endpoint (createMcpHandler) of the run's server. Its tool
//                                `deploy` asks one question by an embedded input request
//                                (`input_required` with an elicitation); the client calls it again
//                                with `params.inputResponses`. <mode> says how the FIRST try of that
//                                retried call fails (the page numbers its tries in `x-mcp-try`):
//                                `500` (answered 500, the tool does not run), `drop` (the connection
//                                destroyed without a response, each time that try arrives: Chromium
//                                and Firefox send a POST whose connection dropped again by themselves,
//                                and this server drops those copies too), `hang` (no response until the next
//                                POST of the run arrives, or the page gives the request up, then the
//                                connection destroyed; a copy the browser sends again after that is
//                                served, as any server would), or `ok` (none fails). Every other POST
//                                is served.
//   GET  /__mcp__/<run>/log      what the run received and did:
//                                { posts: [{ method, id, try, inputResponses: boolean,
//                                            answer: 'served' | '500' | 'drop' | 'hang', status? }],
//                                  tool: [{ inputResponses, requestState }] }  (each run of the tool with answers)
import { readBody } from '../bundle/wtr-delivery.mjs';
// the question the tool asks, the one the browser tests answer
import { REGION } from './region.mjs';

const PREFIX = '/__mcp__/';
const MODES = new Set(['500', 'drop', 'hang', 'ok']);
const runs = new Map();

/** The server's SDK, loaded on the first MCP request (no other test run pays for it). */
let sdk;

/** A run's server: a handler of the 2026-07-28 entry whose tool records every run with answers. */
function newRun() {
  const run = { posts: [], tool: [], failing: undefined, held: [] };
  const { McpServer, createMcpHandler, inputRequired } = sdk;
  run.handler = createMcpHandler(() => {
    const server = new McpServer({ name: 'deploy', version: '1.0.0' });
    server.registerTool('deploy', { description: 'Deploys the service' }, async (ctx) => {
      const inputResponses = ctx.mcpReq.inputResponses;
      if (!inputResponses)
        return inputRequired({
          inputRequests: { region: inputRequired.elicit(REGION) },
          requestState: 'round-1',
        });
      run.tool.push({ inputResponses, requestState: ctx.mcpReq.requestState() });
      return { content: [{ type: 'text', text: JSON.stringify({ inputResponses }) }] };
    });
    return server;
  });
  return run;
}

/** Node's request as the web-standard Request the handler takes. */
function webRequest(ctx, body) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers))
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) headers.append(name, v);
  const bodied = ctx.method !== 'GET' && ctx.method !== 'HEAD';
  return new Request(ctx.href, { method: ctx.method, headers, body: bodied ? body : undefined });
}

/** The handler's web-standard Response written to Node's response, its body streamed (JSON or SSE). */
async function writeResponse(ctx, response) {
  ctx.respond = false;
  const res = ctx.res;
  const headers = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, { ...headers, 'cache-control': 'no-store' });
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  res.on('close', () => reader.cancel().catch(() => {}));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    res.write(value);
  }
  res.end();
}

/** Which try of the page's a POST is (the page's `x-mcp-try`; a browser's own copy keeps its number). */
const tryOf = (ctx) => Number(ctx.get('x-mcp-try')) || undefined;

/** The JSON-RPC message a POST carries (one; a batch is logged by its first message). */
function messageOf(body) {
  try {
    const message = JSON.parse(body);
    return Array.isArray(message) ? message[0] : message;
  } catch {
    return undefined;
  }
}

export function mcpHttpServer() {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(PREFIX)) return next();
    const [id, mode] = ctx.path.slice(PREFIX.length).split('/');
    sdk ??= await import('@modelcontextprotocol/server');
    let run = runs.get(id);
    if (!run) runs.set(id, (run = newRun()));
    ctx.set('Cache-Control', 'no-store');
    if (ctx.method === 'GET' && mode === 'log') {
      ctx.type = 'application/json';
      ctx.body = JSON.stringify({ posts: run.posts, tool: run.tool });
      return;
    }
    if (!MODES.has(mode)) return next();
    const body = ctx.method === 'POST' ? await readBody(ctx.req) : undefined;
    if (ctx.method === 'POST') {
      // a later POST releases one that hangs: its connection goes, unanswered
      for (const release of run.held.splice(0)) release();
      const message = messageOf(body);
      const params = message?.params;
      const carries = Boolean(params && typeof params === 'object' && params.inputResponses);
      const entry = { method: message?.method, id: message?.id, try: tryOf(ctx), inputResponses: carries };
      run.posts.push(entry);
      // the first try of the retried call fails; a drop also drops the browser's own copies of it
      // (a POST without the page's number is a try of its own)
      const key = entry.try ?? `post ${run.posts.length}`;
      if (carries && mode !== 'ok') run.failing ??= key;
      const copy =
        entry.try !== undefined &&
        run.posts.some((p) => p !== entry && p.inputResponses && p.try === entry.try);
      const fail = carries && key === run.failing && (mode === 'drop' || !copy) ? mode : undefined;
      if (fail) {
        entry.answer = fail;
        if (fail === '500') {
          ctx.status = 500;
          ctx.body = 'server error';
          return;
        }
        // no response at all: the server's log of requests would otherwise call it a 404
        ctx.status = 204;
        ctx.respond = false;
        if (fail === 'hang')
          await new Promise((resolve) => {
            const release = () => {
              clearTimeout(timer);
              resolve();
            };
            const timer = setTimeout(release, 60_000);
            // the page gave the request up: nothing is left to hold
            ctx.req.socket.once('close', release);
            run.held.push(release);
          });
        ctx.req.socket.destroy();
        return;
      }
      entry.answer = 'served';
      const response = await run.handler.fetch(webRequest(ctx, body));
      entry.status = response.status;
      return writeResponse(ctx, response);
    }
    return writeResponse(ctx, await run.handler.fetch(webRequest(ctx, body)));
  };
}
