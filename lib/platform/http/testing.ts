import { randomInt } from 'node:crypto';

/**
 * For tests: a fresh private client address (10.0.0.0/8: sixteen million, so that two of the
 * suite's draws, or a draw and a fixed address of another test in 198.18.0.0/15, practically
 * never meet and couple their per-address limits). Requests without one share the limited
 * "unknown" bucket, like anonymous requests in production.
 */
export const randomClientAddress = () =>
  `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
