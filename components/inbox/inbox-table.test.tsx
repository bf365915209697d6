import { renderToStaticMarkup } from 'react-dom/server';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { AUDIT_COLUMNS } from '@/lib/audit-log/columns';
import type { DealerEnquiryRow } from '@/lib/enquiries/admin';
import { CONTACT_ENQUIRY_COLUMNS, DEALER_ENQUIRY_COLUMNS } from '@/lib/enquiries/columns';
import { MAIL_COLUMNS } from '@/lib/outbox/columns';
import { SUBSCRIBER_COLUMNS } from '@/lib/newsletter/columns';
import { PAYMENT_COLUMNS } from '@/lib/payments/columns';
import { csvOf } from '@/lib/platform/inbox/csv';
import { parseInboxFilter } from '@/lib/platform/inbox/filters';
import { staffDate } from '@/lib/platform/inbox/format';
import { csv, csvColumns, inboxColumns, type InboxColumn } from '@/lib/platform/inbox/columns';
import { InboxTable } from './inbox-table';

const text = { title: 'Inbox', caption: 'Rows', empty: 'None.' };

function page<Row extends { id: string }>(columns: readonly InboxColumn<Row>[], rows: Row[] = []) {
  const html = renderToStaticMarkup(
    <InboxTable
      text={text}
      path="/staff/x"
      filter={parseInboxFilter({})}
      columns={columns}
      rows={rows}
      total={rows.length}
    />,
  );
  const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
  const cells = [...html.matchAll(/<td[^>]*class="p-2 align-top[^"]*">([^<]*)<\/td>/g)].map(
    (m) => m[1],
  );
  return { headers, cells };
}

const csvHeader = <Row,>(columns: readonly InboxColumn<Row>[]) =>
  csvOf(csvColumns(columns), [])
    .replace(/^\uFEFF/, '')
    .trimEnd();

describe('an inbox column descriptor (lib/platform/inbox/columns.ts)', () => {
  it.each([
    [
      'contact enquiries',
      CONTACT_ENQUIRY_COLUMNS,
      ['Received', 'From', 'Interested in', 'Message', 'Status'],
      'received,name,mobile,email,city,pincode,enquiry,message,handled_at,handled_by',
    ],
    [
      'dealer enquiries',
      DEALER_ENQUIRY_COLUMNS,
      ['Received', 'Name', 'Mobile', 'Location', 'Status'],
      'received,name,mobile,location,handled_at,handled_by',
    ],
    [
      'subscribers',
      SUBSCRIBER_COLUMNS,
      ['E-mail', 'List', 'State', 'Signed up', 'Status'],
      'email,state,signed_up,confirmed_at,unsubscribed_at,consent_version,list,handled_at,handled_by',
    ],
    [
      'payments',
      PAYMENT_COLUMNS,
      ['Created', 'Customer', 'Purpose', 'Amount', 'Status', 'Receipt'],
      'created,name,email,phone,purpose,amount,status,razorpay_order,receipt',
    ],
    ['outgoing mail', MAIL_COLUMNS, ['Queued', 'Mail', 'Status'], ''],
    ['audit log', AUDIT_COLUMNS, ['When', 'Who', 'What'], ''],
  ] as const)(
    'of %s gives both the page headers and the CSV header',
    (_, columns: readonly InboxColumn<never>[], headers, csvLine) => {
      expect(page(columns).headers).toEqual(headers);
      expect(csvHeader(columns)).toBe(csvLine);
    },
  );

  it('fills a page cell and its CSV cells from the same column', () => {
    const row: DealerEnquiryRow = {
      id: 'd1',
      createdAt: '2026-04-01T04:30:00.000Z',
      name: 'Asha',
      number: '9876543210',
      location: 'Mohali',
      assignedTo: null,
      handledAt: null,
      handledBy: null,
    };
    expect(page(DEALER_ENQUIRY_COLUMNS, [row]).cells).toEqual([
      staffDate(row.createdAt),
      'Asha',
      '9876543210',
      'Mohali',
      STAFF_INBOX_TEXT.open,
    ]);
    expect(csvOf(csvColumns(DEALER_ENQUIRY_COLUMNS), [row]).split('\r\n')[1]).toBe(
      '2026-04-01T04:30:00.000Z,Asha,9876543210,Mohali,,',
    );
  });

  it('adds a column declared once to the page and the CSV, and a CSV-only one to the CSV alone', () => {
    type Row = { id: string; name: string; city: string };
    const columns = inboxColumns<Row>()([
      { key: 'name', header: 'Name', csv: [csv('name', (r) => r.name)] },
      { key: 'city', header: 'City', csv: [csv('city', (r) => r.city)] },
      { key: 'extra', csv: [csv('pincode', () => '160055')] },
    ]);
    const shown = page(columns, [{ id: 'r1', name: 'Asha', city: 'Pune' }]);
    expect(shown.headers).toEqual(['Name', 'City']);
    expect(shown.cells).toEqual(['Asha', 'Pune']);
    expect(csvHeader(columns)).toBe('name,city,pincode');
  });
});
