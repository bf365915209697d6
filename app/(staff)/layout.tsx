import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: { default: 'Staff', template: '%s | Staff' },
  robots: { index: false, follow: false },
};

export default function StaffRootLayout({ children }: { children: React.ReactNode }) {
  return <div className="flex min-h-screen flex-col bg-slate-50">{children}</div>;
}
