import type { StaffActor } from '@/lib/platform/auth/access';
import type { Access } from '@/lib/platform/auth/roles';
import { requireStaffApi } from '@/lib/platform/auth/session';
import { handler } from '@/lib/platform/http/responses';
import { csvResponse, csvStream } from './csv';
import { parseInboxFilter, type InboxFilter } from './filters';
import { csvColumns, type InboxColumn } from './columns';

/**
 * The GET handler of an inbox's CSV export (app/api/staff/<inbox>/export/route.ts): 401/403
 * outside the role, then every row the page's filter matches, streamed in batches, in the
 * columns the page shows (lib/<domain>/columns.ts).
 */
export const inboxExport = <Row>(options: {
  access: Access;
  file: string;
  columns: readonly InboxColumn<Row>[];
  /** The inbox's `all…` read, which checks the role again before touching the database. */
  rows: (actor: StaffActor, filter: InboxFilter) => Promise<AsyncIterable<Row[]>>;
}) =>
  handler(async (request) => {
    const staff = await requireStaffApi(options.access);
    const filter = parseInboxFilter(new URL(request.url).searchParams);
    const batches = await options.rows(staff, filter);
    return csvResponse(options.file, csvStream(csvColumns(options.columns), batches));
  });
