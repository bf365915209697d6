export interface RedisOptions {
  host: string;
  port: number;
  db: number;
  username?: string;
  password?: string;
}

export function parseRedisUrl(text: string): RedisOptions;
export function describeRedis(options: RedisOptions): string;
