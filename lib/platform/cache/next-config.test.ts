import path from 'node:path';
import type { NextConfig } from 'next';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  jest.resetModules();
});

/** next.config.ts as `next build` / `next start` load it with these settings. */
async function configWith(vars: Record<string, string | undefined>): Promise<NextConfig> {
  process.env = { ...saved, ...vars };
  jest.resetModules();
  return ((await import('@/next.config')) as { default: NextConfig }).default;
}

describe('next.config.ts and the shared cache', () => {
  it("with REDIS_URL: our Redis handler, and no in-memory copy that would hide another instance's revalidation", async () => {
    const config = await configWith({ REDIS_URL: 'redis://127.0.0.1:6379', DEPLOYMENT_ID: 'd1' });
    expect(config.cacheHandler).toBe(path.resolve('lib/platform/cache/cache-handler.mjs'));
    expect(config.cacheMaxMemorySize).toBe(0);
  });

  it("runs under the build's deployment id, which prefixes the shared cache's keys", async () => {
    const config = await configWith({ REDIS_URL: 'redis://127.0.0.1:6379', DEPLOYMENT_ID: 'd1' });
    expect(config.deploymentId).toBe('d1');
  });

  it("without REDIS_URL: Next's own cache, as before", async () => {
    const config = await configWith({ REDIS_URL: undefined, DEPLOYMENT_ID: undefined });
    expect(config.cacheHandler).toBeUndefined();
    expect(config.cacheMaxMemorySize).toBeUndefined();
    expect(config.deploymentId).toBeUndefined();
  });
});
