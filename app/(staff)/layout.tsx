import type { Metadata } from 'next';
import { Document } from '@/components/layout/document';
import { SiteStyles } from '@/components/layout/site-styles';
import { STAFF_FRAME_TEXT } from '@/content/staff';
import { ROOT_VIEWPORT, rootMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  ...rootMetadata('en'),
  title: { default: STAFF_FRAME_TEXT.metaTitle, template: STAFF_FRAME_TEXT.metaTemplate },
  robots: { index: false, follow: false },
};
export const viewport = ROOT_VIEWPORT;

/** The back-office is in English only. */
export default function StaffRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <Document language="en">
      <div className="flex min-h-screen flex-col bg-slate-50">
        <SiteStyles />
        {children}
      </div>
    </Document>
  );
}
