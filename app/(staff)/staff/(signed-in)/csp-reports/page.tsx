import type { Metadata } from 'next';
import { Notice, RowButton } from '@/components/staff/row-button';
import { CSP_REPORTS_TEXT as T } from '@/content/staff-security';
import { requireStaff } from '@/lib/auth/session';
import { listCspReports, type CspReportRow } from '@/lib/security/csp-reports-admin';
import { staffDate } from '@/lib/staff/format';
import { noticeText } from '@/lib/staff/notice';
import { reviewCspReport } from '../actions';

export const metadata: Metadata = { title: T.title };

function Blocked({ row }: { row: CspReportRow }) {
  return (
    <>
      <span className="font-semibold break-all">{row.blockedUri}</span>
      <br />
      {T.rule}: {row.directive}
      {row.disposition === 'report' ? ` (${T.reportOnly})` : ''}
      {row.sourceFile ? (
        <>
          <br />
          <span className="break-all">{T.source(row.sourceFile, row.lineNumber)}</span>
        </>
      ) : null}
      {row.sample ? (
        <>
          <br />
          {T.sample}: <code className="break-all">{row.sample}</code>
        </>
      ) : null}
    </>
  );
}

export default async function CspReportsPage({ searchParams }: PageProps<'/staff/csp-reports'>) {
  const staff = await requireStaff('admin');
  const rows = await listCspReports(staff);
  const notice = noticeText(T.outcomes, (await searchParams).outcome);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{T.title}</h1>
      <p>{T.lead}</p>
      <Notice text={notice} />
      {rows.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{T.caption}</caption>
            <thead>
              <tr className="border-b border-slate-300 text-left">
                {Object.values(T.columns).map((header) => (
                  <th key={header} scope="col" className="p-2">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-200">
                  <td className="p-2 align-top">
                    {T.lastSeen(staffDate(row.lastSeenAt))}
                    <br />
                    <span className="text-xs">{T.firstSeen(staffDate(row.firstSeenAt))}</span>
                  </td>
                  <td className="p-2 align-top break-all">{row.documentPath}</td>
                  <td className="p-2 align-top">
                    <Blocked row={row} />
                  </td>
                  <td className="p-2 align-top">{row.count}</td>
                  <td className="p-2 align-top">
                    {row.reviewedAt
                      ? T.reviewed(row.reviewedBy, staffDate(row.reviewedAt))
                      : T.unreviewed}
                  </td>
                  <td className="p-2 align-top">
                    {row.reviewedAt ? null : (
                      <RowButton
                        action={reviewCspReport}
                        id={row.id}
                        op="review"
                        label={T.markReviewed}
                        itemName={T.itemName(row.directive, row.blockedUri, row.documentPath)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
