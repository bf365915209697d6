import type { Metadata } from 'next';
import { ListTable } from '@/components/inbox/list-table';
import { SERVICE_REPORT_TEXT as T } from '@/content/staff-service-report';
import { requireStaff } from '@/lib/platform/auth/session';
import { serviceRequests } from '@/lib/service/feature';
import { attainment, serviceReport, type ServiceReportRow } from '@/lib/service/report';

export const metadata: Metadata = { title: T.title };

type Row = ServiceReportRow & { id: string };

/** A month's rows and, with more than one centre, their total. */
function withTotal(rows: ServiceReportRow[]): Row[] {
  const own = rows.map((row) => ({ ...row, id: row.centreId ?? 'none' }));
  if (rows.length < 2) return own;
  const sum = (key: keyof ServiceReportRow) =>
    rows.reduce((total, row) => total + (row[key] as number), 0);
  const ratings = sum('ratings');
  const rated = rows.reduce((total, row) => total + (row.averageRating ?? 0) * row.ratings, 0);
  return [
    ...own,
    {
      id: 'total',
      month: rows[0]!.month,
      centreId: null,
      centre: T.total,
      requests: sum('requests'),
      assignDue: sum('assignDue'),
      assignMet: sum('assignMet'),
      callDue: sum('callDue'),
      callMet: sum('callMet'),
      ratings,
      averageRating: ratings ? Math.round((rated / ratings) * 10) / 10 : null,
    },
  ];
}

/** Response-time attainment and ratings per month and service centre (service). */
export default async function ServiceReportPage() {
  const staff = await requireStaff(serviceRequests.role);
  const rows = await serviceReport(staff);
  const months = [...new Set(rows.map((row) => row.month))];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{T.title}</h1>
      <p className="max-w-3xl">{T.lead}</p>
      {months.length === 0 ? <p>{T.empty}</p> : null}
      {months.map((month) => {
        const name = T.month(month);
        return (
          <section key={month} aria-labelledby={`month-${month}`} className="space-y-2">
            <h2 id={`month-${month}`} className="text-xl font-bold text-brand-900">
              {name}
            </h2>
            <ListTable
              text={{
                title: name,
                lead: '',
                caption: T.caption(name),
                columns: T.columns,
                empty: T.empty,
              }}
              rows={withTotal(rows.filter((row) => row.month === month))}
              cells={(row) => [
                row.id === 'total' ? (
                  <strong key="total">{row.centre}</strong>
                ) : (
                  (row.centre ?? T.noCentre)
                ),
                row.requests,
                attainment(row.assignMet, row.assignDue),
                attainment(row.callMet, row.callDue),
                row.ratings,
                row.averageRating === null ? T.noRatings : T.average(row.averageRating),
              ]}
            />
          </section>
        );
      })}
    </div>
  );
}
