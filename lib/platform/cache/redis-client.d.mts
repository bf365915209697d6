export class RedisUnavailableError extends Error {}
export class RedisReplyError extends Error {}

import type { RedisOptions } from '../redis-url.mjs';
export type { RedisOptions };
export { describeRedis, parseRedisUrl } from '../redis-url.mjs';

export type Reply = string | number | null | Reply[];

export interface RedisClient {
  /** `redis://host:port/db`, for messages. */
  where: string;
  pipeline(commands: (string | number)[][]): Promise<Reply[]>;
  command(...args: (string | number)[]): Promise<Reply>;
  close(): void;
}

export function createRedisClient(
  options: RedisOptions,
  timing?: { connectTimeoutMs?: number; commandTimeoutMs?: number; retryAfterMs?: number },
): RedisClient;
