import { PRIVACY_TOOL_TEXT } from '@/content/staff-privacy';
import { requireStaffApi } from '@/lib/platform/auth/session';
import { handler, HttpError, json } from '@/lib/platform/http/responses';
import { exportFileName, personCsv, personJson } from '@/lib/privacy/export';
import { IdentifierError } from '@/lib/platform/privacy/identifier';
import { exportPerson } from '@/lib/privacy/person';
import { csvResponse } from '@/lib/platform/inbox/csv';

/** GET /api/staff/privacy/export?q=<e-mail or mobile>&format=json|csv (admins only). */
export const GET = handler(async (request) => {
  const staff = await requireStaffApi('admin');
  const params = new URL(request.url).searchParams;
  const format = params.get('format') ?? 'json';
  if (format !== 'json' && format !== 'csv')
    throw new HttpError(400, PRIVACY_TOOL_TEXT.errors.format);
  const found = await exportPerson(staff, params.get('q'), format).catch((error: unknown) => {
    throw error instanceof IdentifierError ? new HttpError(422, error.message) : error;
  });
  if (format === 'csv') return csvResponse(exportFileName('csv'), personCsv(found.records));
  return json(personJson(found.id, found.records), 200, {
    'Content-Disposition': `attachment; filename="${exportFileName('json')}"`,
  });
});
