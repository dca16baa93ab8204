// The connection of the example: the SDK's in-memory transport, with a fault an app meets on a
// real network. The client's side drops the first response it sends (its send rejects, as a
// WebSocket or an HTTP stream does when the connection breaks), and the server's side counts the
// responses that reach it. `deliveryTransport()` (main.js) sends the dropped one again.
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';

/** The linked pair; `onDrop(message)` hears the response the client's side dropped. */
export function droppingPair(onDrop) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const send = clientSide.send.bind(clientSide);
  let dropped = 0;
  clientSide.send = async (message, options) => {
    if (('result' in message || 'error' in message) && dropped === 0) {
      dropped++;
      window.exampleDropped = dropped;
      onDrop(message);
      throw new Error('connection dropped');
    }
    return send(message, options);
  };
  return [clientSide, serverSide];
}

/**
 * Counts what reaches the server of the responses to its requests (call it once the server is
 * connected): the example's check wants exactly one answer.
 */
export function countResponses(serverSide) {
  const receive = serverSide.onmessage;
  window.exampleResponses = 0;
  serverSide.onmessage = (message, extra) => {
    if ('result' in message || 'error' in message) window.exampleResponses++;
    receive(message, extra);
  };
}
