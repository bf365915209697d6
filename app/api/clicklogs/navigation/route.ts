import { z } from 'zod';
import { recordNavigation } from '@/lib/analytics/click-log';
import { clientInfo, handler, HttpError, readJsonObject } from '@/lib/http';

const schema = z.object({
  path: z
    .string()
    .regex(/^\/[^\s]*$/)
    .max(300),
});

// Client-side navigations, reported by components/analytics/navigation-beacon.tsx.
export const POST = handler(async (request) => {
  const parsed = schema.safeParse(await readJsonObject(request, 1024));
  if (!parsed.success) throw new HttpError(422, 'path must be a site path.');
  await recordNavigation(parsed.data.path, clientInfo(request.headers));
  return new Response(null, { status: 204 });
});
