import { clientInfo, handler, readText, refuseCrossSite, siteOrigins } from '@/lib/platform/http';
import { enforceRateLimit } from '@/lib/platform/rate-limit';
import { CSP_REPORT_MAX_BYTES, parseCspReports } from '@/lib/csp-reports/parse';
import { CSP_REPORT_LIMITS, recordCspReports } from '@/lib/csp-reports/store';

// Content-Security-Policy violation reports from browsers (report-uri and report-to of the
// payment page and the staff area: lib/platform/security/csp.ts). A report is only ever about one of our
// own pages, sent from that page: another site's Origin is refused like any cross-site post.
export const POST = handler(async (request) => {
  refuseCrossSite(request, 'csp-report');
  const client = clientInfo(request.headers);
  await enforceRateLimit('csp-report', client.ip, CSP_REPORT_LIMITS);
  const body = await readText(request, CSP_REPORT_MAX_BYTES);
  const origins = siteOrigins().map((o) => o.toLowerCase());
  await recordCspReports(parseCspReports(body, origins, request.headers.get('user-agent')));
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
