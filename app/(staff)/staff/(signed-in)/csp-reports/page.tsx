import type { Metadata } from 'next';
import { ListPage } from '@/components/inbox/list-table';
import { Notice, RowButton } from '@/components/inbox/row-button';
import { CSP_REPORTS_TEXT as T } from '@/content/staff-security';
import { requireStaff } from '@/lib/platform/auth/session';
import { listCspReports, type CspReportRow } from '@/lib/csp-reports/admin';
import { staffDate } from '@/lib/platform/inbox/format';
import { noticeText } from '@/lib/platform/inbox/notice';
import { reviewCspReport } from './actions';

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
    <ListPage
      text={T}
      notice={<Notice text={notice} />}
      rows={rows}
      cells={(row) => [
        <>
          {T.lastSeen(staffDate(row.lastSeenAt))}
          <br />
          <span className="text-xs">{T.firstSeen(staffDate(row.firstSeenAt))}</span>
        </>,
        <span key="page" className="break-all">
          {row.documentPath}
        </span>,
        <Blocked key="blocked" row={row} />,
        row.count,
        row.reviewedAt ? T.reviewed(row.reviewedBy, staffDate(row.reviewedAt)) : T.unreviewed,
        row.reviewedAt ? null : (
          <RowButton
            action={reviewCspReport}
            id={row.id}
            op="review"
            label={T.markReviewed}
            itemName={T.itemName(row.directive, row.blockedUri, row.documentPath)}
          />
        ),
      ]}
    />
  );
}
