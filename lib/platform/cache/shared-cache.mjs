// Next.js's ISR and data cache kept in Redis, shared by every instance of one build: the store
// behind ./cache-handler.mjs (Next's `cacheHandler`) and behind the site's own revalidations
// (./shared-tags.ts). Plain JavaScript: Next.js loads the handler without a TypeScript loader.
//
// Keys (docs/operations/configuration.md, REDIS_URL):
//   next:<deployment id>:e:<cache key>  an entry: JSON { lastModified, value, cacheControl, tags }
//   next:tag:stale:<tag>                when the tag was last revalidated ('max': serve stale once)
//   next:tag:expired:<tag>              from when entries written before it are gone (updateTag)
// Entries carry the deployment id, so a new build never reads the pages of an old one; tags do
// not, so a revalidation reaches every build that shares the Redis. Both kinds of key expire
// (ENTRY_TTL_SECONDS, TAG_TTL_SECONDS): no set grows without bound, and nothing keeps a list of
// keys per tag.
//
// An entry is stale or gone when one of its tags was revalidated after the entry was written
// (the semantics of Next's own file-system cache and of its examples/cache-handler-redis), read
// with one MGET per lookup. Fails closed: Redis unreachable, a lookup is a miss (the page
// renders fresh), a write is skipped, and a revalidation throws; revalidations that failed are
// written first when Redis answers again.
import {
  createRedisClient,
  parseRedisUrl,
  RedisReplyError,
  RedisUnavailableError,
} from './redis-client.mjs';

/** Redis unreachable, or refusing a command (out of memory, say): the cache fails closed. */
const isRedisFailure = (error) =>
  error instanceof RedisUnavailableError || error instanceof RedisReplyError;

/**
 * Entries are dropped by Redis this long after they were written (at the latest): old builds'
 * pages go within two days, at the cost of rendering a never-changing page once every two days.
 */
export const ENTRY_TTL_SECONDS = 2 * 24 * 60 * 60;
/** A tag's timestamps outlive every entry written before them. */
export const TAG_TTL_SECONDS = ENTRY_TTL_SECONDS + 24 * 60 * 60;
const TAGS_HEADER = 'x-next-cache-tags';

export { RedisUnavailableError };

// Buffers (RSC payloads, route bodies) and Maps (segment data) survive the JSON round trip.
function replacer(key, value) {
  const raw = this[key];
  if (raw instanceof Uint8Array) return { $buffer: Buffer.from(raw).toString('base64') };
  if (raw instanceof Map) return { $map: [...raw.entries()] };
  return value;
}

function reviver(_key, value) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (typeof value.$buffer === 'string' && Object.keys(value).length === 1) {
      return Buffer.from(value.$buffer, 'base64');
    }
    if (Array.isArray(value.$map) && Object.keys(value).length === 1) return new Map(value.$map);
  }
  return value;
}

export const serialize = (entry) => JSON.stringify(entry, replacer);
export const deserialize = (text) => JSON.parse(text, reviver);

