import type { Metadata, Viewport } from 'next';
import { env } from '@/lib/platform/env';
import { site } from '@/content/site';

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.tagline,
  applicationName: site.name,
};

export const viewport: Viewport = { themeColor: '#083b70' };

// The stylesheet is inline (components/layout/site-styles.tsx, rendered by each frame and compiled
// by scripts/site-css.ts from app/globals.css), not imported here: an imported stylesheet is a
// request that the first paint waits for.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <body className="flex min-h-screen flex-col font-sans">{children}</body>
    </html>
  );
}
