'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useSharedWords } from '@/components/i18n/language-provider';
import { fillIn } from '@/lib/platform/i18n/fill-in';
import { nextIndex, previousIndex } from '@/components/ui/carousel-steps';

/** The carousels' words in the page's language (shared words: lib/platform/i18n/shared-words.ts). */
export function useCarouselText() {
  return useSharedWords().carouselText;
}

/**
 * Which of `count` slides is on show, with steps that wrap around (spec §4). Given
 * `advanceAfterMs`, it moves on by itself that long after the slide last changed, so a visitor's
 * own step restarts the wait.
 */
export function useSlideIndex(count: number, advanceAfterMs?: number) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (advanceAfterMs === undefined) return;
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count)), advanceAfterMs);
    return () => window.clearTimeout(timer);
  }, [advanceAfterMs, index, count]);
  return {
    index,
    showNext: () => setIndex(nextIndex(index, count)),
    showPrevious: () => setIndex(previousIndex(index, count)),
  };
}

/**
 * Every slide, rendered by the server; all but the one on show carry the `hidden` attribute.
 * Each is a group that screen readers announce as "slide n of count".
 *
 * `stacked`: every slide lies in one grid cell and is painted from the first frame, the one on
 * show on top; the others lie under it, out of the accessibility tree and the tab order
 * (`inert`, `aria-hidden`). Showing another slide only raises it, so no slide is painted for the
 * first time later (no new largest-contentful-paint candidate while the banner rotates) and,
 * the tallest slide setting the height, nothing moves. Each slide must cover its cell (an opaque
 * background) so the ones under it do not show through.
 */
export function Slides({
  slides,
  index,
  stacked = false,
}: {
  slides: ReactNode[];
  index: number;
  stacked?: boolean;
}) {
  const carouselText = useCarouselText();
  const groups = slides.map((slide, i) => (
    <div
      key={i}
      role="group"
      aria-roledescription={carouselText.slide}
      aria-label={fillIn(carouselText.position, { n: i + 1, count: slides.length })}
      {...(!stacked
        ? { hidden: i !== index }
        : i === index
          ? { className: 'relative z-10 [grid-area:1/1]' }
          : { className: '[grid-area:1/1]', inert: true, 'aria-hidden': true })}
    >
      {slide}
    </div>
  ));
  return stacked ? <div className="grid">{groups}</div> : groups;
}
