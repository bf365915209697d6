import type { Metadata, Viewport } from 'next';
import { env } from '@/lib/platform/env';
import { site } from '@/content/site';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.tagline,
  applicationName: site.name,
};

export const viewport: Viewport = { themeColor: '#083b70' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body className="flex min-h-screen flex-col font-sans">{children}</body>
    </html>
  );
}
