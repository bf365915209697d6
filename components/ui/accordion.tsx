'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { nextIndex, previousIndex } from '@/components/ui/carousel-steps';
import { ChevronDownIcon } from './icons';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

const FOCUS_KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowDown: nextIndex,
  ArrowUp: previousIndex,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * WAI-ARIA accordion (spec §2): one panel open at a time, the first open at the start. Panels
 * stay in the HTML (hidden), so their words are in the server-rendered page. Arrow keys, Home
 * and End move between the headers.
 */
export function Accordion({ items, level = 3 }: { items: AccordionItem[]; level?: 2 | 3 | 4 }) {
  const [open, setOpen] = useState<number | null>(0);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${level}` as const;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = FOCUS_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(index, items.length)]?.focus();
  };

  return (
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {items.map((item, i) => {
        const expanded = open === i;
        return (
          <div key={item.title}>
            <Heading className="m-0">
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                id={`${id}-header-${i}`}
                type="button"
                aria-expanded={expanded}
                aria-controls={`${id}-panel-${i}`}
                onClick={() => setOpen(expanded ? null : i)}
                onKeyDown={(e) => onKeyDown(e, i)}
                className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-brand-900 hover:bg-brand-50"
              >
                {item.title}
                <ChevronDownIcon
                  className={`h-5 w-5 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </Heading>
            <div
              id={`${id}-panel-${i}`}
              role="region"
              aria-labelledby={`${id}-header-${i}`}
              hidden={!expanded}
              className="px-4 pb-4 text-muted"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
