import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { servePGlite } from './socket-server';

/**
 * An embedded PostgreSQL: PGlite (PostgreSQL compiled to WebAssembly) behind the PostgreSQL wire
 * protocol on a local port, so the app reaches it through the same `pg` adapter as a real server.
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
  /** Its files as one tar archive, for `loadDataDir` of another (the tests' migrated template). */
  dump(): Promise<Blob>;
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

/** The embedded database's files are already open in another process. */
export class EmbeddedDatabaseBusyError extends Error {}

/** The URL of an embedded database listening on 127.0.0.1:`port`. */
export const embeddedUrl = (port: number) =>
  `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;

/** Whether process `pid` is alive (a process of another user's counts). */
export function isRunning(pid: number): boolean {
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
          `The embedded database in ${shownAs} is open in another process (pid ${owner}, e.g. npm run db:studio, or a site still starting). Stop it first (or, if no such process runs, delete ${shownAs}.lock).`,
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
  /** Files to start from (an in-memory database only): another one's `dump()`. */
  loadDataDir?: Blob;
}): Promise<EmbeddedDatabase & { port: number }> {
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
    pg = await PGlite.create(
      dataDir ? { dataDir } : options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
    );
  } catch (error) {
    unlock();
    throw error;
  }
  const port = options.port ?? (await freePort());
  // Many pooled connections share the one PGlite instance (lib/platform/db/socket-server.ts).
  let server: Awaited<ReturnType<typeof servePGlite>>;
  try {
    server = await servePGlite(pg, { host: '127.0.0.1', port, maxConnections: 100 });
  } catch (error) {
    await pg.close();
    unlock();
    throw error;
  }
  return {
    url: embeddedUrl(port),
    port,
    async stop() {
      await server.stop();
      await pg.close();
      unlock();
    },
    dump: () => pg.dumpDataDir('none'),
  };
}
