import { requestLanguage, words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { connection } from 'next/server';
import { PageHeader } from '@/components/layout/page-header';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { TrackForm } from '@/components/service/track-form';
import { pageMetadata } from '@/lib/seo/metadata';
import { trackServiceRequestAction } from './actions';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.serviceTrack);
}

export default async function Page() {
  const { ROUTES } = words().routes;
  const { SERVICE_TRACK_TEXT: T } = words().service;
  // Per request: the answer to the form (a post without JavaScript) is rendered here.
  await connection();
  return (
    <>
      <Breadcrumbs route={ROUTES.serviceTrack} />
      <PageHeader title={ROUTES.serviceTrack.title} lead={T.lead} />
      <div className="container-page max-w-3xl space-y-4 py-12">
        <TrackForm action={trackServiceRequestAction.bind(null, requestLanguage())} />
        <p>
          <Link href={ROUTES.serviceRequest.path} className="text-brand-700 underline">
            {T.raiseLink}
          </Link>
        </p>
      </div>
    </>
  );
}
