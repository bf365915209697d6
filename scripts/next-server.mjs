// The production HTTP server that `npm start` runs (scripts/serve.ts): `next start`'s work through
// Next's programmatic API (same request handling, proxy and instrumentation), plus a graceful stop.
// On SIGTERM or SIGINT it stops accepting connections, closes idle keep-alive sockets, answers the
// requests in flight (each with `Connection: close`), then runs the site's own stop
// (lib/platform/ops/shutdown.ts: background work, page-view batch, mail sender, database connections) and
// exits 0. A stop that takes longer than STOP_DEADLINE_MS exits 1 with a log line.
// Before Next.js sees a request, the client's address is decided here from the connection and
// TRUSTED_PROXIES (lib/platform/proxy-trust.mjs), the request gets its id (X-Request-Id, kept from a
// trusted proxy), and once answered it is written to the access log (lib/platform/http/access-log.mjs).
// Plain JavaScript so the serving process loads no TypeScript loader.
// Usage: node scripts/next-server.mjs [--dev] <port> [bind address]
import { createServer } from 'node:http';
import { Server } from 'node:net';
import next from 'next';
import { accessLine, isAsset, logsRequests } from '../lib/platform/http/access-log.mjs';
import { closeIdleConnections } from '../lib/platform/http/idle-sweep.mjs';
import { keepHeadersSingle } from '../lib/platform/http/single-headers.mjs';
import {
  describeTrust,
  parseTrustedProxies,
  proxyTrust,
  settleClientHeaders,
} from '../lib/platform/proxy-trust.mjs';

const STOP_DEADLINE_MS = 8_000; // scripts/serve.ts allows the whole stop 10 s
const IDLE_SWEEP_MS = 250;
const args = process.argv.slice(2);
const dev = args[0] === '--dev';
const [portArg, hostname] = dev ? args.slice(1) : args;
const port = Number(portArg);
// scripts/serve.ts has checked both (lib/platform/env.ts) before starting this process.
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
const trust = proxyTrust(trustedProxies);
const accessLog = logsRequests(process.env.LOG_LEVEL || 'info');

/** One JSON line, in the shape of the site's pino log (lib/platform/log). */
function log(level, msg, extra = {}) {
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), msg, ...extra })}\n`);
}

// Where the server reaches itself, as `next start` sets it: a server action that redirects asks
// its own server for the target page's data. Without it Next builds that address from the
// request (https, when nginx says so, on this plain-HTTP port) and the fetch fails.
const selfHost = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
process.env.__NEXT_PRIVATE_ORIGIN ??= `http://${selfHost.includes(':') ? `[${selfHost}]` : selfHost}:${port}`;
const app = next({ dev, dir: process.cwd(), hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
let stopping = false;
// Requests taken and answered over the process's life: the stop's last log line reports both, so
// a request cut off after the site took it would show (a test compares them).
const requests = { received: 0, answered: 0 };
const inFlight = new Set();

/** This response is the connection's last: the client will not send another on it. */
function lastOnItsConnection(res) {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  else res.once('finish', () => res.socket?.end());
}

/** Writes the request's access log line once it is answered, or abandoned by the client. */
function logWhenDone(req, res, client, requestId) {
  const started = performance.now();
  const { method, url } = req;
  res.once('close', () => {
    if (!accessLog && res.statusCode < 500) return;
    if (isAsset(url) && res.statusCode < 500) return;
    const ms = Math.round(performance.now() - started);
    const aborted = !res.writableFinished;
    process.stdout.write(
      `${accessLine({ requestId, method, url, status: res.statusCode, ms, client, aborted })}\n`,
    );
  });
}

const server = createServer((req, res) => {
  requests.received++;
  inFlight.add(res);
  res.once('finish', () => requests.answered++);
  res.once('close', () => inFlight.delete(res));
  // A client that goes away mid-body makes the request stream fail with "aborted": expected,
  // and written to the access log as such, never an uncaught exception of the process.
  req.on('error', () => {});
  const { client, requestId } = settleClientHeaders(req, trust);
  res.setHeader('X-Request-Id', requestId);
  keepHeadersSingle(res);
  logWhenDone(req, res, client, requestId);
  // A request that reaches us while stopping (on a connection opened before) is answered.
  if (stopping) lastOnItsConnection(res);
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
  log('info', `${signal}: stopping (no new connections, finishing requests in flight)`, {
    inFlight: inFlight.size,
  });
  setTimeout(() => {
    log('error', `stop took longer than ${STOP_DEADLINE_MS} ms: exiting without finishing`, {
      requests,
    });
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  // Stop listening, but leave open connections be for a moment: a request already on its way
  // over a keep-alive connection is still read and answered (with `Connection: close`), where
  // http.Server#close would cut such a connection as idle and the client would see a reset.
  // Then idle connections are closed, now and every IDLE_SWEEP_MS until none is left; busy ones
  // close after their answer.
  const closed = new Promise((resolve) =>
    Server.prototype.close.call(server, () => resolve(undefined)),
  );
  for (const res of inFlight) lastOnItsConnection(res);
  // After the I/O phase (setImmediate), so that bytes that arrived during a busy tick have been
  // read and their connection counts as busy, not idle.
  const sweep = setInterval(
    () => setImmediate(() => closeIdleConnections(server, inFlight)),
    IDLE_SWEEP_MS,
  );
  await closed;
  clearInterval(sweep);
  log('info', `requests finished after ${Date.now() - started} ms`);
  const siteShutdown = globalThis.__siteShutdown;
  if (siteShutdown) await siteShutdown();
  await app.close();
  log('info', `stopped in ${Date.now() - started} ms`, { requests });
  process.exit(0);
}

process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.prepare();
// Keep idle connections longer than the clients and proxies that reuse them (nginx drops an
// idle upstream connection after 60 s): Node's default of 5 s closes a socket just as a client
// sends its next request on it, which that client sees as a reset (ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, hostname, () => {
  log('info', `Site listening at http://${hostname ?? '0.0.0.0'}:${port}`);
  log('info', describeTrust(trustedProxies));
});
