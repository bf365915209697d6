'use client';

import { siteCss } from '#site-css';

/**
 * The site's whole stylesheet, inline in the <head> of every page (issue 32): the first paint
 * waits for no stylesheet request, and nothing moves when styles arrive (they are there from the
 * first byte). Rendered by each frame (SiteFrame, the staff layout); React hoists a <style> with
 * `href` and `precedence` into the head, once, whichever frames render it.
 *
 * A client component without props, on purpose: a server component's output is sent twice (as
 * HTML and again in the RSC payload; Next's own `experimental.inlineCss` even sends the
 * stylesheet three times: 38.9 KB gzip of HTML for the home page instead of 14.4), while a client
 * component is named in the payload only. On the server `#site-css` reads the compiled file
 * (scripts/site-css.ts); in the browser it is empty, and React adopts the <style> already in the
 * head by its `href` without looking at its text.
 */
export function SiteStyles() {
  return (
    <style href="site-css" precedence="site">
      {siteCss()}
    </style>
  );
}
