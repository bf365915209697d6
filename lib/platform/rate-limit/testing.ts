import { rateLimitClock } from './index';

/**
 * For tests that send requests up to a limit and expect the next one refused. The limits weigh
 * the window before the current one as if its requests had been spread evenly over it
 * (lib/platform/rate-limit), so a long run that crosses a window's edge sees part of its first
 * requests already weighed down, and the refusal may come a request or more late. This moves the
 * limiter's clock (never the real one, and without waiting) to one second into the next window,
 * so the test has the whole window but that second. Each call moves it further ahead, so every
 * call starts a window no earlier call counted in.
 */
export async function startInOneWindow(windowSeconds = 60): Promise<void> {
  const window = windowSeconds * 1000;
  const now = rateLimitClock.now();
  rateLimitClock.advance(Math.floor(now / window) * window + window + 1000 - now);
}
