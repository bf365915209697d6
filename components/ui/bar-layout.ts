/** One bar of a bar chart, in the SVG's own units. */
export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The bar's middle, where its labels are centred. */
  centre: number;
}

export interface BarLayout {
  /** Width of the drawing. */
  width: number;
  /** Where the bars stand (the baseline's y). */
  baseline: number;
  /** How high the largest bar reaches (its top's y). */
  top?: number;
  /** Space between neighbouring bars. */
  gap: number;
  /** Smallest height of a bar above zero, so that a small figure still shows a bar. */
  minHeight?: number;
}

/**
 * Lays out one bar per value side by side across the width, standing on the baseline, heights
 * in proportion to the values with the largest reaching `top` (charts drawn on the server as SVG).
 */
export function layoutBars(
  values: readonly number[],
  { width, baseline, top = 0, gap, minHeight = 0 }: BarLayout,
): Bar[] {
  const max = Math.max(1, ...values);
  const slot = width / Math.max(1, values.length);
  return values.map((value, i) => {
    const height = value > 0 ? Math.max(minHeight, (value / max) * (baseline - top)) : 0;
    return {
      x: i * slot + gap / 2,
      y: baseline - height,
      width: slot - gap,
      height,
      centre: i * slot + slot / 2,
    };
  });
}
