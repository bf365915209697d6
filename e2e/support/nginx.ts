import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../lib/platform/db/embedded';
import { renderNginxConfig } from '../../scripts/nginx-config';
import { requestFrom, type AddressedRequest } from './from-address';

export const NGINX = '/usr/sbin/nginx';

/**
 * A real nginx (Debian's package) in front of the e2e site, running the shipped edge
 * (deploy/nginx/site.conf.template, rendered by scripts/nginx-config.ts as a deployment renders
 * it): TLS at the edge, X-Forwarded-For overwritten with the address nginx sees, the micro-cache.
 * Its own main config, port, pid file, cache and temp folders in a fresh folder, loopback only.
 */
export async function startNginx(upstreamPorts: number | number[], edgePort?: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-nginx-'));
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
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const port = edgePort ?? (await freePort());
  const httpPort = await freePort();
  writeFileSync(
    path.join(dir, 'site.conf'),
    renderNginxConfig({
      serverName: '127.0.0.1 localhost',
      httpsListen: `127.0.0.1:${port}`,
      httpListen: `127.0.0.1:${httpPort}`,
      upstreams: [upstreamPorts].flat().map((upstream) => `127.0.0.1:${upstream}`),
      certificate: path.join(dir, 'cert.pem'),
      certificateKey: path.join(dir, 'key.pem'),
      cacheDir: path.join(dir, 'cache'),
    }),
  );
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let i = 0; i < 100 && !existsSync(path.join(dir, 'nginx.pid')); i++) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    httpPort,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((resolve) =>
        child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A request to nginx from a loopback address of our own choosing (127.0.0.0/8 is all ours), so
 * that the address nginx sees, and the site limits, is this test's alone.
 */
export const viaNginx = (
  port: number,
  from: string,
  options: AddressedRequest,
  scheme: 'https' | 'http' = 'https',
) => requestFrom(from, `${scheme}://127.0.0.1:${port}`, options);
