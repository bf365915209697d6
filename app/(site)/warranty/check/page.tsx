import { requestLanguage, words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { WarrantyCheckForm } from '@/components/warranty/warranty-check-form';
import { pageMetadata } from '@/lib/seo/metadata';
import { checkWarrantyAction } from './actions';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.warrantyCheck);
}

export default function Page() {
  const { ROUTES } = words().routes;
  const { WARRANTY_CHECK: T } = words().warranty;
  return (
    <>
      <Breadcrumbs route={ROUTES.warrantyCheck} />
      <PageHeader title={ROUTES.warrantyCheck.title} lead={T.lead} />
      <div className="container-page max-w-2xl space-y-6 py-12">
        <WarrantyCheckForm action={checkWarrantyAction.bind(null, requestLanguage())} words={T} />
        <p>
          <Link href={ROUTES.warranty.path} className="text-brand-700 underline">
            {T.registerLink}
          </Link>
        </p>
      </div>
    </>
  );
}
