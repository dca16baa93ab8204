import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { elicitationCapabilities, elicitationHandler } from 'question-elements/mcp';
import { deployServer } from './server.js';

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
  // the connection: the client announces elicitation, and the package answers each request in #chat
  const client = new Client(
    { name: 'example', version: '1.0.0' },
    { capabilities: elicitationCapabilities() },
  );
  let request; // kept for the transcript
  const container = (r) => {
    request = r.params;
    return chat;
  };
  client.setRequestHandler(ElicitRequestSchema, elicitationHandler({ container }));

  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([deployServer().connect(serverSide), client.connect(clientSide)]);

  // the model calls the tool: its elicitation shows in #chat, its result once the user answered
  const result = await client.callTool({ name: 'deploy', arguments: {} });
  reply.textContent = result.content[0].text;
  sessionStorage.setItem('transcript', JSON.stringify({ request, result: reply.textContent }));
}
