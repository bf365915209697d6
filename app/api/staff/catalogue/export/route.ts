import { exportCatalogue } from '@/lib/catalogue/csv';
import { catalogue } from '@/lib/catalogue/feature';
import { requireStaffApi } from '@/lib/platform/auth/session';
import { handler } from '@/lib/platform/http/responses';
import { csvResponse } from '@/lib/platform/inbox/csv';

/** The whole catalogue as the import reads it (catalogue role): 401/403 outside it. */
export const GET = handler(async () => {
  const staff = await requireStaffApi(catalogue.role);
  return csvResponse('catalogue.csv', await exportCatalogue(staff));
});
