import { createHash } from 'node:crypto';
import { INVESTOR_API_MESSAGES } from '@/content/investors';
import { json } from '@/lib/platform/http';
import { PUBLIC_MAX_AGE_SECONDS } from './tags';
import type {
  CommitteeMember,
  Director,
  DocumentList,
  GrievanceContact,
  InvestorDocument,
  RegistrarDetail,
} from './types';

// Shared caches may keep an answer as long as the server does; browsers always ask again.
const CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_MAX_AGE_SECONDS}, stale-while-revalidate=${PUBLIC_MAX_AGE_SECONDS}`;

/** Whether an If-None-Match header names this entity tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEntityTag(header: string | null, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * The old API's JSON shapes (spec §7): `_id` instead of `id`, and the envelopes each endpoint
 * used. Answers come from the data cache (lib/investors/cached.ts) and carry an ETag: a client
 * that sends it back gets 304 with no body while nothing changed. Next compresses the body for
 * clients that accept gzip. A database error answers 503 `{ success: false, message }`, never
 * a 500.
 */
export async function respondWith<T>(
  request: Request,
  load: () => Promise<T>,
  shape: (data: T) => unknown,
) {
  let data: T;
  try {
    data = await load();
  } catch (error) {
    console.error('[investors api] database error:', error);
    return json({ success: false, message: INVESTOR_API_MESSAGES.unavailable }, 503, {
      'Retry-After': '60',
    });
  }
  const body = JSON.stringify(shape(data));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const headers = { 'Cache-Control': CACHE_CONTROL, ETag: etag };
  if (matchesEntityTag(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'application/json' },
  });
}

const withUnderscoreId = <T extends { id: string }>({ id, ...rest }: T) => ({ _id: id, ...rest });

export const directorsBody = (rows: Director[]) => ({ data: rows.map(withUnderscoreId) });

export const committeeBody = (rows: CommitteeMember[]) => ({
  data: rows.map(({ category, ...rest }) => ({
    ...withUnderscoreId(rest),
    committeecategory: category,
  })),
});

export const registrarBody = (rows: RegistrarDetail[]) => ({ data: rows.map(withUnderscoreId) });

export const grievanceBody = (rows: GrievanceContact[]) => ({ data: rows.map(withUnderscoreId) });

const documentEntry = ({ id, title, year, file }: InvestorDocument) => ({
  _id: id,
  title,
  year,
  file,
});

/** Financials, DRHP and RHP answered only `current`. */
export const currentDocumentsBody = (list: DocumentList) => ({
  success: true,
  data: { current: list.current.map(documentEntry) },
});

/** Policy, prospectus and shareholding answered `current` and `archived`. */
export const allDocumentsBody = (list: DocumentList) => ({
  success: true,
  data: { current: list.current.map(documentEntry), archived: list.archived.map(documentEntry) },
});
