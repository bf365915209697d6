import type { SharedEntry } from './shared-cache.mjs';

export function deploymentOf(
  serverDistDir: string | undefined,
  env?: Record<string, string | undefined>,
): string | null;

export default class RedisCacheHandler {
  constructor(context?: { serverDistDir?: string });
  deployment: string | null;
  get(key: string, context?: Record<string, unknown>): Promise<SharedEntry | null>;
  set(key: string, data: unknown, context?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
