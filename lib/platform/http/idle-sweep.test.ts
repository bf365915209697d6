import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { closeIdleConnections } from './idle-sweep.mjs';

/** More than loopback's socket buffers hold, so the answer waits on a client that reads nothing. */
const BODY_BYTES = 48 * 1024 * 1024;

/** A server whose one answer is ended at once and written out only as the client reads it. */
async function serverWithBigAnswer() {
  const inFlight = new Set<ServerResponse>();
  let ended!: () => void;
  const answerEnded = new Promise<void>((resolve) => (ended = resolve));
  const server = createServer((_req, res) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    res.end(Buffer.alloc(BODY_BYTES, 'x'));
    ended();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, inFlight, answerEnded };
}

/** A keep-alive client that asks, reads nothing until told, then counts the bytes it gets. */
function lazyClient(server: Server) {
  const { port } = server.address() as AddressInfo;
  const socket: Socket = connect(port, '127.0.0.1');
  socket.pause();
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
  let received = 0;
  const closed = new Promise<number>((resolve) => {
    socket.on('data', (chunk) => (received += chunk.length));
    socket.on('close', () => resolve(received));
  });
  return { read: () => socket.resume(), closed };
}

describe('the graceful stop closing idle connections (lib/platform/http/idle-sweep.mjs)', () => {
  it('keeps a connection whose answer is ended but not yet written out, and closes it once it is', async () => {
    const { server, inFlight, answerEnded } = await serverWithBigAnswer();
    const client = lazyClient(server);
    await answerEnded;
    const [res] = inFlight;
    expect(res!.writableFinished).toBe(false);

    expect(closeIdleConnections(server, inFlight)).toBe(false);
    client.read();
    await new Promise((resolve) => res!.once('finish', resolve));
    expect(closeIdleConnections(server, inFlight)).toBe(true);
    // Every byte of the answer arrived (the headers come on top), then the connection closed.
    expect(await client.closed).toBeGreaterThan(BODY_BYTES);
    server.close();
  });

  it("is needed: Node's own closeIdleConnections cuts that answer off", async () => {
    const { server, inFlight, answerEnded } = await serverWithBigAnswer();
    const client = lazyClient(server);
    await answerEnded;
    server.closeIdleConnections();
    client.read();
    expect(await client.closed).toBeLessThan(BODY_BYTES);
    expect(inFlight.size).toBe(0);
    server.close();
  });
});
