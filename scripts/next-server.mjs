// The production HTTP server that `npm start` runs (scripts/serve.ts): `next start`'s work through
// Next's programmatic API (same request handling, proxy and instrumentation), plus a graceful stop.
// On SIGTERM or SIGINT it stops accepting connections, closes idle keep-alive sockets, answers the
// requests in flight (each with `Connection: close`), then runs the site's own stop
// (lib/ops/shutdown.ts: background work, page-view batch, mail sender, database connections) and
// exits 0. A stop that takes longer than STOP_DEADLINE_MS exits 1 with a log line.
// Plain JavaScript so the serving process loads no TypeScript loader.
// Usage: node scripts/next-server.mjs <port> [bind address]
import { createServer } from 'node:http';
import next from 'next';

const STOP_DEADLINE_MS = Number(process.env.STOP_DEADLINE_MS ?? 8_000);
const [portArg, hostname] = process.argv.slice(2);
const port = Number(portArg);

/** One JSON line, in the shape of the site's pino log (lib/log). */
function log(level, msg, extra = {}) {
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), msg, ...extra })}\n`);
}

const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
let stopping = false;

const server = createServer((req, res) => {
  // A request that reaches us while stopping (on a connection opened before) is answered, and
  // the client is told not to send another on this connection.
  if (stopping) res.setHeader('Connection', 'close');
  handle(req, res).catch((error) => {
    log('error', 'request failed', { err: { message: error?.message, stack: error?.stack } });
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  log('info', `${signal}: stopping (no new connections, finishing requests in flight)`);
  setTimeout(() => {
    log('error', `stop took longer than ${STOP_DEADLINE_MS} ms: exiting without finishing`);
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  // Keep-alive connections that fall idle after their last answer are closed as they do.
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  clearInterval(idle);
  log('info', `requests finished after ${Date.now() - started} ms`);
  const siteShutdown = globalThis.__siteShutdown;
  if (siteShutdown) await siteShutdown();
  await app.close();
  log('info', `stopped in ${Date.now() - started} ms`);
  process.exit(0);
}

process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.prepare();
server.listen(port, hostname, () => {
  log('info', `Site listening at http://${hostname ?? 'localhost'}:${port}`);
});
