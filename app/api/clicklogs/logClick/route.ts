import { logClickSchema, recordClick } from '@/lib/analytics/click-log';
import { clientInfo, fieldErrors, handler, HttpError, json, readJsonObject } from '@/lib/http';

// The old site's click log (spec §7). Page views are now recorded by proxy.ts; this keeps old
// clients working. The client's own `ipAddress` is not trusted: the address comes from our proxy.
export const POST = handler(async (request) => {
  const parsed = logClickSchema.safeParse(await readJsonObject(request));
  if (!parsed.success) {
    throw new HttpError(422, 'The click log is not valid.', { errors: fieldErrors(parsed.error) });
  }
  await recordClick(parsed.data, clientInfo(request.headers));
  return json({ message: 'Logged.' }, 201);
});
