import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../lib/platform/db/embedded';
import { requestFrom, type AddressedRequest } from './from-address';

export const NGINX = '/usr/sbin/nginx';

/**
 * A real nginx (Debian's package) in front of the e2e site, configured as the README's
 * deployment section says: TLS at the edge, X-Forwarded-For overwritten with the address nginx
 * sees, X-Forwarded-Proto set. Its own config, port, pid file and temp folders in a fresh
 * folder, listening on loopback only.
 */
export async function startNginx(upstreamPort: number, edgePort?: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-nginx-'));
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
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_buffer_size 1m;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port} ssl;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      # Workers run as an unprivileged user that cannot write to this folder: no temp files.
      proxy_max_temp_file_size 0;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Real-IP "";
      proxy_set_header X-Request-Id $request_id;
    }
  }
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
export const viaNginx = (port: number, from: string, options: AddressedRequest) =>
  requestFrom(from, `https://127.0.0.1:${port}`, options);
