import { NavigationBeacon } from '@/components/analytics/navigation-beacon';
import { Document } from '@/components/layout/document';
import { SiteFrame } from '@/components/layout/site-frame';
import { ROOT_VIEWPORT, rootMetadata } from '@/lib/seo/metadata';

export const metadata = rootMetadata('en');
export const viewport = ROOT_VIEWPORT;
// The footer's copyright year is the year the page was rendered: pages rendered at build time are
// rendered again a day at most after they were (components/layout/copyright-year.ts).
export const revalidate = 86400;

// The stylesheet is inline (components/layout/site-styles.tsx, rendered by each frame and compiled
// by scripts/site-css.ts from app/globals.css), not imported here: an imported stylesheet is a
// request that the first paint waits for.
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <Document language="en">
      <SiteFrame>
        {children}
        <NavigationBeacon />
      </SiteFrame>
    </Document>
  );
}
