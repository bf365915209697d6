import { setTimeout as sleep } from 'node:timers/promises';

/**
 * For tests that send requests up to a limit and expect the next one refused. The limits weigh
 * the window before the current one as if its requests had been spread evenly over it
 * (lib/platform/rate-limit), so a long run that crosses a window's edge sees part of its first requests
 * already weighed down, and the refusal may come a request or more late. This waits, when it
 * must, for a window with at least `margin` seconds left (at most `margin` seconds of waiting).
 */
export async function startInOneWindow(margin = 15, windowSeconds = 60): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < margin) await sleep(Math.ceil(left * 1000) + 50);
}
