// The access log: one JSON line per request, written by the server that takes the connection
// (scripts/next-server.mjs), in the shape of the site's pino log (lib/platform/log). Plain JavaScript for
// the same reason as lib/platform/proxy-trust.mjs.

/** Query parameters whose values say nothing about a person (paging, filters, Next's cache key). */
const PLAIN_PARAMETERS = new Set(['_rsc', 'page', 'year', 'category', 'sort', 'order', 'tab']);

/** Levels at which one line per request is written (LOG_LEVEL, as lib/platform/env.ts parses it). */
const LOGS_REQUESTS = new Set(['trace', 'debug', 'info']);

/**
 * A path for the log: long opaque segments (receipt and set-password tokens) become `:token`, and
 * a query keeps its names but only the values of PLAIN_PARAMETERS (a search term, an e-mail or a
 * ticket number in a query is never written).
 */
export function pathForLog(url) {
  const [rawPath = '/', query] = String(url ?? '/').split('?', 2);
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape: log the path as sent.
  }
  const path = decoded.slice(0, 300).replace(/\/[A-Za-z0-9_-]{20,}(?=\/|$)/g, '/:token');
  if (!query) return path;
  const params = new URLSearchParams(query);
  const shown = [...params.keys()].slice(0, 20).map((name) => {
    const value = PLAIN_PARAMETERS.has(name) ? (params.get(name) ?? '').slice(0, 40) : '~';
    return `${encodeURIComponent(name.slice(0, 40))}=${encodeURIComponent(value)}`;
  });
  return `${path}?${shown.join('&')}`;
}

/** Asset requests are not logged: content-hashed files, a dozen per page (nginx logs them). */
export const isAsset = (url) => String(url ?? '').startsWith('/_next/static/');

export const logsRequests = (level = 'info') => LOGS_REQUESTS.has(level);

/** The access log line of one answered (or abandoned) request. */
export function accessLine({ requestId, method, url, status, ms, client, aborted }) {
  return JSON.stringify({
    level: status >= 500 ? 'error' : 'info',
    time: Date.now(),
    msg: 'request',
    requestId,
    method,
    path: pathForLog(url),
    status,
    ms,
    client: client ?? null,
    ...(aborted ? { aborted: true } : {}),
  });
}
