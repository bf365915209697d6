'use client';

import { buttonClass } from '@/components/ui/button';
import { useId, useState, type ReactNode } from 'react';

/**
 * A grid that shows its first `initial` items and the rest after Show More (spec §4, BESS). The
 * rest are in the server HTML, hidden. The button's words come from the server.
 */
export function ShowMoreGrid({
  items,
  initial,
  listLabel,
  labels,
}: {
  items: ReactNode[];
  initial: number;
  listLabel: string;
  labels: { showMore: string; showLess: string };
}) {
  const [all, setAll] = useState(false);
  const id = useId();
  return (
    <div className="space-y-6">
      <ul id={id} aria-label={listLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, i) => (
          <li key={i} hidden={!all && i >= initial}>
            {item}
          </li>
        ))}
      </ul>
      {items.length > initial ? (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={id}
          onClick={() => setAll((a) => !a)}
          className={buttonClass()}
        >
          {all ? labels.showLess : labels.showMore}
        </button>
      ) : null}
    </div>
  );
}
