import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { Link } from '@/components/ui/link';
import { ContactPanel } from '@/components/enquiries/contact-panel';
import { PageHeader } from '@/components/layout/page-header';
import { publicFormConfig } from '@/lib/platform/forms/page-config';
import { pageMetadata } from '@/lib/seo/metadata';
import { LatestAnnouncements } from '@/components/investors/latest-announcements';
import { listAllInvestorDocuments } from '@/lib/investors/cached';
import { latestAnnouncements } from '@/lib/investors/disclosures';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  const { DISCLOSURE_TEXT } = words().disclosures;
  const metadata = pageMetadata(ROUTES.investors);
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: {
        'application/atom+xml': [
          { url: DISCLOSURE_TEXT.feedPath, title: DISCLOSURE_TEXT.feedTitle },
        ],
      },
    },
  };
}

/** How many filings the landing page lists. */
const LATEST = 10;

// ISR like the other investor pages: staff saves refresh it on demand (lib/investors/tags.ts),
// and at most a minute passes otherwise.
export const revalidate = 60;

// The old site showed the Contact Us page here (spec §2); it also lists the investor pages.
export default async function Page() {
  const { INVESTOR_ROUTES, ROUTES } = words().routes;
  const { contactPage } = words().contact;
  // The page's contacts are shown even when the database is away; the announcements are then left out.
  const lists = await listAllInvestorDocuments().catch(() => null);
  return (
    <>
      <Breadcrumbs route={ROUTES.investors} />
      <PageHeader title={ROUTES.investors.title} lead={ROUTES.contact.description} />
      {lists ? <LatestAnnouncements items={latestAnnouncements(lists, LATEST)} /> : null}
      <nav aria-labelledby="investor-links-heading" className="container-page pt-12">
        <h2 id="investor-links-heading" className="mb-4 text-2xl font-semibold">
          {contactPage.investorLinksHeading}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {INVESTOR_ROUTES.map((route) => (
            <li key={route.path}>
              <Link href={route.path} className="text-brand-700 underline">
                {route.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ContactPanel {...publicFormConfig()} />
    </>
  );
}
