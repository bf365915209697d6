import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { TeamSections } from '@/app/(site)/our-team/_components/team-sections';
import { ROUTES } from '@/content/routes';
import { teamIntro, teamSections } from '@/content/team';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(ROUTES.team);

export default function Page() {
  return (
    <>
      <Breadcrumbs route={ROUTES.team} />
      <PageHeader title={ROUTES.team.title} lead={ROUTES.team.description} />
      <p className="container-page pt-10 text-lg">{teamIntro}</p>
      <TeamSections sections={teamSections} />
    </>
  );
}
