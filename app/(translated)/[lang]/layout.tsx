import type { Metadata } from 'next';
import { NavigationBeacon } from '@/components/analytics/navigation-beacon';
import { enterLanguage } from '@/components/i18n/translated';
import { Document } from '@/components/layout/document';
import { SiteFrame } from '@/components/layout/site-frame';
import { TRANSLATED_LANGUAGES } from '@/content/languages';
import { ROOT_VIEWPORT, rootMetadata } from '@/lib/seo/metadata';

/**
 * The root layout of the public site in every language but English: /hi/… (one tree for all of
 * them; each page is its English page's twin, made by `npm run twins`).
 */
// Languages other than those built are refused by each page (`dynamicParams = false` in every
// twin, scripts/twins.ts), not here: a layout's `false` would also refuse every page below it
// rendered on its first request (a catalogue model not built with the site).
// The footer's copyright year is the year the page was rendered: pages rendered at build time are
// rendered again a day at most after they were (components/layout/copyright-year.ts).
export const revalidate = 86400;
export const generateStaticParams = () => TRANSLATED_LANGUAGES.map((lang) => ({ lang }));
export const viewport = ROOT_VIEWPORT;

export async function generateMetadata({ params }: LayoutProps<'/[lang]'>): Promise<Metadata> {
  const { language } = await enterLanguage(params);
  return rootMetadata(language);
}

export default async function TranslatedLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const { language } = await enterLanguage(params);
  return (
    <Document language={language}>
      <SiteFrame>
        {children}
        <NavigationBeacon />
      </SiteFrame>
    </Document>
  );
}
