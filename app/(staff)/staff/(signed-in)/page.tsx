import { buttonClass } from '@/components/ui/button';
import type { Metadata } from 'next';
import { DailyChart } from '@/components/inbox/daily-chart';
import { TallyTable } from '@/components/inbox/tally-table';
import { Link } from '@/components/ui/link';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { STAFF_DASHBOARD_TEXT } from '@/content/staff-dashboard';
import { CSP_REPORTS_TEXT } from '@/content/staff-security';
import { navigationReport } from '@/lib/analytics/click-log';
import { countStuckMail } from '@/lib/outbox/admin';
import { MAIL_ACCESS } from '@/lib/features';
import { allows } from '@/lib/platform/auth/roles';
import { requireStaff } from '@/lib/platform/auth/session';
import { countedFor, dailySeries } from '@/lib/staff/stats';
import { countOpenServiceRequests } from '@/lib/service/admin';
import { STAFF_SERVICE_TEXT } from '@/content/service';
import { CSP_WARNING_DAYS, countUnreviewedPaymentReports } from '@/lib/csp-reports/admin';
import { cspReports as cspReportsFeature } from '@/lib/csp-reports/feature';
import { serviceRequests } from '@/lib/service/feature';
import { countPendingWarrantyRegistrations } from '@/lib/warranty/admin';
import { warranty } from '@/lib/warranty/feature';

const T = STAFF_DASHBOARD_TEXT;

export const metadata: Metadata = { title: T.title };

const PERIODS = [7, 30, 90, 180] as const;

export default async function DashboardPage({ searchParams }: PageProps<'/staff'>) {
  const requested = Number((await searchParams).days);
  const days = PERIODS.find((p) => p === requested) ?? 30;
  const staff = await requireStaff();
  const [series, report, stuckMail, cspReports, service, pendingWarranty] = await Promise.all([
    Promise.all(countedFor(staff).map((key) => dailySeries(staff, key))),
    navigationReport(staff, days),
    allows(staff.roles, MAIL_ACCESS) ? countStuckMail(staff) : 0,
    allows(staff.roles, cspReportsFeature.role) ? countUnreviewedPaymentReports(staff) : 0,
    allows(staff.roles, serviceRequests.role) ? countOpenServiceRequests(staff) : null,
    allows(staff.roles, warranty.role) ? countPendingWarrantyRegistrations(staff) : 0,
  ]);
  const S = STAFF_SERVICE_TEXT;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{T.title}</h1>
      {stuckMail ? (
        <p className="rounded border border-red-700 bg-red-50 p-3 font-semibold text-red-900">
          <Link href="/staff/mail" className="underline">
            {STAFF_INBOX_TEXT.mail.stuck(stuckMail)}
          </Link>
        </p>
      ) : null}
      {cspReports ? (
        <p className="rounded border border-red-700 bg-red-50 p-3 font-semibold text-red-900">
          <Link href="/staff/csp-reports" className="underline">
            {CSP_REPORTS_TEXT.warning(cspReports, CSP_WARNING_DAYS)}
          </Link>
        </p>
      ) : null}
      {service?.overdue ? (
        <p className="rounded border border-red-700 bg-red-50 p-3 font-semibold text-red-900">
          <Link href="/staff/service-requests?state=overdue" className="underline">
            {S.dashboard.overdue(service.overdue)}
          </Link>
        </p>
      ) : null}
      {service?.unassigned ? (
        <p className="rounded border border-red-700 bg-red-50 p-3 font-semibold text-red-900">
          <Link href="/staff/service-requests?centre=unassigned&type=open" className="underline">
            {S.dashboard.unassigned(service.unassigned)}
          </Link>
        </p>
      ) : null}
      {pendingWarranty ? (
        <p className="rounded border border-brand-700 bg-brand-50 p-3 font-semibold text-brand-900">
          <Link href="/staff/warranty?state=pending" className="underline">
            {STAFF_INBOX_TEXT.warranty.pendingCount(pendingWarranty)}
          </Link>
        </p>
      ) : null}
      {service ? (
        <section aria-labelledby="service-heading" className="max-w-md space-y-2">
          <h2 id="service-heading" className="text-xl font-bold text-brand-900">
            <Link href="/staff/service-requests?type=open" className="underline">
              {S.dashboard.heading}
            </Link>
          </h2>
          <TallyTable
            caption={S.dashboard.caption}
            unit={S.dashboard.age}
            countHeader={S.dashboard.count}
            rows={service.ages.map((a) => ({ label: S.ages[a.value], count: a.count }))}
          />
        </section>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {series.map((s) => (
          <DailyChart key={s.key} series={s} />
        ))}
      </div>
      <section aria-labelledby="traffic" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="traffic" className="text-xl font-bold text-brand-900">
            {T.traffic.heading(report.total, days)}
          </h2>
          <form method="get" className="flex items-end gap-2 text-sm">
            <label className="flex flex-col gap-1">
              {T.traffic.period}
              <select
                name="days"
                defaultValue={days}
                className="rounded border border-slate-400 px-2 py-1"
              >
                {PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {T.traffic.periodOption(p)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={buttonClass({ size: 'xs' })}>
              {T.traffic.show}
            </button>
          </form>
        </div>
        <div className="grid gap-4 lg:grid-cols-3">
          <TallyTable {...T.traffic.pages} rows={report.pages} />
          <TallyTable {...T.traffic.browsers} rows={report.browsers} />
          <TallyTable {...T.traffic.systems} rows={report.systems} />
        </div>
      </section>
    </>
  );
}
