import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { NumberedCards } from '@/components/company/numbered-cards';
import { PageHeader } from '@/components/layout/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.manufacturingUnits);
}

export default function Page() {
  const { ROUTES } = words().routes;
  const { manufacturingUnits } = words().manufacturingUnits;
  return (
    <>
      <Breadcrumbs route={ROUTES.manufacturingUnits} />
      <PageHeader title={ROUTES.manufacturingUnits.title} />
      <div className="container-page py-12">
        <NumberedCards
          label={ROUTES.manufacturingUnits.title}
          cards={manufacturingUnits.map((u) => ({ ...u, text: u.summary }))}
        />
      </div>
    </>
  );
}
