import type { Metadata } from 'next';
import { ListTable } from '@/components/inbox/list-table';
import { TextsSection } from '@/components/text-messages/texts-section';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { Notice } from '@/components/inbox/row-button';
import { ServiceRequestForms } from '@/components/service/staff-forms';
import { DefinitionList } from '@/components/ui/definition-list';
import { STAFF_SERVICE_TEXT } from '@/content/service';
import { SERVICE_REPORT_TEXT as R } from '@/content/staff-service-report';
import { requireStaff } from '@/lib/platform/auth/session';
import { findServiceRequest } from '@/lib/service/admin';
import { staffDate } from '@/lib/platform/inbox/format';
import { noticeText } from '@/lib/platform/inbox/notice';
import {
  addServiceNoteAction,
  changeServiceStatusAction,
  confirmVisitAction,
  proposeVisitAction,
  reassignServiceRequestAction,
} from '../actions';
import { VisitForms } from '@/components/service/visit-forms';
import { serviceClock } from '@/lib/service/overdue';
import { promiseDay } from '@/lib/service/promise';
import { serviceRequests } from '@/lib/service/feature';

const T = STAFF_SERVICE_TEXT.detail;
type Props = PageProps<'/staff/service-requests/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const staff = await requireStaff(serviceRequests.role);
  const request = await findServiceRequest(staff, (await params).id);
  return { title: request ? T.heading(request.ticket) : STAFF_SERVICE_TEXT.title };
}

export default async function ServiceRequestPage({ params, searchParams }: Props) {
  const staff = await requireStaff(serviceRequests.role);
  const request = await findServiceRequest(staff, (await params).id);
  if (!request) notFound();
  const notice = noticeText(T.outcomes, (await searchParams).outcome);
  const photos = Array.from({ length: request.photoCount }, (_, i) => i + 1);
  const details: [string, React.ReactNode][] = [
    [
      T.status,
      request.overdue
        ? `${request.statusLabel} (${STAFF_SERVICE_TEXT.overdue})`
        : request.statusLabel,
    ],
    [
      STAFF_SERVICE_TEXT.overdueLabel,
      T.promise(
        promiseDay(new Date(request.assignBy), 'en'),
        promiseDay(new Date(request.callBy), 'en'),
      ),
    ],
    [T.centre, request.centre ?? STAFF_SERVICE_TEXT.unassigned],
    [
      T.customer,
      `${request.name}, ${request.mobile}${request.mobileConfirmed ? ` (${T.mobileConfirmed})` : ''}, ${request.email}`,
    ],
    [T.address, `${request.address}, ${request.pincode}`],
    [T.product, request.product],
    [T.serial, request.serial ?? '—'],
    [T.warranty, request.warrantyRegistrationId ?? T.warrantyNone],
    [T.category, request.category],
    [
      T.description,
      <span key="description" className="whitespace-pre-line">
        {request.description}
      </span>,
    ],
    [
      T.photos,
      photos.length === 0
        ? T.noPhotos
        : photos.map((n) => (
            <a
              key={n}
              className="mr-3 text-brand-700 underline"
              href={`/api/staff/service-requests/${request.id}/photos/${n}`}
            >
              {T.photo(n)}
            </a>
          )),
    ],
  ];
  return (
    <>
      <Link href="/staff/service-requests" className="text-brand-800 underline">
        {T.back}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900">{T.heading(request.ticket)}</h1>
      <Notice text={notice} />
      <DefinitionList
        className="grid max-w-3xl grid-cols-[auto_1fr] gap-x-4 gap-y-1"
        pairClassName="contents"
        termClassName="font-semibold"
        items={details}
      />
      <ServiceRequestForms
        request={request}
        actions={{
          status: changeServiceStatusAction,
          assign: reassignServiceRequestAction,
          note: addServiceNoteAction,
        }}
      />
      <VisitForms
        request={request}
        actions={{ confirm: confirmVisitAction, propose: proposeVisitAction }}
        now={serviceClock.date()}
      />
      <section aria-labelledby="history-heading" className="space-y-2">
        <h2 id="history-heading" className="text-xl font-bold text-brand-900">
          {T.history}
        </h2>
        {/* Cards on a phone, as the inboxes (components/inbox/cards.ts). */}
        <ListTable
          text={{
            title: T.history,
            lead: '',
            caption: T.historyCaption,
            columns: T.historyColumns,
            empty: '',
          }}
          rows={request.history}
          cells={(entry) => [
            staffDate(entry.at),
            entry.what,
            entry.actor,
            <span key="note" className="whitespace-pre-line">
              {entry.note}
            </span>,
          ]}
        />
      </section>
      <section aria-labelledby="feedback-heading" className="space-y-2">
        <h2 id="feedback-heading" className="text-xl font-bold text-brand-900">
          {R.feedbackHeading}
        </h2>
        {request.feedback ? (
          <>
            <p>{R.feedbackGiven(request.feedback.rating, staffDate(request.feedback.at))}</p>
            {request.feedback.comment ? (
              <blockquote className="border-l-4 border-slate-300 pl-3 whitespace-pre-line">
                {request.feedback.comment}
              </blockquote>
            ) : null}
          </>
        ) : (
          <p>{R.feedbackNone}</p>
        )}
      </section>
      <TextsSection texts={request.texts} stopped={!request.smsUpdates} words={T} />
    </>
  );
}
