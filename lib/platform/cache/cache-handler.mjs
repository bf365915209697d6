// Next.js's `cacheHandler` (next.config.ts, only when REDIS_URL is set): ISR pages, route
// handler answers and the data cache (`unstable_cache`, `fetch`) kept in Redis and shared by
// every `next start` of one build (./shared-cache.mjs). Next makes one of these per request; the
// connection is the process's (sharedCache()).
//
// Entries are keyed by the build's deployment id (next.config.ts `deploymentId`, which Next
// puts in NEXT_DEPLOYMENT_ID; scripts/serve.ts makes one per build), falling back to the build's
// BUILD_ID: a restart reads the same entries, a new build never reads an old build's pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedCache } from './shared-cache.mjs';

/** The key prefix of the build this process serves, or null when it cannot be told. */
export function deploymentOf(serverDistDir, env = process.env) {
  if (env.NEXT_DEPLOYMENT_ID) return env.NEXT_DEPLOYMENT_ID;
  if (!serverDistDir) return null;
  try {
    const buildId = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    return buildId || null;
  } catch {
    return null;
  }
}

export default class RedisCacheHandler {
  constructor(context = {}) {
    this.store = sharedCache();
    this.deployment = deploymentOf(context.serverDistDir);
    if (this.store && !this.deployment) {
      warnOnce('No deployment id (NEXT_DEPLOYMENT_ID or BUILD_ID): the shared cache is not used.');
    }
  }

  get usable() {
    return Boolean(this.store && this.deployment);
  }

  async get(key, context = {}) {
    if (!this.usable) return null;
    const tags =
      context.kind === 'FETCH' ? [...(context.tags ?? []), ...(context.softTags ?? [])] : [];
    return this.store.get(this.deployment, key, tags);
  }

  async set(key, data, context = {}) {
    if (!this.usable) return;
    await this.store.set(this.deployment, key, data, {
      tags: context.fetchCache ? (context.tags ?? []) : [],
      cacheControl: context.fetchCache ? undefined : context.cacheControl,
    });
  }

  /** Throws when Redis did not take it (the caller reports the failure). */
  async revalidateTag(tags, durations) {
    if (!this.store) return;
    await this.store.revalidateTags(tags, durations);
  }

  resetRequestCache() {}
}

let warned = false;
function warnOnce(message) {
  if (!warned) console.warn(message);
  warned = true;
}
