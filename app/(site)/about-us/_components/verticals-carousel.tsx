'use client';

import { useState, type ReactNode } from 'react';
import { useCarouselText } from '@/components/ui/slides';
import { previousIndex, stripShift, toggleOffset } from '@/components/ui/carousel-steps';

const button =
  'rounded-md border border-brand-700 bg-white px-4 py-2 font-medium text-brand-800 hover:bg-brand-50';

/**
 * The About Us Business Verticals strip (spec §4, §9): items about 27% wide; Prev steps back and
 * wraps from the first to the last, Next toggles between offsets 0 and 1; each step moves the
 * strip 20% in 0.5 s.
 */
export function VerticalsCarousel({
  label,
  items,
  itemWidthPercent,
}: {
  label: string;
  items: ReactNode[];
  itemWidthPercent: number;
}) {
  const [offset, setOffset] = useState(0);
  const carouselText = useCarouselText();
  return (
    <div
      role="group"
      aria-roledescription={carouselText.carousel}
      aria-label={label}
      className="space-y-4"
    >
      <div className="overflow-hidden">
        <ul
          data-offset={offset}
          className="flex gap-0 transition-transform duration-500 ease-in-out"
          style={{ transform: `translateX(${stripShift(offset)})` }}
        >
          {items.map((item, i) => (
            <li key={i} className="shrink-0 px-2" style={{ width: `${itemWidthPercent}%` }}>
              {item}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex gap-3">
        <button
          type="button"
          className={button}
          onClick={() => setOffset((o) => previousIndex(o, items.length))}
        >
          {carouselText.prev}
        </button>
        <button type="button" className={button} onClick={() => setOffset(toggleOffset)}>
          {carouselText.next}
        </button>
      </div>
    </div>
  );
}
