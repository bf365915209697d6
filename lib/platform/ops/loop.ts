import { isStopping, trackWork } from './shutdown';

/** A feature's periodic work in a server process (started by its `start`, ended on stop). */
export interface BackgroundLoop {
  /** Starts it, once per process (a second start does nothing). */
  start(): void;
  /** Ends it; a run under way finishes (the graceful stop waits for it: trackWork). */
  stop(): void;
}

/**
 * Wraps a periodic task so that a tick arriving while the previous run is still busy (slow SMTP
 * answers can take longer than the interval) is skipped instead of running alongside it.
 */
export function skipWhileRunning(task: () => Promise<void>): () => Promise<void> {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } finally {
      running = false;
    }
  };
}

const holder = globalThis as unknown as { __backgroundLoops?: Map<string, NodeJS.Timeout> };

/**
 * Runs `work` every `intervalMs` in this process: a tick while the last run is busy is skipped,
 * a stopping process starts no run, a failure is logged (`[name] loop: …`) and the next tick
 * tries again. Kept on globalThis by `name`, so a module loaded twice starts it once.
 */
export function backgroundLoop(
  name: string,
  intervalMs: number,
  work: () => Promise<unknown>,
): BackgroundLoop {
  const loops = (holder.__backgroundLoops ??= new Map());
  const tick = skipWhileRunning(async () => {
    if (isStopping()) return;
    try {
      await work();
    } catch (error) {
      console.error(`[${name}] loop:`, error);
    }
  });
  return {
    start() {
      if (loops.has(name)) return;
      const timer = setInterval(() => void trackWork(tick()), intervalMs);
      timer.unref();
      loops.set(name, timer);
    },
    stop() {
      clearInterval(loops.get(name));
      loops.delete(name);
    },
  };
}
