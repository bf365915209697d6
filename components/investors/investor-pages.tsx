import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { DOCUMENT_PAGES, INVESTOR_TEXT } from '@/content/investors';
import { ROUTES, type PublicRoute } from '@/content/routes';
import {
  listCommitteeMembers,
  listDirectors,
  listGrievanceContacts,
  listInvestorDocuments,
  listRegistrarDetails,
} from '@/lib/investors/cached';
import { groupCommitteeMembers } from '@/lib/investors/committees';
import { loadPageData } from '@/lib/investors/page-data';
import type { DocumentKind } from '@/lib/investors/types';
import { GrievanceBoxes, RegistrarBoxes } from './contact-boxes';
import { DocumentList } from './document-list';
import { PeopleGrid } from './people-grid';

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
  const directors = await loadPageData(listDirectors, []);
  return (
    <Frame route={ROUTES.board}>
      <h2 className="mb-6 text-2xl font-bold text-ink">{INVESTOR_TEXT.boardHeading}</h2>
      {directors.length ? <PeopleGrid people={directors} /> : null}
    </Frame>
  );
}

export async function CommitteesPage() {
  const groups = groupCommitteeMembers(await loadPageData(listCommitteeMembers, []));
  return (
    <Frame route={ROUTES.committees}>
      <div className="space-y-12">
        {groups.length === 0 ? <p className="text-muted">{INVESTOR_TEXT.committeesEmpty}</p> : null}
        {groups.map((group, index) => (
          <section key={group.category} aria-labelledby={`committee-${index}`}>
            <h2 id={`committee-${index}`} className="mb-6 text-2xl font-bold text-ink">
              {group.label}
            </h2>
            <PeopleGrid people={group.members} />
          </section>
        ))}
      </div>
    </Frame>
  );
}

export async function RegistrarPage() {
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

export async function DocumentsPage({ kind }: { kind: DocumentKind }) {
  const page = DOCUMENT_PAGES[kind];
  const list = await loadPageData(() => listInvestorDocuments(kind), { current: [], archived: [] });
  return (
    <Frame route={page.route}>
      <DocumentList heading={page.heading} list={list} />
    </Frame>
  );
}
