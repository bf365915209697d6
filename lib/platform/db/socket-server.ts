import { createServer, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';

/**
 * PGlite behind the PostgreSQL wire protocol, built on pglite-socket's public API: its
 * `PGLiteSocketHandler` speaks the protocol on each connection and hands every message to the
 * `queryQueue` it is given. We give it `ProtocolQueue` below instead of the package's own queue.
 *
 * Why (pglite-socket 0.2.17, the version package.json pins): its `QueryQueueManager`
 *  - runs each protocol message on its own and keeps a connection's turn only inside a
 *    transaction, so one connection's Parse/Bind/Execute can be interleaved with another's, which
 *    then loses the unnamed statement or portal (`portal "" does not exist`) under concurrency;
 *  - stops for good after a message that throws (it returns with its `processing` flag still
 *    set), so every later query of every connection waits forever.
 * `PGLiteSocketServer` has no option to pass a queue, hence this small server of our own.
 * lib/platform/db/socket-server.test.ts pins the handler's side of the contract (one `enqueue` per message,
 * tagged with the connection; the clean-up calls on close), so an upgrade that changes it fails.
 */

/** What the handler calls on its queue: the public part of pglite-socket's `QueryQueueManager`. */
export type MessageQueue = Pick<
  PGLiteSocketHandlerOptions['queryQueue'],
  'enqueue' | 'getQueueLength' | 'clearQueueForHandler' | 'clearTransactionIfNeeded'
>;

interface Job {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

// Messages of the extended query protocol after which the sender will send more before Sync.
const MID_SEQUENCE = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));

/** Runs one message at a time on PGlite, giving a connection the floor until its sequence ends. */
export class ProtocolQueue implements MessageQueue {
  private jobs: Job[] = [];
  private running = false;
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) {
    return new Promise<number>((resolve, reject) => {
      this.jobs.push({ handlerId, message, onData, resolve, reject });
      void this.run();
    });
  }

  private next(): Job | undefined {
    if (this.owner === null) return this.jobs.shift();
    const i = this.jobs.findIndex((job) => job.handlerId === this.owner);
    return i === -1 ? undefined : this.jobs.splice(i, 1)[0];
  }

  private async run() {
    if (this.running) return;
    this.running = true;
    try {
      for (let job = this.next(); job; job = this.next()) {
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(job!.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                job!.onData(data);
              },
            }),
          );
        } catch (error) {
          this.owner = null;
          job.reject(error);
          continue;
        }
        const midSequence = MID_SEQUENCE.has(job.message[0] ?? 0);
        this.owner = midSequence || this.db.isInTransaction() ? job.handlerId : null;
        job.resolve(bytes);
      }
    } finally {
      this.running = false;
    }
  }

  getQueueLength() {
    return this.jobs.length;
  }

  clearQueueForHandler(handlerId: number) {
    this.jobs = this.jobs.filter((job) => {
      if (job.handlerId === handlerId) job.reject(new Error('Handler disconnected'));
      return job.handlerId !== handlerId;
    });
    // An open transaction keeps its owner until clearTransactionIfNeeded (called next) ends it.
    if (this.owner === handlerId && !this.db.isInTransaction()) this.owner = null;
    void this.run();
  }

  async clearTransactionIfNeeded(handlerId: number) {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    void this.run();
  }
}

export interface PGliteServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * Listens on `host:port` (0: any free port) and serves each connection with a
 * `PGLiteSocketHandler` over one shared queue; refuses connections beyond `maxConnections`.
 */
export async function servePGlite(
  db: PGlite,
  options: { host: string; port: number; maxConnections: number; queue?: MessageQueue },
): Promise<PGliteServer> {
  const queue = options.queue ?? new ProtocolQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();
  let accepting = true;

  const server = createServer((socket: Socket) => {
    if (!accepting || handlers.size >= options.maxConnections) {
      socket.end();
      return;
    }
    const handler = new PGLiteSocketHandler({
      // The handler calls only MessageQueue's methods; its option is typed with the package's
      // own class, whose private fields no other class can have.
      queryQueue: queue as PGLiteSocketHandlerOptions['queryQueue'],
      closeOnDetach: true,
    });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => {
      forget();
      socket.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    port,
    async stop() {
      accepting = false;
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      handlers.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
