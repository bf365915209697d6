'use client';

import type { ReactNode } from 'react';
import { fillIn } from '@/lib/platform/i18n/fill-in';
import { Slides, useCarouselText, useSlideIndex } from './slides';

const button =
  'rounded-md border border-brand-700 bg-white px-4 py-2 font-medium text-brand-800 hover:bg-brand-50';

/**
 * One slide at a time with Previous and Next buttons that wrap around (spec §4). Every slide is
 * rendered by the server; the hidden ones carry the `hidden` attribute.
 */
export function Slider({ label, slides }: { label: string; slides: ReactNode[] }) {
  const { index, showNext, showPrevious } = useSlideIndex(slides.length);
  const carouselText = useCarouselText();
  return (
    <div
      role="group"
      aria-roledescription={carouselText.carousel}
      aria-label={label}
      className="space-y-3"
    >
      <div>
        <Slides slides={slides} index={index} />
      </div>
      <div className="flex items-center justify-between gap-3">
        <button type="button" className={button} onClick={showPrevious}>
          {carouselText.previous}
          <span className="sr-only">{carouselText.imageSuffix}</span>
        </button>
        <p aria-live="polite" className="text-sm text-muted">
          {fillIn(carouselText.imageCount, { n: index + 1, count: slides.length })}
        </p>
        <button type="button" className={button} onClick={showNext}>
          {carouselText.next}
          <span className="sr-only">{carouselText.imageSuffix}</span>
        </button>
      </div>
    </div>
  );
}
