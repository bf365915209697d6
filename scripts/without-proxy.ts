// The yardstick for what proxy.ts costs: the SAME build, served the same way (`npm start`'s
// server, scripts/next-server.mjs, on the same database), with the proxy switched off. The built
// tree (.next, without its build cache) is copied to a scratch folder beside links to everything
// else in the project, and `/_middleware` is taken out of the copy's functions-config manifest,
// the one place `next start` looks for a Node.js proxy. Nothing is rebuilt, so both servers run
// byte-identical pages; only the proxy differs. Removed after.
// Beside it, `next start` on the same build (withNextStart), the yardstick for npm start's own
// server.
import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localAuthSecret, localStaffSecretKey } from '@/lib/platform/auth/local-secret';
import { freePort } from '@/lib/platform/db/embedded';
import { env as siteEnv } from '@/lib/platform/env';
import { waitFor } from './measure';

/** What scripts/serve.ts gives the server it starts. */
const serverEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  NEXTAUTH_SECRET: siteEnv.NEXTAUTH_SECRET ?? localAuthSecret(),
  STAFF_SECRET_KEY: siteEnv.STAFF_SECRET_KEY ?? localStaffSecretKey(),
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production' as const,
  ...env,
});

export async function withSiteWithoutProxy<T>(
  env: Record<string, string>,
  measure: (base: string) => Promise<T>,
): Promise<T> {
  const root = process.cwd();
  const dir = mkdtempSync(join(tmpdir(), 'site-without-proxy-'));
  try {
    for (const name of readdirSync(root)) {
      if (name !== '.next' && name !== '.git') symlinkSync(join(root, name), join(dir, name));
    }
    cpSync(join(root, '.next'), join(dir, '.next'), {
      recursive: true,
      filter: (source) => source !== join(root, '.next', 'cache'),
    });
    const manifestPath = join(dir, '.next/server/functions-config-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    if (!manifest.functions?.['/_middleware']) throw new Error('the build has no proxy to remove');
    delete manifest.functions['/_middleware'];
    writeFileSync(manifestPath, JSON.stringify(manifest));

    return await serveWhile(
      (port) => ['scripts/next-server.mjs', String(port), '127.0.0.1'],
      { cwd: dir, env },
      measure,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The yardstick for what npm start's own server (scripts/next-server.mjs) costs: `next start` on
 * the same build in the project folder, with the environment scripts/serve.ts gives its server.
 */
export const withNextStart = <T>(
  env: Record<string, string>,
  measure: (base: string) => Promise<T>,
): Promise<T> =>
  serveWhile(
    (port) => ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: process.cwd(), env },
    measure,
  );

/**
 * Starts a server (Node with `args(port)`, in its own process group) on a free port, runs
 * `measure` once it answers, and stops it whatever happened.
 */
async function serveWhile<T>(
  args: (port: number) => string[],
  { cwd, env }: { cwd: string; env: Record<string, string> },
  measure: (base: string) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const server = spawn(process.execPath, args(port), {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv(env),
    detached: true,
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/robots.txt`);
    return await measure(base);
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
      await exited;
    } catch {} // already gone
  }
}
