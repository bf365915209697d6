import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { NumberedCards } from '@/components/company/numbered-cards';
import { PageHeader } from '@/components/layout/page-header';
import { manufacturingUnits } from '@/content/manufacturing-units';
import { ROUTES } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(ROUTES.manufacturingUnits);

export default function Page() {
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
