import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * next.config.ts as `next build` / `next start` load it with these settings: through Next's own
 * config loader, in a process of its own (the config loads modules through tsx, which Jest's
 * module system cannot host).
 */
function configWith(vars: Record<string, string | undefined>) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '' };
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return JSON.parse(
    execFileSync(
      process.execPath,
      [
        '-e',
        `require('next/dist/server/config').default('phase-production-server', process.cwd())
          .then(({ cacheHandler, cacheMaxMemorySize, deploymentId }) => process.stdout.write(
            JSON.stringify({ cacheHandler, cacheMaxMemorySize, deploymentId: deploymentId ?? null })))`,
      ],
      { encoding: 'utf8', env },
    ),
  ) as { cacheHandler?: string; cacheMaxMemorySize?: number; deploymentId: string | null };
}

describe('next.config.ts and the shared cache', () => {
  it("with REDIS_URL: our Redis handler, and no in-memory copy that would hide another instance's revalidation", () => {
    const config = configWith({ REDIS_URL: 'redis://127.0.0.1:6379', DEPLOYMENT_ID: 'd1' });
    expect(config.cacheHandler).toBe(path.resolve('lib/platform/cache/cache-handler.mjs'));
    expect(config.cacheMaxMemorySize).toBe(0);
  });

  it("runs under the build's deployment id, which prefixes the shared cache's keys", () => {
    const config = configWith({ REDIS_URL: 'redis://127.0.0.1:6379', DEPLOYMENT_ID: 'd1' });
    expect(config.deploymentId).toBe('d1');
  });

  it("without REDIS_URL: Next's own cache, as before", () => {
    const config = configWith({ REDIS_URL: undefined, DEPLOYMENT_ID: undefined });
    expect(config.cacheHandler).toBeUndefined();
    expect(config.cacheMaxMemorySize).not.toBe(0);
    expect(config.deploymentId ?? '').toBe('');
  });
});
