'use client';

// The one module that may import next/link (eslint.config.mjs): every other link goes through here.
// eslint-disable-next-line no-restricted-imports
import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

type Props = ComponentProps<typeof NextLink>;

/**
 * A link of the site that prefetches its page when the reader shows intent (a pointer over it,
 * keyboard focus, a finger on it), never merely because it scrolled into view.
 *
 * next/link prefetches every link in the viewport: the header, footer and cards of one page made
 * 19 prefetch requests (and fetched 4 banner images of pages nobody opened) on a phone's data and
 * CPU while it painted its first screen (docs/features/public-pages.md, "Links"). Next.js 16 has
 * no switch for that; its prefetching guide's hover pattern is this one: `prefetch={false}` until
 * intent, then the default (`null`). A touch comes about 100 ms before the click it ends in, so
 * the page's data is on its way by then. `prefetch={false}` given by the caller stays false.
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={(event) => {
        show();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        show();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        show();
        onTouchStart?.(event);
      }}
    />
  );
}
