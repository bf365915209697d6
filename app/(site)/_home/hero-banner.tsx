'use client';

import { useState, type ReactNode } from 'react';
import { Slides, useCarouselText, useSlideIndex } from '@/components/ui/slides';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';

const control =
  'rounded-md bg-white/90 px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-white';

/**
 * The home banner (spec §2, §4, §9): advances every `intervalMs` and cycles; it pauses while the
 * pointer or keyboard focus is on it, when the visitor presses Pause, and never moves by itself
 * for visitors who ask for reduced motion (WCAG 2.2.2). Its slides are stacked, every one painted
 * from the start under the one on show (Slides `stacked`): a slide shown later is no new
 * largest-contentful-paint candidate, so a phone left alone reports the first slide's LCP.
 */
export function HeroBanner({
  label,
  slides,
  intervalMs,
}: {
  label: string;
  slides: ReactNode[];
  intervalMs: number;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const carouselText = useCarouselText();
  const rotating = !hovered && !focused && !stopped && !reducedMotion;
  const { index, showNext, showPrevious } = useSlideIndex(
    slides.length,
    rotating ? intervalMs : undefined,
  );

  return (
    <section
      aria-roledescription={carouselText.carousel}
      aria-label={label}
      className="relative bg-brand-900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={rotating ? 'off' : 'polite'}>
        <Slides slides={slides} index={index} stacked />
      </div>
      {/* Above the stacked slides, the one on show being raised (z-10). */}
      <div className="absolute right-4 bottom-4 z-20 flex gap-2">
        <button type="button" className={control} onClick={showPrevious}>
          {carouselText.previous}
          <span className="sr-only">{carouselText.slideSuffix}</span>
        </button>
        <button type="button" className={control} onClick={() => setStopped((s) => !s)}>
          {stopped ? carouselText.play : carouselText.pause}
          <span className="sr-only">{carouselText.rotationSuffix}</span>
        </button>
        <button type="button" className={control} onClick={showNext}>
          {carouselText.next}
          <span className="sr-only">{carouselText.slideSuffix}</span>
        </button>
      </div>
    </section>
  );
}
