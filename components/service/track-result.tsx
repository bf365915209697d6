import { useWords } from '@/components/i18n/language-provider';
import * as serviceEn from '@/content/service';
import * as serviceHi from '@/content/hi/service';
import * as feedbackEn from '@/content/service-feedback';
import * as feedbackHi from '@/content/hi/service-feedback';
import type { TrackedRequest } from '@/lib/service/track-state';

/**
 * A tracked request: what it is about, where it stands, and its public timeline (shown by the
 * tracking form, a client component; the request's words come made in the page's language).
 */
export function TrackResult({ request }: { request: TrackedRequest }) {
  const words = useWords({ en: serviceEn, hi: serviceHi });
  const T = words.SERVICE_TRACK_TEXT;
  const F = useWords({ en: feedbackEn, hi: feedbackHi }).SERVICE_FEEDBACK_TEXT;
  return (
    <section aria-labelledby="track-heading" className="mt-4 space-y-4">
      <h2 id="track-heading" className="text-2xl font-semibold">
        {T.heading(request.ticket)}
      </h2>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{T.product}</dt>
        <dd>{request.product}</dd>
        <dt className="font-medium">{T.problem}</dt>
        <dd>{request.problem}</dd>
        <dt className="font-medium">{T.status}</dt>
        <dd data-testid="track-status">{request.status}</dd>
        <dt className="font-medium">{T.centre}</dt>
        <dd>
          {request.centre ? (
            <>
              {request.centre.name}, {request.centre.address}
              {request.centre.phones.map((phone) => (
                <span key={phone.href} className="block">
                  <a className="text-brand-700 underline" href={phone.href}>
                    {phone.display}
                  </a>
                </span>
              ))}
            </>
          ) : (
            (request.unassigned ?? '—')
          )}
        </dd>
        {request.visit ? (
          <>
            <dt className="font-medium">{words.SERVICE_VISIT_TEXT.heading}</dt>
            <dd data-testid="track-visit">{request.visit}</dd>
          </>
        ) : null}
      </dl>
      <section
        aria-labelledby="track-next"
        className="rounded-md border border-brand-700 bg-brand-50 p-4"
        data-testid="track-next"
      >
        <h3 id="track-next" className="font-semibold">
          {T.nextStep}
        </h3>
        <p>{request.next}</p>
        {request.feedbackHref ? (
          <p className="mt-2">
            <a className="font-semibold text-brand-700 underline" href={request.feedbackHref}>
              {F.trackLink}
            </a>
          </p>
        ) : null}
        {request.rating ? (
          <p className="mt-2">{F.rated(F.ratings[request.rating as 1 | 2 | 3 | 4 | 5])}</p>
        ) : null}
        {request.centre ? null : (
          <p className="mt-1">
            {T.helpline}{' '}
            <a className="text-brand-700 underline" href={request.helpline.href}>
              {request.helpline.display}
            </a>
          </p>
        )}
      </section>
      <h3 className="text-xl font-semibold">{T.timeline}</h3>
      <ol className="space-y-3 border-l-2 border-brand-700 pl-4">
        {request.timeline.map((entry, i) => (
          <li key={`${entry.at}-${i}`}>
            <p className="font-medium">{entry.text}</p>
            <p className="text-sm text-muted">
              <time dateTime={entry.at}>{entry.when}</time>
            </p>
            {entry.note ? <p className="whitespace-pre-line">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
