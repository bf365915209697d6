import type { Metadata } from 'next';
import { Document } from '@/components/layout/document';
import { SiteFrame } from '@/components/layout/site-frame';
import { ROOT_VIEWPORT, rootMetadata } from '@/lib/seo/metadata';

// Pages opened from links in our mails: in the site's frame, but never indexed (and not in the
// sitemap), and their signed tokens are not sent on as a Referer.
export const metadata: Metadata = {
  ...rootMetadata('en'),
  robots: { index: false },
  referrer: 'no-referrer',
};
export const viewport = ROOT_VIEWPORT;
// The footer's copyright year is the year the page was rendered: pages rendered at build time are
// rendered again a day at most after they were (components/layout/copyright-year.ts).
export const revalidate = 86400;

export default function MailLinkLayout({ children }: { children: React.ReactNode }) {
  return (
    <Document language="en">
      <SiteFrame>{children}</SiteFrame>
    </Document>
  );
}
