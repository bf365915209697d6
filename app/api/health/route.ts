import { json } from '@/lib/platform/http';

// Liveness for a load balancer or systemd watchdog: the process answers. It never touches the
// database (GET /api/ready does), is not rate-limited, and is not a page view (proxy.ts skips /api).
export const dynamic = 'force-dynamic';

export function GET() {
  return json({ status: 'ok', uptime: Math.round(process.uptime()) });
}
