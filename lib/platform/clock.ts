import { readFileSync } from 'node:fs';
import { env } from '@/lib/platform/env';

/**
 * A clock for code whose behaviour depends on the time (the rate limits' windows, the publish
 * time of scheduled filings), so tests can move it instead of waiting for the real one. It reads
 * `Date.now()` plus an offset that starts at 0:
 * - Jest moves it in-process with `advance` (each test file has its own modules, so its own clock;
 *   `startInOneWindow` in lib/platform/rate-limit/testing.ts);
 * - the e2e site gives it `offsetFile` (TEST_CLOCK_FILE, refused for a public SITE_URL), a file
 *   holding the offset in milliseconds that the browser tests write (e2e/support/clock.ts).
 * In production neither is ever set, and the clock is `Date.now()`.
 */
export class Clock {
  #offsetMs = 0;

  constructor(private readonly offsetFile?: string) {}

  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number {
    return Date.now() + this.#offsetMs + this.#fileOffset();
  }

  date(): Date {
    return new Date(this.now());
  }

  /** For tests: moves this clock (never the process's own) `ms` ahead. */
  advance(ms: number): void {
    this.#offsetMs += ms;
  }

  #fileOffset(): number {
    if (!this.offsetFile) return 0;
    try {
      const offset = Number(readFileSync(this.offsetFile, 'utf8').trim());
      return Number.isFinite(offset) ? offset : 0;
    } catch {
      return 0;
    }
  }
}

/**
 * The clock of what happens at a time staff set, with no one acting then: a scheduled filing
 * becoming public (lib/investors/visibility.ts, its alert mails), and the age of the caches that
 * must follow it (the search index). The browser tests move it (TEST_CLOCK_FILE).
 */
export const scheduleClock = new Clock(env.TEST_CLOCK_FILE);
