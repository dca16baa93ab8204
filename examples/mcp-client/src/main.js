import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { deliveryTransport, elicitationCapabilities, elicitationHandler } from 'question-elements/mcp';
import { countResponses, droppingPair } from './connection.js';
import { deployServer } from './server.js';

const chat = document.getElementById('chat');
const reply = document.getElementById('reply');
const log = document.getElementById('log');
const saved = JSON.parse(sessionStorage.getItem('transcript') ?? 'null');

/** A line of the transcript under the set: what happened to the connection. */
function note(text) {
  const li = document.createElement('li');
  li.textContent = text;
  log.append(li);
}

if (saved) {
  // a reload: the page shows its transcript and calls nothing again; the set of the same request
  // shows its receipt (the element remembers it was sent) and sends nothing
  const set = document.createElement('question-set');
  set.format = 'mcp';
  set.data = saved.request;
  chat.append(set);
  saved.notes.forEach(note);
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
  // the in-memory pair, whose client side drops the first response (connection.js)
  const [clientSide, serverSide] = droppingPair(() =>
    note('The connection dropped the answer; it is sent again, to the same request.'),
  );
  // the client talks over deliveryTransport(): a response whose send fails is sent again with its
  // request's id, and the set says "Sending…" until it went ("Not sent" if every try fails)
  const transport = deliveryTransport(clientSide);
  client.setRequestHandler(ElicitRequestSchema, elicitationHandler({ container, transport }));

  const server = deployServer();
  await Promise.all([server.connect(serverSide), client.connect(transport)]);
  countResponses(serverSide);

  // the model calls the tool: its elicitation shows in #chat, its result once the user answered
  const result = await client.callTool({ name: 'deploy', arguments: {} });
  const answers = window.exampleResponses;
  note(`The server received ${answers} answer${answers === 1 ? '' : 's'}.`);
  reply.textContent = result.content[0].text;
  const notes = [...log.children].map((li) => li.textContent);
  sessionStorage.setItem('transcript', JSON.stringify({ request, notes, result: reply.textContent }));
}
