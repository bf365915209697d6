'use client';

import { useState, type ReactNode } from 'react';
import { nextIndex, previousIndex } from '@/lib/ui/carousel';

const button =
  'rounded-md border border-brand-700 bg-white px-4 py-2 font-medium text-brand-800 hover:bg-brand-50';

/**
 * One slide at a time with Previous and Next buttons that wrap around (spec §4). Every slide is
 * rendered by the server; the hidden ones carry the `hidden` attribute.
 */
export function Slider({ label, slides }: { label: string; slides: ReactNode[] }) {
  const [index, setIndex] = useState(0);
  const count = slides.length;
  return (
    <div role="group" aria-roledescription="carousel" aria-label={label} className="space-y-3">
      <div>
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== index}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          className={button}
          onClick={() => setIndex(previousIndex(index, count))}
        >
          Previous<span className="sr-only"> image</span>
        </button>
        <p aria-live="polite" className="text-sm text-muted">
          Image {index + 1} of {count}
        </p>
        <button type="button" className={button} onClick={() => setIndex(nextIndex(index, count))}>
          Next<span className="sr-only"> image</span>
        </button>
      </div>
    </div>
  );
}
