import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import Link from 'next/link';
import { NumberedCards } from '@/components/company/numbered-cards';
import { PageHeader } from '@/components/layout/page-header';
import { ROUTES } from '@/content/routes';
import { serviceCards, servicesCardsLabel, servicesIntro, servicesMore } from '@/content/services';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(ROUTES.services);

export default function Page() {
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
