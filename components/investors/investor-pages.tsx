import { staffTypedLang, words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import type { PublicRoute } from '@/content/routes';
import {
  listAllInvestorDocuments,
  listClauseMarks,
  listPageDates,
  listCommitteeMembers,
  listDirectors,
  listGrievanceContacts,
  listInvestorDocuments,
  listRegistrarDetails,
} from '@/lib/investors/cached';
import {
  committeeLabel,
  groupCommitteeMembers,
  isKnownCommittee,
} from '@/lib/investors/committees';
import { disclosureIndex, emptyLists } from '@/lib/investors/disclosures';
import { planOverview, planYear } from '@/lib/investors/document-years';
import { loadPageData } from '@/lib/investors/page-data';
import type { DocumentKind } from '@/lib/investors/types';
import { isYearKey, yearGroupOf } from '@/lib/investors/years';
import { pageMetadata } from '@/lib/seo/metadata';
import { GrievanceBoxes, RegistrarBoxes } from './contact-boxes';
import { DisclosureIndex } from './disclosure-index';
import { DocumentList, DocumentYear, yearPath } from './document-list';
import { People } from './people';
import { scheduleClock } from '@/lib/platform/clock';

/** The investor pages' bodies: each loads its data (cached, see lib/investors/cached.ts). */

function Frame({ route, children }: { route: PublicRoute; children: React.ReactNode }) {
  return (
    <>
      <Breadcrumbs route={route} />
      <PageHeader title={route.title} lead={route.description} />
      <div className="container-page py-12">{children}</div>
    </>
  );
}

export async function BoardPage() {
  const { ROUTES } = words().routes;
  const { INVESTOR_TEXT } = words().investors;
  const directors = await loadPageData(listDirectors, []);
  return (
    <Frame route={ROUTES.board}>
      <h2 className="mb-6 text-2xl font-bold text-ink">{INVESTOR_TEXT.boardHeading}</h2>
      {directors.length ? <People people={directors} /> : null}
    </Frame>
  );
}

export async function CommitteesPage() {
  const { ROUTES } = words().routes;
  const { COMMITTEE_LABELS, INVESTOR_TEXT } = words().investors;
  const groups = groupCommitteeMembers(await loadPageData(listCommitteeMembers, []));
  return (
    <Frame route={ROUTES.committees}>
      <div className="space-y-12">
        {groups.length === 0 ? <p className="text-muted">{INVESTOR_TEXT.committeesEmpty}</p> : null}
        {groups.map((group, index) => (
          <section key={group.category} aria-labelledby={`committee-${index}`}>
            <h2
              id={`committee-${index}`}
              // A committee staff named themselves is shown as they typed it.
              lang={isKnownCommittee(group.category) ? undefined : staffTypedLang()}
              className="mb-6 text-2xl font-bold text-ink"
            >
              {committeeLabel(group.category, COMMITTEE_LABELS)}
            </h2>
            <People people={group.members} />
          </section>
        ))}
      </div>
    </Frame>
  );
}

export async function RegistrarPage() {
  const { ROUTES } = words().routes;
  const { INVESTOR_TEXT } = words().investors;
  const rows = await loadPageData(listRegistrarDetails, []);
  return (
    <Frame route={ROUTES.registrar}>
      <RegistrarBoxes
        heading={INVESTOR_TEXT.registrarHeading}
        empty={INVESTOR_TEXT.registrarEmpty}
        rows={rows}
      />
    </Frame>
  );
}

export async function GrievancePage() {
  const { ROUTES } = words().routes;
  const { INVESTOR_TEXT } = words().investors;
  const rows = await loadPageData(listGrievanceContacts, []);
  return (
    <Frame route={ROUTES.grievance}>
      <GrievanceBoxes
        heading={INVESTOR_TEXT.grievanceHeading}
        empty={INVESTOR_TEXT.grievanceEmpty}
        rows={rows}
      />
    </Frame>
  );
}

const noDocuments = { current: [], archived: [] };

/** /investor-relations/disclosures: every Regulation 46 clause, where it is, when it changed. */
export async function DisclosuresIndexPage() {
  const { ROUTES } = words().routes;
  const now = scheduleClock.date();
  const [lists, dates, marks] = await Promise.all([
    loadPageData(() => listAllInvestorDocuments(now), emptyLists()),
    loadPageData(listPageDates, {}),
    loadPageData(listClauseMarks, {}),
  ]);
  return (
    <Frame route={ROUTES.disclosures}>
      <DisclosureIndex
        rows={disclosureIndex(lists, dates, marks, {
          clauses: words().disclosures.DISCLOSURE_CLAUSES,
          pages: words().investors.DOCUMENT_PAGES,
        })}
      />
    </Frame>
  );
}

export async function DocumentsPage({ kind }: { kind: DocumentKind }) {
  const { DOCUMENT_PAGES } = words().investors;
  const page = DOCUMENT_PAGES[kind];
  const list = await loadPageData(() => listInvestorDocuments(kind), noDocuments);
  return (
    <Frame route={page.route}>
      <DocumentList page={page} plan={planOverview(list)} />
    </Frame>
  );
}

/** The segments of a year page's address: [year] or [year, page number from 2]. */
export type YearSegments = Promise<{ year: string[] }>;

function readSegments([key, pageText, ...rest]: string[]) {
  if (!key || rest.length || !isYearKey(key)) return null;
  if (pageText === undefined) return { key, page: 1 };
  return /^[1-9]\d{0,4}$/.test(pageText) && pageText !== '1'
    ? { key, page: Number(pageText) }
    : null;
}

/** A year page as a route of its own: breadcrumbs and titles name the kind and the year. */
function yearRoute(kind: DocumentKind, key: string, pageNumber: number): PublicRoute {
  const { DOCUMENT_PAGES, INVESTOR_TEXT } = words().investors;
  const page = DOCUMENT_PAGES[kind];
  const { label } = yearGroupOf(key);
  return {
    path: yearPath(page, key, pageNumber),
    title: INVESTOR_TEXT.yearTitle(page.route.title, label),
    description: INVESTOR_TEXT.yearDescription(page.route.title, label),
  };
}

/** A year route's generateMetadata. */
export const yearMetadataOf = (kind: DocumentKind) => {
  const { DOCUMENT_PAGES } = words().investors;
  return async ({ params }: { params: YearSegments }): Promise<Metadata> => {
    const at = readSegments((await params).year);
    if (!at) return {};
    return pageMetadata(yearRoute(kind, at.key, at.page), DOCUMENT_PAGES[kind].route);
  };
};

/** A year route's page. */
export const yearPageOf = (kind: DocumentKind) =>
  function YearOfFilings({ params }: { params: YearSegments }) {
    return <DocumentYearPage kind={kind} segments={params} />;
  };

/** One year of a kind (lib/investors/document-years.ts); 404 for a year or page it does not have. */
export async function DocumentYearPage({
  kind,
  segments,
}: {
  kind: DocumentKind;
  segments: YearSegments;
}) {
  const { DOCUMENT_PAGES } = words().investors;
  const at = readSegments((await segments).year);
  if (!at) notFound();
  const page = DOCUMENT_PAGES[kind];
  const list = await loadPageData(() => listInvestorDocuments(kind), noDocuments);
  const plan = planYear(list, at.key, at.page);
  if (!plan) notFound();
  return (
    <Frame route={yearRoute(kind, at.key, 1)}>
      <DocumentYear page={page} plan={plan} />
    </Frame>
  );
}
