'use client';

import { useState } from 'react';
import { useHydrated } from '@/components/forms/live-fieldset';
import { Button } from '@/components/ui/button';

/** The same box before and after: showing the map moves nothing around it. */
const BOX = 'block h-80 w-full rounded-lg border border-slate-200 bg-slate-100';

/** Stable, so that React calls it once, when the frame comes in. */
const takeFocus = (frame: HTMLIFrameElement | null) => frame?.focus();

/**
 * A map frame from an outside service, loaded only when the visitor asks for it: until then a
 * box of the frame's size with one button (disabled until the page is live), so the page asks
 * the map's host for nothing and nothing moves when the frame comes in. The frame then takes
 * the focus, which the button it replaces had.
 */
export function MapFacade({
  src,
  title,
  showLabel,
}: {
  src: string;
  title: string;
  showLabel: string;
}) {
  const [shown, setShown] = useState(false);
  const live = useHydrated();
  if (shown) {
    return (
      <iframe
        ref={takeFocus}
        src={src}
        title={title}
        referrerPolicy="no-referrer-when-downgrade"
        className={BOX}
      />
    );
  }
  return (
    <div className={`${BOX} flex items-center justify-center`}>
      <Button disabled={!live} onClick={() => setShown(true)}>
        {showLabel}
      </Button>
    </div>
  );
}
