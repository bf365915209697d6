import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * An embedded PostgreSQL: PGlite (PostgreSQL compiled to WebAssembly) behind the PostgreSQL wire
 * protocol on a local port, so the app reaches it through the same `pg` adapter as a real server.
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

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
class ProtocolQueue {
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
    if (this.owner === handlerId) this.owner = null;
    void this.run();
  }

  async clearTransactionIfNeeded(handlerId: number) {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    void this.run();
  }
}

/** The embedded database's files are already open in another process. */
export class EmbeddedDatabaseBusyError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's files may be open in one process at a time (two would corrupt them), and PGlite does
 * not guard that itself: a `<dir>.lock` file holds the owner's process id. A lock whose process
 * has ended (killed, crashed) is taken over. Returns the function that releases it.
 */
export function lockDataDir(dataDir: string, shownAs: string): () => void {
  const lock = `${dataDir}.lock`;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lock, 'utf8'));
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new EmbeddedDatabaseBusyError(
          `The embedded database in ${shownAs} is open in another process (pid ${owner}, e.g. npm start). Stop it first (or, if no such process runs, delete ${shownAs}.lock).`,
        );
      }
      rmSync(lock, { force: true });
    }
  }
  const release = () => rmSync(lock, { force: true });
  process.once('exit', release);
  return () => {
    process.off('exit', release);
    release();
  };
}

export async function startEmbeddedDatabase(options: {
  dir: string;
  port?: number;
}): Promise<EmbeddedDatabase> {
  const inMemory = options.dir === 'memory';
  let dataDir: string | undefined;
  let unlock = () => {};
  if (!inMemory) {
    dataDir = path.resolve(options.dir);
    mkdirSync(path.dirname(dataDir), { recursive: true });
    unlock = lockDataDir(dataDir, options.dir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir ? { dataDir } : {});
  } catch (error) {
    unlock();
    throw error;
  }
  const port = options.port ?? (await freePort());
  // Many pooled connections share the one PGlite instance; queries are queued, and a transaction
  // keeps the instance to its own connection until it ends.
  const server = new PGLiteSocketServer({ db: pg, host: '127.0.0.1', port, maxConnections: 100 });
  // pglite-socket queues each protocol message on its own, so one connection's Parse/Bind/Execute
  // could be interleaved with another's and lose the unnamed statement or portal. Replace its
  // queue with one that keeps a connection's messages together up to Sync (or to the end of its
  // transaction).
  (server as unknown as { queryQueue: ProtocolQueue }).queryQueue = new ProtocolQueue(pg);
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await pg.close();
      unlock();
    },
  };
}
