import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from '@/lib/platform/db/embedded';
import { createRedisClient, parseRedisUrl } from './redis-client.mjs';

/** Debian's redis-server (.ci/run installs it when missing). */
export const REDIS_SERVER = '/usr/bin/redis-server';
export const hasRedisServer = existsSync(REDIS_SERVER);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For tests: a real redis-server of the test's own on a free loopback port, in memory only
 * (`--save '' --appendonly no`). `stop()` and `start()` again keep the port (an outage and a
 * restart: the restarted server is empty); `freeze()`/`thaw()` stop and continue the process
 * (a server that holds the connection and never answers).
 */
export async function startRedis() {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start() {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const probe = createRedisClient(parseRedisUrl(url), { retryAfterMs: 0 });
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await probe.command('PING')) === 'PONG') break;
      } catch (error) {
        if (attempt > 100) throw error;
        await pause(50);
      }
    }
    probe.close();
  }

  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    url,
    port,
    start,
    stop,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
  };
}
