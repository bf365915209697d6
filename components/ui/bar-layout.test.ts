import { skuCounts } from '@/content/sku-growth';
import { layoutBars } from './bar-layout';

describe('layoutBars', () => {
  const layout = { width: 420, baseline: 212, top: 26, gap: 14, minHeight: 2 };
  const bars = layoutBars(
    skuCounts.map((s) => s.count),
    layout,
  );

  it('draws one bar per figure, left to right, inside the drawing and apart', () => {
    expect(bars).toHaveLength(7);
    bars.forEach((bar, i) => {
      expect(bar.x).toBeGreaterThanOrEqual(0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(layout.width);
      expect(bar.centre).toBeCloseTo(bar.x + bar.width / 2);
      if (i > 0) expect(bar.x - (bars[i - 1]!.x + bars[i - 1]!.width)).toBeCloseTo(layout.gap);
    });
    expect(bars[0]!.x).toBe(7);
    expect(bars[6]!.x + bars[6]!.width).toBeCloseTo(413);
  });

  it('stands every bar on the baseline, heights in proportion, the largest reaching the top', () => {
    for (const bar of bars) expect(bar.y + bar.height).toBeCloseTo(layout.baseline);
    const full = layout.baseline - layout.top; // 186 units for 700 SKUs
    expect(bars[6]!.y).toBeCloseTo(layout.top);
    expect(bars[4]!.height).toBeCloseTo((400 / 700) * full); // 2021
    expect(bars[0]!.height).toBeCloseTo((12 / 700) * full);
  });

  it('keeps a small figure visible, and draws zero as nothing', () => {
    const [tiny, zero, big] = layoutBars([1, 0, 1000], layout);
    expect(tiny!.height).toBe(2);
    expect(zero!.height).toBe(0);
    expect(zero!.y).toBe(layout.baseline);
    expect(big!.height).toBeCloseTo(186);
  });

  it('draws an all-zero series flat (no division by zero)', () => {
    const flat = layoutBars([0, 0], { width: 100, baseline: 50, gap: 2 });
    expect(flat.map((b) => b.height)).toEqual([0, 0]);
    expect(flat.every((b) => Number.isFinite(b.y))).toBe(true);
  });
});
