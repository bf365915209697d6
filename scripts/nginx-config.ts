// `npm run nginx:config -- [options] > /etc/nginx/conf.d/site.conf`: the shipped nginx edge
// (deploy/nginx/site.conf.template) filled in for one deployment. The e2e specs render the same
// file the same way (e2e/support/nginx.ts), so what is tested is what is shipped.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** Scripts, tests and npm run from the project's folder. */
export const NGINX_TEMPLATE = path.resolve('deploy', 'nginx', 'site.conf.template');

export interface EdgeOptions {
  /** The names this server answers to (`www.example.in example.in`). */
  serverName: string;
  /** nginx `listen` values: `443` / `80`, or `127.0.0.1:8443`. */
  httpsListen: string;
  httpListen: string;
  /** The Next instances, `host:port` each: one build, started with TRUSTED_PROXIES naming nginx. */
  upstreams: string[];
  certificate: string;
  certificateKey: string;
  /** Where nginx keeps cached pages and assets (its workers must be able to write there). */
  cacheDir: string;
  /** The access log's file (written in the template's redacted format, never Debian's `combined`). */
  accessLog: string;
}

export const EDGE_DEFAULTS: EdgeOptions = {
  serverName: '_',
  httpsListen: '443',
  httpListen: '80',
  upstreams: ['127.0.0.1:3000'],
  certificate: '/etc/ssl/certs/site.pem',
  certificateKey: '/etc/ssl/private/site.key',
  cacheDir: '/var/cache/nginx/site',
  accessLog: '/var/log/nginx/site-access.log',
};

/** nginx takes these as bare words: nothing that could end a directive or open a block. */
const SAFE = /^[A-Za-z0-9_.:/\-\[\] ]+$/;

export function renderNginxConfig(
  options: EdgeOptions,
  template = readFileSync(NGINX_TEMPLATE, 'utf8'),
) {
  if (options.upstreams.length === 0) throw new Error('Name at least one upstream (host:port).');
  const values: Record<string, string> = {
    SERVER_NAME: options.serverName,
    HTTPS_LISTEN: options.httpsListen,
    HTTP_LISTEN: options.httpListen,
    TLS_CERTIFICATE: options.certificate,
    TLS_CERTIFICATE_KEY: options.certificateKey,
    CACHE_DIR: options.cacheDir,
    ACCESS_LOG: options.accessLog,
    UPSTREAM_SERVERS: options.upstreams
      .map((upstream) => {
        if (!/^[A-Za-z0-9.\-\[\]:]+:\d+$/.test(upstream)) {
          throw new Error(`An upstream is host:port (got "${upstream}").`);
        }
        return `    server ${upstream} max_fails=3 fail_timeout=5s;`;
      })
      .join('\n'),
  };
  for (const [name, value] of Object.entries(values)) {
    if (name !== 'UPSTREAM_SERVERS' && !SAFE.test(value)) {
      throw new Error(`${name} may hold letters, digits and . : / - _ [ ] only (got "${value}").`);
    }
  }
  const rendered = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The template names an unknown {{${name}}}.`);
    return value;
  });
  return rendered;
}

function main() {
  const { values } = parseArgs({
    options: {
      'server-name': { type: 'string' },
      'https-listen': { type: 'string' },
      'http-listen': { type: 'string' },
      upstream: { type: 'string', multiple: true },
      certificate: { type: 'string' },
      'certificate-key': { type: 'string' },
      'cache-dir': { type: 'string' },
      'access-log': { type: 'string' },
      out: { type: 'string' },
    },
  });
  const config = renderNginxConfig({
    serverName: values['server-name'] ?? EDGE_DEFAULTS.serverName,
    httpsListen: values['https-listen'] ?? EDGE_DEFAULTS.httpsListen,
    httpListen: values['http-listen'] ?? EDGE_DEFAULTS.httpListen,
    upstreams: values.upstream ?? EDGE_DEFAULTS.upstreams,
    certificate: values.certificate ?? EDGE_DEFAULTS.certificate,
    certificateKey: values['certificate-key'] ?? EDGE_DEFAULTS.certificateKey,
    cacheDir: values['cache-dir'] ?? EDGE_DEFAULTS.cacheDir,
    accessLog: values['access-log'] ?? EDGE_DEFAULTS.accessLog,
  });
  if (values.out) writeFileSync(values.out, config);
  else process.stdout.write(config);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
