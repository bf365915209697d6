// Part of scripts/next-server.mjs's graceful stop, apart so that a test can drive it.
// Plain JavaScript so the serving process loads no TypeScript loader.

/**
 * Closes a stopping server's idle keep-alive connections, unless an answer is ended but not
 * yet written out. Node's `closeIdleConnections` counts such a connection as idle (its request
 * was read and `end()` was called) and destroys it with the answer's last bytes unsent:
 * e2e/graceful-stop.spec.ts once saw one answer in 166 never finish so. Then this sweep waits
 * for the next one.
 * @param {import('node:http').Server} server
 * @param {Iterable<import('node:http').ServerResponse>} inFlight the responses not yet closed
 * @returns {boolean} whether it closed the idle connections
 */
export function closeIdleConnections(server, inFlight) {
  for (const res of inFlight) if (res.writableEnded && !res.writableFinished) return false;
  server.closeIdleConnections();
  return true;
}
