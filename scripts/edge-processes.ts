// The processes of a several-instance deployment, started on loopback for the e2e specs and the
// bench: Debian's nginx running the shipped edge (deploy/nginx), Debian's redis-server, and more
// `next start` instances of the current build. Each has its own ports, folder and pid file.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@/lib/platform/db/embedded';
import { builtDeploymentId } from './deployment-id';
import { renderNginxConfig } from './nginx-config';

export const NGINX = '/usr/sbin/nginx';
export { REDIS_SERVER } from '@/lib/platform/cache/testing';

async function waitUntil(what: string, ready: () => Promise<boolean>, child: ChildProcess) {
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (exit ${child.exitCode})`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within 90 s`);
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

export interface EdgeProcessOptions {
  /** Ports of the Next instances on 127.0.0.1. */
  upstreams: number[];
  /** The HTTPS port (a free one when not given). */
  port?: number;
  /** nginx's worker processes ('auto': one per core, as deployed). */
  workers?: number | 'auto';
  /** Extra `server {}` blocks, e.g. the bench's yardstick serving files from disk. */
  extraServers?: (dir: string) => string;
}

/**
 * Debian's nginx running deploy/nginx/site.conf.template, rendered by scripts/nginx-config.ts as a
 * deployment renders it, with a throw-away certificate; its own main config, pid file, cache and
 * temp folders in a fresh folder, listening on loopback only.
 */
export async function startNginxEdge(options: EdgeProcessOptions) {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
  // The master runs as this user; workers (nobody, when that is root) write the cache and temp
  // files, so they may enter the folder and write those two.
  chmodSync(dir, 0o755);
  for (const folder of ['cache', 'temp']) {
    mkdirSync(path.join(dir, folder));
    chmodSync(path.join(dir, folder), 0o777);
  }
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ].concat(['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')]),
    { stdio: 'ignore' },
  );
  const port = options.port ?? (await freePort());
  const httpPort = await freePort();
  writeFileSync(
    path.join(dir, 'site.conf'),
    renderNginxConfig({
      serverName: '127.0.0.1 localhost',
      httpsListen: `127.0.0.1:${port}`,
      httpListen: `127.0.0.1:${httpPort}`,
      upstreams: options.upstreams.map((upstream) => `127.0.0.1:${upstream}`),
      certificate: path.join(dir, 'cert.pem'),
      certificateKey: path.join(dir, 'key.pem'),
      cacheDir: path.join(dir, 'cache'),
      accessLog: path.join(dir, 'access.log'),
    }),
  );
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes ${options.workers ?? 1};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/site.conf;
${options.extraServers?.(dir) ?? ''}
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitUntil(`nginx (${stderr})`, async () => existsSync(path.join(dir, 'nginx.pid')), child);
  return {
    port,
    httpPort,
    dir,
    stop: async () => {
      await stopChild(child, 'SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Debian's redis-server on a port of its own, in memory only (stop and start again keep the port). */
export { startRedis } from '@/lib/platform/cache/testing';

/**
 * One more `next start` of the current build on 127.0.0.1 (scripts/next-server.mjs, what
 * `npm start` runs once the database is there): give it the database's DATABASE_URL and the
 * deployment's settings in `env`.
 */
export async function startNextInstance(env: Record<string, string>) {
  const port = await freePort();
  // The build's own id (npm run build records it; npm start passes it on the same way).
  const deployment = builtDeploymentId();
  const child = spawn(process.execPath, ['scripts/next-server.mjs', String(port), '127.0.0.1'], {
    stdio: ['ignore', 'inherit', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...(deployment ? { DEPLOYMENT_ID: deployment } : {}),
      ...env,
      PORT: String(port),
    },
  });
  // Its errors go on to ours, and are kept for the caller to read.
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(`instance on ${port}`, async () => (await fetch(`${url}/robots.txt`)).ok, child);
  return { port, url, errors: () => errors, stop: () => stopChild(child) };
}

export type NextInstance = Awaited<ReturnType<typeof startNextInstance>>;
