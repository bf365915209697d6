import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { SITE_SERVER_ENV } from '../../playwright.config';
import { freePort } from '../../lib/platform/db/embedded';
import { E2E } from './settings';

export const REDIS_SERVER = '/usr/bin/redis-server';

async function waitFor(what: string, check: () => Promise<boolean>, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (exit ${child.exitCode})`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within a minute`);
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/**
 * One more `next start` of the e2e build (scripts/next-server.mjs, what `npm start` runs once the
 * database is there), on the e2e site's database: an instance as a deployment runs several.
 */
export async function startInstance(extraEnv: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/next-server.mjs', String(port), '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...SITE_SERVER_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      NEXTAUTH_URL: SITE_SERVER_ENV.SITE_URL,
      // The e2e site hosts the embedded database; every instance connects to it.
      DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${E2E.dbPort}/postgres`,
      ...extraEnv,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`instance on ${port}`, async () => (await fetch(`${url}/robots.txt`)).ok, child);
  return { port, url, stop: () => stopChild(child) };
}

export type Instance = Awaited<ReturnType<typeof startInstance>>;

/** Debian's redis-server on a port of its own, keeping nothing on disk. */
export async function startRedis(port?: number) {
  if (!existsSync(REDIS_SERVER)) throw new Error('redis-server is not installed');
  const redisPort = port ?? (await freePort());
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(
    `redis-server on ${redisPort}`,
    async () => output.includes('Ready to accept connections'),
    child,
  );
  return {
    port: redisPort,
    url: `redis://127.0.0.1:${redisPort}`,
    stop: () => stopChild(child),
  };
}
