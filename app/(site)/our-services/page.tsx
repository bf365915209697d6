import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { Link } from '@/components/ui/link';
import { NumberedCards } from '@/components/company/numbered-cards';
import { PageHeader } from '@/components/layout/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.services);
}

export default function Page() {
  const { ROUTES } = words().routes;
  const { serviceCards, servicesCardsLabel, servicesIntro, servicesMore } = words().services;
  return (
    <>
      <Breadcrumbs route={ROUTES.services} />
      <PageHeader title={ROUTES.services.title} lead={ROUTES.services.description} />
      <div className="container-page space-y-8 py-12">
        <p className="max-w-3xl text-lg">{servicesIntro}</p>
        <NumberedCards label={servicesCardsLabel} cards={serviceCards} />
        <p>
          {servicesMore.text}{' '}
          {servicesMore.links.map((r, i) => (
            <span key={r.path}>
              {i > 0 ? servicesMore.and : null}
              <Link href={r.path} className="text-brand-700 underline">
                {r.title}
              </Link>
            </span>
          ))}
          .
        </p>
      </div>
    </>
  );
}
