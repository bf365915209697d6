import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { FeedbackForm } from '@/components/service/feedback-form';
import { DefinitionList } from '@/components/ui/definition-list';
import { requestLanguage, words } from '@/lib/platform/i18n/words';
import { feedbackRequest } from '@/lib/service/feedback';
import { leaveFeedbackAction } from './actions';

export function generateMetadata(): Metadata {
  return { title: words().serviceFeedback.SERVICE_FEEDBACK_TEXT.title };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Rating a resolved service request, from the link in its "resolved" mail or the tracking page
 * (`?r=<request id>&s=<signature>`): the request, then the rating form, or the rating given.
 * Opening it changes nothing; a link not signed for a request there is answers 404.
 */
export default async function ServiceFeedbackPage({
  searchParams,
}: PageProps<'/service-request/feedback'>) {
  const query = await searchParams;
  const language = requestLanguage();
  const request = await feedbackRequest(first(query.r), first(query.s), language);
  if (!request) notFound();
  const T = words().serviceFeedback.SERVICE_FEEDBACK_TEXT;
  const M = words().serviceFeedback.SERVICE_FEEDBACK_MESSAGES;
  return (
    <>
      <PageHeader title={T.title} />
      <div className="container-page max-w-2xl space-y-6 py-10">
        <p className="text-lg">{T.lead(request.ticket)}</p>
        <DefinitionList
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1"
          pairClassName="contents"
          termClassName="font-semibold"
          items={[
            [T.request, request.ticket],
            [T.product, request.product],
            ...(request.centre ? [[T.centre, request.centre] as [string, string]] : []),
          ]}
        />
        {request.rating ? (
          <p className="font-medium">{T.rated(T.ratings[request.rating as 1 | 2 | 3 | 4 | 5])}</p>
        ) : request.rateable ? (
          <FeedbackForm
            action={leaveFeedbackAction.bind(null, language)}
            requestId={request.id}
            signature={first(query.s)!}
          />
        ) : (
          <p className="font-medium">{M.notResolved}</p>
        )}
      </div>
    </>
  );
}
