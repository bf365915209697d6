import { words } from '@/lib/platform/i18n/words';

import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteStyles } from './site-styles';

/** The public page frame: skip link, header, main landmark and footer. */
export function SiteFrame({ children }: { children: React.ReactNode }) {
  const { skipLinkText } = words().shell;
  return (
    <>
      <SiteStyles />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {skipLinkText}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
