import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocumentYearPage, yearMetadataOf } from '@/components/investors/investor-pages';
import { disclosureKindOf } from '@/lib/investors/types';

// /investor-relations/disclosures/<category>/<year>[/<page>]: rendered on its first visit, then
// kept and refreshed with its category's page (ISR, same tags).
export const revalidate = 60;
export const generateStaticParams = () => [];

type Params = Promise<{ category: string; year: string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const kind = disclosureKindOf((await params).category);
  return kind ? yearMetadataOf(kind)({ params }) : {};
}

export default async function Page({ params }: { params: Params }) {
  const kind = disclosureKindOf((await params).category);
  if (!kind) notFound();
  return <DocumentYearPage kind={kind} segments={params} />;
}
