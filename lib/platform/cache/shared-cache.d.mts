import type { RedisClient } from './redis-client.mjs';
export { RedisUnavailableError } from './redis-client.mjs';

export const ENTRY_TTL_SECONDS: number;
export const TAG_TTL_SECONDS: number;

export interface SharedEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: { revalidate?: number | false; expire?: number };
}

export function serialize(entry: unknown): string;
export function deserialize(text: string): unknown;
export function tagState(
  lastModified: number,
  timestamps: { staleAt: number | null; expiredAt: number | null }[],
  now?: number,
): 'fresh' | 'stale' | 'expired';

export class SharedCache {
  constructor(client: RedisClient, log?: (message: string) => void);
  client: RedisClient;
  get(deployment: string, key: string, extraTags?: string[]): Promise<SharedEntry | null>;
  set(
    deployment: string,
    key: string,
    value: unknown,
    options?: { tags?: string[]; cacheControl?: SharedEntry['cacheControl'] },
  ): Promise<void>;
  revalidateTags(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}

export function sharedCache(redisUrl?: string): SharedCache | null;
