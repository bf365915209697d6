import { rmSync, writeFileSync } from 'node:fs';
import { E2E } from './settings';

/**
 * Moves the e2e site's schedule clock (lib/platform/clock.ts: when scheduled filings become
 * public, the search index's age) `ms` ahead of the real one, at once, so a test of something
 * that happens at a set time does not wait for it. The site reads the file at each use; 0 puts
 * it back.
 */
export function setSiteClockAhead(ms: number): void {
  if (ms === 0) rmSync(E2E.clockFile, { force: true });
  else writeFileSync(E2E.clockFile, String(ms));
}
