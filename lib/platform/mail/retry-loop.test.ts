import { skipWhileRunning } from '@/lib/platform/ops/loop';

describe('skipWhileRunning', () => {
  it('skips ticks while the previous run is busy, and runs again once it is done', async () => {
    let runs = 0;
    let finish = () => {};
    const tick = skipWhileRunning(async () => {
      runs++;
      await new Promise<void>((resolve) => (finish = resolve));
    });
    const first = tick();
    await tick();
    await tick();
    expect(runs).toBe(1);
    finish();
    await first;
    const again = tick();
    expect(runs).toBe(2);
    finish();
    await again;
  });

  it('runs again after a run that threw', async () => {
    let runs = 0;
    const tick = skipWhileRunning(async () => {
      runs++;
      throw new Error('boom');
    });
    await expect(tick()).rejects.toThrow('boom');
    await expect(tick()).rejects.toThrow('boom');
    expect(runs).toBe(2);
  });
});
