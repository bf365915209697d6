import type { Metadata } from 'next';
import { SiteStyles } from '@/components/layout/site-styles';
import { STAFF_FRAME_TEXT } from '@/content/staff';

export const metadata: Metadata = {
  title: { default: STAFF_FRAME_TEXT.metaTitle, template: STAFF_FRAME_TEXT.metaTemplate },
  robots: { index: false, follow: false },
};

export default function StaffRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SiteStyles />
      {children}
    </div>
  );
}
