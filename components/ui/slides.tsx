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
 */
export function Slides({ slides, index }: { slides: ReactNode[]; index: number }) {
  const carouselText = useCarouselText();
  return slides.map((slide, i) => (
    <div
      key={i}
      role="group"
      aria-roledescription={carouselText.slide}
      aria-label={fillIn(carouselText.position, { n: i + 1, count: slides.length })}
      hidden={i !== index}
    >
      {slide}
    </div>
  ));
}
