import { CSP_REPORT_MESSAGES } from '@/content/api';
import { HttpError } from '@/lib/platform/http/responses';

/**
 * Reads the bodies browsers post to POST /api/csp-report, in both formats:
 * - `application/csp-report` (the `report-uri` directive): `{ "csp-report": { "document-uri", ... } }`
 * - `application/reports+json` (the Reporting API, `report-to`): an array of reports, of which
 *   only those with `type: "csp-violation"` are read (`body.documentURL`, ...).
 * Every field is normalised and cut to the length the table holds; a report about a page that is
 * not on this site is dropped (another website can name our endpoint in its own policy).
 */
export const CSP_REPORT_MEDIA_TYPES = [
  'application/csp-report',
  'application/reports+json',
  'application/json',
] as const;

export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** At most this many reports of one Reporting API batch are read. */
export const CSP_REPORTS_PER_BODY = 20;

export interface CspViolation {
  documentPath: string;
  directive: string;
  blockedUri: string;
  sourceFile: string | null;
  lineNumber: number | null;
  columnNumber: number | null;
  sample: string | null;
  disposition: 'enforce' | 'report';
  userAgent: string | null;
}

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** A string field without control characters, cut to `max` characters; null when absent. */
export function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const clean = value.replace(CONTROL, ' ').trim();
  return clean ? [...clean].slice(0, max).join('') : null;
}

/**
 * A URL as stored: origin and path only (the query and fragment may hold personal data or
 * tokens); a keyword such as `inline` or `eval` as it is; `data:`/`blob:` URLs by their scheme.
 */
export function sourceOf(value: unknown, max = 512): string | null {
  const raw = text(value, 4096);
  if (!raw) return null;
  if (/^[a-z][a-z-]*$/i.test(raw)) return raw.toLowerCase().slice(0, max);
  try {
    const url = new URL(raw);
    if (url.protocol === 'data:' || url.protocol === 'blob:') return url.protocol.slice(0, -1);
    if (url.origin === 'null') return url.protocol.slice(0, -1);
    return `${url.origin}${url.pathname}`.slice(0, max);
  } catch {
    return raw.slice(0, max);
  }
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= 1e9
    ? value
    : null;

/** `script-src-elem`; the violated directive's name when the browser sends no effective one. */
function directiveOf(effective: unknown, violated: unknown): string {
  for (const value of [effective, violated]) {
    const name = text(value, 200)?.split(' ')[0]?.toLowerCase();
    if (name && /^[a-z-]{1,64}$/.test(name)) return name;
  }
  return 'unknown';
}

/** The page's path, when the page is one of `origins` (the site's own); null otherwise. */
function documentPathOf(value: unknown, origins: readonly string[]): string | null {
  const raw = text(value, 4096);
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (!origins.includes(url.origin.toLowerCase())) return null;
    return url.pathname.slice(0, 512);
  } catch {
    return null;
  }
}

function normalise(
  fields: {
    document: unknown;
    effective: unknown;
    violated?: unknown;
    blocked: unknown;
    sourceFile: unknown;
    line: unknown;
    column: unknown;
    sample: unknown;
    disposition: unknown;
    userAgent: unknown;
  },
  origins: readonly string[],
): CspViolation | null {
  const documentPath = documentPathOf(fields.document, origins);
  if (!documentPath) return null;
  return {
    documentPath,
    directive: directiveOf(fields.effective, fields.violated),
    blockedUri: sourceOf(fields.blocked) ?? 'unknown',
    sourceFile: sourceOf(fields.sourceFile),
    lineNumber: count(fields.line),
    columnNumber: count(fields.column),
    sample: text(fields.sample, 256),
    disposition: fields.disposition === 'report' ? 'report' : 'enforce',
    userAgent: text(fields.userAgent, 256),
  };
}

/** A `report-uri` body's report. */
function legacy(body: Raw, origins: readonly string[], userAgent: string | null) {
  const r = body['csp-report'];
  if (!isObject(r)) return null;
  return normalise(
    {
      document: r['document-uri'],
      effective: r['effective-directive'],
      violated: r['violated-directive'],
      blocked: r['blocked-uri'],
      sourceFile: r['source-file'],
      line: r['line-number'],
      column: r['column-number'],
      sample: r['script-sample'],
      disposition: r.disposition,
      userAgent,
    },
    origins,
  );
}

/** One Reporting API report, when it is a CSP violation. */
function reportingApi(report: unknown, origins: readonly string[], userAgent: string | null) {
  if (!isObject(report) || report.type !== 'csp-violation' || !isObject(report.body)) return null;
  const b = report.body;
  return normalise(
    {
      document: b.documentURL ?? report.url,
      effective: b.effectiveDirective,
      blocked: b.blockedURL,
      sourceFile: b.sourceFile,
      line: b.lineNumber,
      column: b.columnNumber,
      sample: b.sample,
      disposition: b.disposition,
      userAgent: report.user_agent ?? userAgent,
    },
    origins,
  );
}

/**
 * The violations in a body, or a 400 when it is not JSON or holds none about this site's pages.
 * `origins` are the site's own (lower case); `userAgent` is the request's.
 */
export function parseCspReports(
  body: string,
  origins: readonly string[],
  userAgent: string | null,
): CspViolation[] {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new HttpError(400, CSP_REPORT_MESSAGES.json);
  }
  const found = Array.isArray(value)
    ? value.slice(0, CSP_REPORTS_PER_BODY).map((r) => reportingApi(r, origins, userAgent))
    : isObject(value)
      ? [legacy(value, origins, userAgent)]
      : [];
  const reports = found.filter((r): r is CspViolation => r !== null);
  if (reports.length === 0) throw new HttpError(400, CSP_REPORT_MESSAGES.none);
  return reports;
}
