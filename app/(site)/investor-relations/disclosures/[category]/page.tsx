import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { DocumentsPage } from '@/components/investors/investor-pages';
import { disclosureKindOf } from '@/lib/investors/types';
import { pageMetadata } from '@/lib/seo/metadata';
import { notFound } from 'next/navigation';

// One page per Regulation 46 category, built with the site and kept fresh like the index (ISR).
export const revalidate = 60;
export const dynamicParams = false;
export const generateStaticParams = () => {
  const { DISCLOSURE_CATEGORIES } = words().disclosures;
  return DISCLOSURE_CATEGORIES.map(({ key }) => ({ category: key }));
};

type Params = Promise<{ category: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { DOCUMENT_PAGES } = words().investors;
  const { ROUTES } = words().routes;
  const kind = disclosureKindOf((await params).category);
  return kind ? pageMetadata(DOCUMENT_PAGES[kind].route, ROUTES.disclosures) : {};
}

export default async function Page({ params }: { params: Params }) {
  const kind = disclosureKindOf((await params).category);
  if (!kind) notFound();
  return <DocumentsPage kind={kind} />;
}
