import type { Metadata } from 'next';
import { Document } from '@/components/layout/document';
import { NotFoundBody } from '@/components/layout/not-found-body';
import { SiteFrame } from '@/components/layout/site-frame';
import { notFoundText } from '@/content/shell';
import { site } from '@/content/site';
import { env } from '@/lib/platform/env';

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: `${notFoundText.title} | ${site.name}`,
  robots: { index: false },
};

/**
 * The page for an address the site does not have, a whole document of its own
 * (`experimental.globalNotFound`). A root `not-found.tsx` would be rendered into every page's
 * payload in advance (twice, header and footer included), in case a navigation needs it: about
 * 9 KB of each page's HTML that no visitor sees. Segments that call notFound() themselves have
 * their own not-found.tsx.
 */
export default function GlobalNotFound() {
  return (
    <Document language="en">
      <SiteFrame>
        <NotFoundBody />
      </SiteFrame>
    </Document>
  );
}
