/**
 * The graceful stop of a server process. The HTTP server (scripts/next-server.mjs) stops taking
 * requests and finishes the ones in flight, then calls `globalThis.__siteShutdown` (set by
 * `installShutdown`, from instrumentation.ts): background work still running is awaited, and the
 * cleanup steps run in the order they were registered (page views flushed, mail sender stopped,
 * database disconnected).
 *
 * The state lives on globalThis because Next.js bundles a module once per bundle (the proxy,
 * the routes): every copy of this module must see one process-wide list.
 */
interface ShutdownState {
  stopping: boolean;
  steps: { name: string; run: () => Promise<void> }[];
  work: Set<Promise<unknown>>;
}

const holder = globalThis as unknown as {
  __shutdownState?: ShutdownState;
  __siteShutdown?: () => Promise<void>;
};

function state(): ShutdownState {
  holder.__shutdownState ??= { stopping: false, steps: [], work: new Set() };
  return holder.__shutdownState;
}

/** True once the process has begun to stop: background loops start nothing new. */
export const isStopping = (): boolean => state().stopping;

/** A cleanup step for the stop; registering a name again replaces the step (module reloads). */
export function onShutdown(name: string, run: () => Promise<void>): void {
  const steps = state().steps;
  const i = steps.findIndex((step) => step.name === name);
  if (i === -1) steps.push({ name, run });
  else steps[i] = { name, run };
}

/** Background work (not tied to a request) that the stop waits for. */
export function trackWork<T>(promise: Promise<T>): Promise<T> {
  const work = state().work;
  work.add(promise);
  const done = () => work.delete(promise);
  promise.then(done, done);
  return promise;
}

/** Resolves once no tracked work is running (tests: what a change set off in the background). */
export async function workSettled(): Promise<void> {
  const work = state().work;
  while (work.size > 0) await Promise.allSettled([...work]);
}

/**
 * Stops the process's own work: waits for tracked work, then runs every step in order. A step
 * that fails is logged and the others still run.
 */
export async function shutdown(log: (message: string, error?: unknown) => void): Promise<void> {
  const current = state();
  current.stopping = true;
  while (current.work.size > 0) await Promise.allSettled([...current.work]);
  for (const step of current.steps) {
    try {
      await step.run();
      log(`stopped: ${step.name}`);
    } catch (error) {
      log(`stop step failed: ${step.name}`, error);
    }
  }
}

/** Makes `shutdown` callable by the HTTP server, which loads none of the site's modules. */
export function installShutdown(log: (message: string, error?: unknown) => void): void {
  holder.__siteShutdown = () => shutdown(log);
}
