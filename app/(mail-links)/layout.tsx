import type { Metadata } from 'next';
import { SiteFrame } from '@/components/layout/site-frame';

// Pages opened from links in our mails: in the site's frame, but never indexed (and not in the
// sitemap), and their signed tokens are not sent on as a Referer.
export const metadata: Metadata = { robots: { index: false }, referrer: 'no-referrer' };

export default function MailLinkLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
