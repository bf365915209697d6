import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { enterLanguage } from '@/components/i18n/translated';
import { words } from '@/lib/platform/i18n/words';

// Not a twin (no English page): `npm run twins` keeps it (scripts/twins.ts OWN_PAGES). Every
// unknown address under /hi/… is rewritten here (lib/seo/translated-not-found.ts), and the
// not-found page beside this one answers 404 in the language's frame.

// Only the languages built with the site (scripts/twins.ts says why each page says so).
export const dynamicParams = false;

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/page-not-found'>): Promise<Metadata> {
  await enterLanguage(params);
  const { notFoundText } = words().shell;
  return { title: notFoundText.title, robots: { index: false } };
}

export default async function TranslatedNotFoundPage({
  params,
}: PageProps<'/[lang]/page-not-found'>) {
  await enterLanguage(params);
  notFound();
}
