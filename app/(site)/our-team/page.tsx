import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { TeamSections } from '@/app/(site)/our-team/_components/team-sections';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.team);
}

export default function Page() {
  const { ROUTES } = words().routes;
  const { teamIntro, teamSections } = words().team;
  return (
    <>
      <Breadcrumbs route={ROUTES.team} />
      <PageHeader title={ROUTES.team.title} lead={ROUTES.team.description} />
      <p className="container-page pt-10 text-lg">{teamIntro}</p>
      <TeamSections sections={teamSections} />
    </>
  );
}
