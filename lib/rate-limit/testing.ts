import { setTimeout as sleep } from 'node:timers/promises';

/**
 * For tests that send requests up to a limit and expect the next one refused: the limits count
 * in fixed windows (a minute from :00), so a run that began a few seconds before a window ended
 * would see its count start again half-way and the refusal never come. This waits, when it must,
 * for a window with at least `margin` seconds left (at most `margin` seconds of waiting).
 */
export async function startInOneWindow(margin = 15, windowSeconds = 60): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < margin) await sleep(Math.ceil(left * 1000) + 50);
}
