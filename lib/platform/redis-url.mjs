// REDIS_URL, parsed: by lib/platform/env.ts (a bad value stops start-up) and by the shared
// cache's client (lib/platform/cache/redis-client.mjs). Plain JavaScript for the same reason as
// the client; at the platform's root so that env and cache do not loop.

/**
 * Parses REDIS_URL: `redis://[[user]:password@]host[:port][/db]`. Throws an Error whose message
 * says what is wrong (lib/platform/env.ts shows it at start-up).
 */
export function parseRedisUrl(text) {
  const url = URL.parse(String(text ?? '').trim());
  if (!url || url.protocol !== 'redis:') {
    throw new Error(
      'must be a redis:// URL, e.g. redis://127.0.0.1:6379 (rediss:// is not supported)',
    );
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new Error('must name a host, e.g. redis://127.0.0.1:6379');
  const port = url.port ? Number(url.port) : 6379;
  const path = url.pathname.replace(/^\//, '');
  if (path !== '' && !/^\d{1,2}$/.test(path)) {
    throw new Error('may end with a database number only, e.g. redis://127.0.0.1:6379/0');
  }
  if (url.search || url.hash) throw new Error('takes no query or fragment');
  return {
    host,
    port,
    db: path === '' ? 0 : Number(path),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
  };
}

/** `host:port`, for messages (never the password). */
export const describeRedis = ({ host, port, db }) => `redis://${host}:${port}/${db}`;
