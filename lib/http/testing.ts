import { randomInt } from 'node:crypto';

/**
 * For tests: a fresh documentation-range client address (198.18.0.0/15, benchmarking), so that
 * per-address limits do not couple tests. Requests without one share the limited "unknown"
 * bucket, like anonymous requests in production.
 */
export const randomClientAddress = () =>
  `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(256)}`;
