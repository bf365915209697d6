import { mkdirSync } from 'node:fs';
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

export async function startEmbeddedDatabase(options: {
  dir: string;
  port?: number;
}): Promise<EmbeddedDatabase> {
  const inMemory = options.dir === 'memory';
  let dataDir: string | undefined;
  if (!inMemory) {
    dataDir = path.resolve(options.dir);
    mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  const port = options.port ?? (await freePort());
  // Many pooled connections share the one PGlite instance; queries are queued, and a transaction
  // keeps the instance to its own connection until it ends.
  const server = new PGLiteSocketServer({ db: pg, host: '127.0.0.1', port, maxConnections: 100 });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await pg.close();
    },
  };
}
