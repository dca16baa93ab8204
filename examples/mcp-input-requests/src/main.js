import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { elicitationCapabilities, elicitationHandler } from 'question-elements/mcp';
import { deployHandler } from './server.js';

const chat = document.getElementById('chat');
const reply = document.getElementById('reply');
const saved = JSON.parse(sessionStorage.getItem('transcript') ?? 'null');

if (saved) {
  // a reload: the page shows its transcript and calls nothing again; the set of the same request
  // shows its receipt (the element remembers it was sent) and sends nothing
  const set = document.createElement('question-set');
  set.format = 'mcp';
  set.data = saved.request;
  chat.append(set);
  reply.textContent = saved.result;
} else {
  // the connection on protocol 2026-07-28: the client fulfils each input request of a call through
  // its elicitation/create handler, the package's, then retries the call with the answers
  const client = new Client(
    { name: 'example', version: '1.0.0' },
    { capabilities: elicitationCapabilities(), versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  let request; // kept for the transcript
  const container = (r) => {
    request = r.params;
    return chat;
  };
  client.setRequestHandler('elicitation/create', elicitationHandler({ container }));
  // the server's URL; the in-page fetch stands for the network
  const transport = new StreamableHTTPClientTransport(new URL('https://deploy.example/mcp'), {
    fetch: (url, init) => deployHandler.fetch(new Request(url, init)),
  });
  await client.connect(transport);

  // the model calls the tool: its input request shows in #chat, its result once the user answered
  const result = await client.callTool({ name: 'deploy', arguments: {} });
  reply.textContent = result.content[0].text;
  sessionStorage.setItem('transcript', JSON.stringify({ request, result: reply.textContent }));
}