/** The tags a stored value carries itself (pages and route handlers: Next's tags header). */
function tagsInValue(value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/**
 * The state of an entry written at `lastModified`, given its tags' stored timestamps. A
 * revalidation in the same millisecond as the write counts as later (it may have missed it).
 */
export function tagState(lastModified, timestamps, now = Date.now()) {
  let stale = false;
  for (const { staleAt, expiredAt } of timestamps) {
    if (expiredAt !== null && expiredAt <= now && expiredAt >= lastModified) return 'expired';
    if (staleAt !== null && staleAt >= lastModified) stale = true;
  }
  return stale ? 'stale' : 'fresh';
}

export class SharedCache {
  /**
   * @param client a client of ./redis-client.mjs
   * @param log where warnings go (one line per outage, not per request)
   */
  constructor(client, log = (message) => console.warn(message)) {
    this.client = client;
    this.log = log;
    /** Tag timestamps that could not be written: tag → { staleAt, expiredAt }. */
    this.unwritten = new Map();
    this.down = false;
  }

  entryKey(deployment, key) {
    return `next:${deployment}:e:${key}`;
  }

  noteOutage(error) {
    if (!this.down) this.log(`Shared cache unavailable, caching paused: ${error.message}`);
    this.down = true;
  }

  noteAnswer() {
    if (this.down) this.log(`Shared cache ${this.client.where} answers again: caching resumed.`);
    this.down = false;
  }

  /** Writes the revalidations that failed earlier; throws while Redis is still unreachable. */
  async writeUnwritten() {
    if (this.unwritten.size === 0) return;
    const pending = [...this.unwritten.entries()];
    await this.client.pipeline(pending.flatMap(([tag, times]) => this.tagCommands(tag, times)));
    for (const [tag, times] of pending) {
      if (this.unwritten.get(tag) === times) this.unwritten.delete(tag);
    }
  }

  tagCommands(tag, { staleAt, expiredAt }) {
    const commands = [];
    if (staleAt !== null) {
      commands.push(['SET', `next:tag:stale:${tag}`, staleAt, 'EX', TAG_TTL_SECONDS]);
    }
    if (expiredAt !== null) {
      commands.push(['SET', `next:tag:expired:${tag}`, expiredAt, 'EX', TAG_TTL_SECONDS]);
    }
    return commands;
  }

  /**
   * The entry of `key` for `deployment`, as Next's handler returns it ({ lastModified, value,
   * cacheControl }), or null: absent, expired by a tag, or Redis unreachable. An entry that a
   * tag made stale comes back with lastModified -1 (Next serves it once and renders anew).
   */
  async get(deployment, key, extraTags = []) {
    try {
      await this.writeUnwritten();
      const text = await this.client.command('GET', this.entryKey(deployment, key));
      this.noteAnswer();
      if (text === null) return null;
      const entry = deserialize(text);
      const tags = [...new Set([...(entry.tags ?? []), ...tagsInValue(entry.value), ...extraTags])];
      if (tags.length > 0) {
        const keys = tags.flatMap((tag) => [`next:tag:stale:${tag}`, `next:tag:expired:${tag}`]);
        const values = await this.client.command('MGET', ...keys);
        const timestamps = tags.map((_, i) => ({
          staleAt: values[2 * i] === null ? null : Number(values[2 * i]),
          expiredAt: values[2 * i + 1] === null ? null : Number(values[2 * i + 1]),
        }));
        const state = tagState(entry.lastModified, timestamps);
        if (state === 'expired') return null;
        if (state === 'stale') {
          return { lastModified: -1, value: entry.value, cacheControl: entry.cacheControl };
        }
      }
      return {
        lastModified: entry.lastModified,
        value: entry.value,
        cacheControl: entry.cacheControl,
      };
    } catch (error) {
      if (!isRedisFailure(error)) throw error;
      this.noteOutage(error);
      return null;
    }
  }

  /** Stores an entry; skipped (with one log line per outage) when Redis is unreachable. */
  async set(deployment, key, value, { tags = [], cacheControl } = {}) {
    const expire = cacheControl?.expire;
    const ttl =
      typeof expire === 'number' && Number.isFinite(expire) && expire >= 1
        ? Math.min(Math.ceil(expire), ENTRY_TTL_SECONDS)
        : ENTRY_TTL_SECONDS;
    const entry = { lastModified: Date.now(), value, cacheControl, tags };
    try {
      await this.client.command('SET', this.entryKey(deployment, key), serialize(entry), 'EX', ttl);
      this.noteAnswer();
    } catch (error) {
      if (!isRedisFailure(error)) throw error;
      this.noteOutage(error);
    }
  }

  /**
   * Revalidates `tags` for every instance and build on this Redis, as Next's revalidateTag does:
   * with `durations` (a profile such as 'max'), entries written before now are stale (served once
   * more while they render anew) and expire after `durations.expire` seconds; without, they are
   * gone at once (updateTag). Throws RedisUnavailableError when Redis did not take it: the
   * revalidation is kept and written first once Redis answers again.
   */
  async revalidateTags(tags, durations) {
    const list = [...new Set(typeof tags === 'string' ? [tags] : tags)];
    if (list.length === 0) return;
    const now = Date.now();
    const times = durations
      ? {
          staleAt: now,
          expiredAt: durations.expire === undefined ? null : now + durations.expire * 1000,
        }
      : { staleAt: null, expiredAt: now };
    for (const tag of list) {
      const before = this.unwritten.get(tag);
      this.unwritten.set(tag, {
        staleAt: times.staleAt ?? before?.staleAt ?? null,
        expiredAt:
          times.expiredAt === null
            ? (before?.expiredAt ?? null)
            : Math.min(times.expiredAt, before?.expiredAt ?? Infinity),
      });
    }
    try {
      await this.writeUnwritten();
      this.noteAnswer();
    } catch (error) {
      if (!isRedisFailure(error)) throw error;
      this.noteOutage(error);
      throw new RedisUnavailableError(
        `The shared cache (${this.client.where}) did not take the revalidation of ${list.join(', ')}: ${error.message}`,
        { cause: error },
      );
    }
  }
}

const STORE = Symbol.for('corporate-site.shared-cache');

/**
 * The process's shared cache on REDIS_URL (one connection, whichever copy of this module asks:
 * Next's handler and the bundled app code), or null when REDIS_URL is not set.
 */
export function sharedCache(redisUrl = process.env.REDIS_URL) {
  if (!redisUrl) return null;
  const stores = (globalThis[STORE] ??= new Map());
  let store = stores.get(redisUrl);
  if (!store) {
    store = new SharedCache(createRedisClient(parseRedisUrl(redisUrl)));
    stores.set(redisUrl, store);
  }
  return store;
}
