import type { Metadata } from 'next';
import { Notice } from '@/components/inbox/row-button';
import { ServicePromiseForms } from '@/components/service/promise-forms';
import { SERVICE_PROMISE_MESSAGES, SERVICE_PROMISE_TEXT as T } from '@/content/service';
import { requireStaff } from '@/lib/platform/auth/session';
import { noticeText } from '@/lib/platform/inbox/notice';
import { serviceRequests } from '@/lib/service/feature';
import { listServicePromises } from '@/lib/service/promises';
import { deleteServicePromiseAction, saveServicePromiseAction } from './actions';

export const metadata: Metadata = { title: T.title };

export default async function ServicePromisesPage({
  searchParams,
}: PageProps<'/staff/service-promises'>) {
  const staff = await requireStaff(serviceRequests.role);
  const rows = await listServicePromises(staff);
  const { outcome, field } = await searchParams;
  const notice = noticeText(T.outcomes, outcome);
  // A refused form: which field, in the form's own words (only the map's keys count).
  const fieldMessage = outcome === 'invalid' ? noticeText(SERVICE_PROMISE_MESSAGES, field) : null;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{T.title}</h1>
      <p className="max-w-prose">{T.lead}</p>
      {outcome === 'created' || outcome === 'updated' || outcome === 'deleted' ? (
        <Notice text={notice} />
      ) : notice ? (
        <p role="alert" className="rounded bg-red-50 p-3 font-semibold text-red-900">
          {fieldMessage ? `${notice} ${fieldMessage}` : notice}
        </p>
      ) : (
        <Notice text={null} />
      )}
      <ServicePromiseForms
        rows={rows}
        actions={{ save: saveServicePromiseAction, remove: deleteServicePromiseAction }}
      />
    </>
  );
}
