import { json } from '@/lib/platform/http';
import { readiness } from '@/lib/platform/ops/readiness';

// Readiness: 200 when the database answers, migrations are current and storage is writable;
// otherwise 503 naming the failing check. Not rate-limited, not a page view.
export const dynamic = 'force-dynamic';

export async function GET() {
  const { ready, checks } = await readiness();
  if (ready) return json({ status: 'ready', checks });
  return json({ status: 'unavailable', checks }, 503, { 'Retry-After': '10' });
}
