/** Index arithmetic for the site's carousels and sliders (spec §4), kept pure so it is tested once. */

/** The index after `index` in a ring of `count` items: last goes to first. */
export const nextIndex = (index: number, count: number) => (count > 0 ? (index + 1) % count : 0);

/** The index before `index` in a ring of `count` items: first goes to last. */
export const previousIndex = (index: number, count: number) =>
  count > 0 ? (index - 1 + count) % count : 0;

/**
 * A strip that only toggles between offsets 0 and 1 (the About Us verticals keep the old site's
 * rules: Prev walks back with `previousIndex`, wrapping from the first item to the last, while
 * Next only toggles).
 */
export const toggleOffset = (offset: number) => (offset === 0 ? 1 : 0);

/** A strip moves this share of its width per step (spec §9). */
export const STRIP_STEP_PERCENT = 20;
export const stripShift = (offset: number) => `${-offset * STRIP_STEP_PERCENT}%`;
