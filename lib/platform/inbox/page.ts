import type { StaffActor } from '@/lib/platform/auth/access';
import type { Access } from '@/lib/platform/auth/roles';
import { requireStaff } from '@/lib/platform/auth/session';
import { parseInboxFilter, type InboxFilter } from './filters';
import type { InboxPage } from './inbox';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * What every inbox page reads first: the signed-in member (else the sign-in page or 403), the
 * filter from its query string, and the filter's page of rows with their count.
 */
export async function openInbox<Row>(
  access: Access,
  searchParams: Promise<SearchParams>,
  list: (actor: StaffActor, filter: InboxFilter) => Promise<InboxPage<Row>>,
): Promise<InboxPage<Row> & { filter: InboxFilter }> {
  const staff = await requireStaff(access);
  const filter = parseInboxFilter(await searchParams);
  return { filter, ...(await list(staff, filter)) };
}
