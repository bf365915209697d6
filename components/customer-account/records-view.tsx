import { Link } from '@/components/ui/link';
import type { CustomerRecords } from '@/lib/customer-account/records';
import { words } from '@/lib/platform/i18n/words';

/**
 * The signed-in customer's three lists (server component; words in the page's language): their
 * products and warranty states, their service requests with the public timeline, and their
 * payment receipts with a link to each PDF.
 */
export function RecordsView({ records }: { records: CustomerRecords }) {
  const { CUSTOMER_ACCOUNT_TEXT: T } = words().customerAccount;
  const { WARRANTY_CHECK: W } = words().warranty;
  const { SERVICE_TRACK_TEXT: S, SERVICE_VISIT_TEXT: V } = words().service;
  const { SERVICE_FEEDBACK_TEXT: F } = words().serviceFeedback;
  const { ROUTES } = words().routes;
  return (
    <div className="space-y-10">
      <section aria-labelledby="account-products" className="space-y-3">
        <h2 id="account-products" className="text-2xl font-semibold">
          {T.products.heading}
        </h2>
        {records.products.length === 0 ? (
          <p>
            {T.products.empty}{' '}
            <Link href={ROUTES.warranty.path} className="text-brand-700 underline">
              {T.products.registerLink}
            </Link>
          </p>
        ) : (
          <ul className="space-y-3" data-testid="account-products">
            {records.products.map((p) => (
              <li key={p.number} className="rounded-md border border-slate-300 p-4">
                <h3 className="font-semibold break-words">{p.model}</h3>
                <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                  <dt className="font-medium">{W.fields.number}</dt>
                  <dd className="break-words">{p.number}</dd>
                  <dt className="font-medium">{W.fields.purchasedOn}</dt>
                  <dd>{p.purchasedOnText}</dd>
                  <dt className="font-medium">{W.fields.endsOn}</dt>
                  <dd>{p.warrantyEndsOnText}</dd>
                  <dt className="font-medium">{W.fields.status}</dt>
                  <dd>{W.status[p.status]}</dd>
                  <dt className="font-medium">{W.fields.verification}</dt>
                  <dd>{W.verification[p.verification]}</dd>
                  {p.rejectionReason ? (
                    <>
                      <dt className="font-medium">{W.fields.reason}</dt>
                      <dd className="break-words">{p.rejectionReason}</dd>
                    </>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="account-requests" className="space-y-3">
        <h2 id="account-requests" className="text-2xl font-semibold">
          {T.requests.heading}
        </h2>
        {records.requests.length === 0 ? (
          <p>
            {T.requests.empty}{' '}
            <Link href={ROUTES.serviceRequest.path} className="text-brand-700 underline">
              {T.requests.raiseLink}
            </Link>
          </p>
        ) : (
          <ul className="space-y-3" data-testid="account-requests">
            {records.requests.map((r) => (
              <li key={r.ticket} className="rounded-md border border-slate-300 p-4">
                <h3 className="font-semibold break-words">{S.heading(r.ticket)}</h3>
                <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                  <dt className="font-medium">{S.product}</dt>
                  <dd className="break-words">{r.product}</dd>
                  <dt className="font-medium">{S.problem}</dt>
                  <dd>{r.problem}</dd>
                  <dt className="font-medium">{S.status}</dt>
                  <dd>{r.status}</dd>
                  {r.visit ? (
                    <>
                      <dt className="font-medium">{V.heading}</dt>
                      <dd>{r.visit}</dd>
                    </>
                  ) : null}
                  <dt className="font-medium">{S.nextStep}</dt>
                  <dd>
                    {r.next}
                    {/* Resolved: the link to rate it, until rated (lib/service/feedback-link.ts). */}
                    {r.feedbackHref ? (
                      <a
                        href={r.feedbackHref}
                        className="mt-1 block font-semibold text-brand-700 underline"
                      >
                        {F.trackLink}
                      </a>
                    ) : null}
                    {r.rating ? (
                      <span className="mt-1 block">
                        {F.rated(F.ratings[r.rating as 1 | 2 | 3 | 4 | 5])}
                      </span>
                    ) : null}
                  </dd>
                </dl>
                <h4 className="mt-3 font-semibold">{T.requests.timeline}</h4>
                <ol className="mt-1 space-y-2 border-l-2 border-brand-700 pl-4">
                  {r.timeline.map((entry, i) => (
                    <li key={`${entry.at}-${i}`}>
                      <p className="font-medium">{entry.text}</p>
                      <p className="text-sm text-muted">
                        <time dateTime={entry.at}>{entry.when}</time>
                      </p>
                      {entry.note ? (
                        <p className="break-words whitespace-pre-line">{entry.note}</p>
                      ) : null}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="account-receipts" className="space-y-3">
        <h2 id="account-receipts" className="text-2xl font-semibold">
          {T.payments.heading}
        </h2>
        {records.receipts.length === 0 ? (
          <p>{T.payments.empty}</p>
        ) : (
          <ul className="space-y-3" data-testid="account-receipts">
            {records.receipts.map((r) => (
              <li key={r.id} className="rounded-md border border-slate-300 p-4">
                <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                  <dt className="font-medium">{T.payments.receipt}</dt>
                  <dd className="break-words">{r.number}</dd>
                  <dt className="font-medium">{T.payments.purpose}</dt>
                  <dd>{r.purpose}</dd>
                  <dt className="font-medium">{T.payments.amount}</dt>
                  <dd>{r.amount}</dd>
                  <dt className="font-medium">{T.payments.date}</dt>
                  <dd>
                    <time dateTime={r.paidAt}>{r.paidOn}</time>
                  </dd>
                </dl>
                <p className="mt-2">
                  {/* A file, not a page: a plain link (the router would fetch it as a page). */}
                  <a href={r.downloadPath} className="text-brand-700 underline" download>
                    {T.payments.download(r.number)}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
