import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type MessageQueue, ProtocolQueue, servePGlite, type PGliteServer } from './socket-server';

/** Our queue, with a record of what pglite-socket's handler asked of it. */
class RecordingQueue implements MessageQueue {
  readonly messages: { handlerId: number; message: Uint8Array }[] = [];
  readonly cleared: number[] = [];
  readonly rolledBack: number[] = [];
  constructor(private readonly inner: ProtocolQueue) {}
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) {
    this.messages.push({ handlerId, message: message.slice() });
    return this.inner.enqueue(handlerId, message, onData);
  }
  getQueueLength() {
    return this.inner.getQueueLength();
  }
  clearQueueForHandler(handlerId: number) {
    this.cleared.push(handlerId);
    this.inner.clearQueueForHandler(handlerId);
  }
  clearTransactionIfNeeded(handlerId: number) {
    this.rolledBack.push(handlerId);
    return this.inner.clearTransactionIfNeeded(handlerId);
  }
}

const typeOf = (message: Uint8Array) => String.fromCharCode(message[0] ?? 0);
/** A regular protocol message: a type byte, then its length (which counts itself, not the type). */
const isOneMessage = (message: Uint8Array) =>
  message.length >= 5 &&
  new DataView(message.buffer, message.byteOffset).getInt32(1) === message.length - 1;

describe('the embedded database server (pglite-socket handler, our queue)', () => {
  let db: PGlite;
  let queue: RecordingQueue;
  let server: PGliteServer;
  const connect = async () => {
    const client = new pg.Client({
      connectionString: `postgresql://postgres:postgres@127.0.0.1:${server.port}/postgres?sslmode=disable`,
    });
    await client.connect();
    return client;
  };

  beforeAll(async () => {
    db = await PGlite.create();
    queue = new RecordingQueue(new ProtocolQueue(db));
    server = await servePGlite(db, { host: '127.0.0.1', port: 0, maxConnections: 5, queue });
  });
  afterAll(async () => {
    await server.stop();
    await db.close();
  });

  it('hands the queue each protocol message on its own, tagged with its connection', async () => {
    const client = await connect();
    try {
      queue.messages.length = 0;
      await client.query('SELECT $1::int AS n', [7]);
      const sent = queue.messages;
      expect(sent.every(({ message }) => isOneMessage(message))).toBe(true);
      expect(sent.map(({ message }) => typeOf(message)).join('')).toBe('PBDES');
      expect(new Set(sent.map(({ handlerId }) => handlerId)).size).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('on a closed connection, drops its queued messages and rolls back its open transaction', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE left_open (id int)');
    const leaving = await connect();
    await leaving.query('BEGIN');
    await leaving.query('INSERT INTO left_open VALUES (1)');
    const leavingId = queue.messages.at(-1)!.handlerId;
    await leaving.end();
    for (let i = 0; i < 50 && !queue.rolledBack.includes(leavingId); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(queue.cleared).toContain(leavingId);
    expect(queue.rolledBack).toContain(leavingId);
    const { rows } = await setup.query<{ n: number }>('SELECT count(*)::int AS n FROM left_open');
    expect(rows).toEqual([{ n: 0 }]);
    await setup.end();
  });

  it('keeps serving every connection after a query fails', async () => {
    const first = await connect();
    const second = await connect();
    try {
      await expect(first.query('SELEC 1')).rejects.toThrow(/syntax error/);
      await expect(first.query('SELECT $1::int AS n', [1])).resolves.toMatchObject({
        rows: [{ n: 1 }],
      });
      await expect(second.query('SELECT 2 AS n')).resolves.toMatchObject({ rows: [{ n: 2 }] });
    } finally {
      await first.end();
      await second.end();
    }
  });
});
