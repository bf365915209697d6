'use client';

import { siteCss } from '#site-css';

/** The stylesheet's copy as a file (scripts/site-css.ts), named at build time. */
const FILE = process.env.NEXT_PUBLIC_SITE_CSS_HREF;

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
 *
 * A page the browser renders alone (Next's error shell, sent when the server could not render
 * the page, as for a link page's notFound()) has no such <style>: there it links the same
 * stylesheet as a file.
 */
export function SiteStyles() {
  if (FILE && typeof document !== 'undefined' && !document.querySelector(INLINE)) {
    return <link rel="stylesheet" href={FILE} precedence="site" />;
  }
  return (
    <style href="site-css" precedence="site">
      {siteCss()}
    </style>
  );
}

const INLINE = 'style[data-href="site-css"]';
