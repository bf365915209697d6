import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Clock } from './clock';
import { rateLimitClock } from './rate-limit';
import { startInOneWindow } from './rate-limit/testing';

describe('Clock', () => {
  it('reads the real time until a test moves it, and never moves the real one', () => {
    const clock = new Clock();
    const before = Date.now();
    expect(clock.now()).toBeGreaterThanOrEqual(before);
    expect(clock.now()).toBeLessThan(before + 1_000);
    clock.advance(3 * 60_000);
    expect(clock.now() - Date.now()).toBeGreaterThanOrEqual(3 * 60_000 - 5);
    expect(clock.now() - Date.now()).toBeLessThanOrEqual(3 * 60_000);
    expect(Math.abs(Date.now() - before)).toBeLessThan(1_000);
    expect(clock.date().getTime()).toBeGreaterThanOrEqual(before + 3 * 60_000);
  });

  it("runs ahead by its file's milliseconds, read at each use; no file or a bad one is 0", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clock-'));
    try {
      const file = path.join(dir, 'offset-ms');
      const clock = new Clock(file);
      const ahead = () => clock.now() - Date.now();
      expect(ahead()).toBeLessThanOrEqual(0);
      writeFileSync(file, '180000');
      expect(ahead()).toBeGreaterThanOrEqual(180_000 - 5);
      writeFileSync(file, 'soon');
      expect(ahead()).toBeLessThanOrEqual(0);
      rmSync(file);
      expect(ahead()).toBeLessThanOrEqual(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('startInOneWindow (the rate limits in tests)', () => {
  it('moves the limits, without waiting, one second into a window no earlier call counted in', async () => {
    const started = Date.now();
    const windows: number[] = [];
    for (let i = 0; i < 3; i++) {
      await startInOneWindow();
      const now = rateLimitClock.now();
      expect(now % 60_000).toBeGreaterThanOrEqual(1_000);
      expect(now % 60_000).toBeLessThan(2_000);
      windows.push(Math.floor(now / 60_000));
    }
    expect(windows[1]).toBe(windows[0]! + 1);
    expect(windows[2]).toBe(windows[1]! + 1);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
