import { db } from '@/lib/platform/db/client';
import { isCatalogueLine } from './specs';

/**
 * Which addresses are pages of the catalogue, for the page-view beacon (lib/analytics): each
 * line's finder, and each model's page under its own line. The models' addresses are read from
 * the database and kept in this process; an address not among them reads them again, at most
 * once in `RELOAD_AFTER_MISS_MS` (so a model staff just added is counted from its first visits,
 * and made-up addresses cannot make a query each), and they are read again every five minutes.
 */
export const RELOAD_AFTER_MISS_MS = 5_000;
const RELOAD_EVERY_MS = 5 * 60_000;

let known: { pages: ReadonlySet<string>; at: number } | null = null;
let loading: Promise<{ pages: ReadonlySet<string>; at: number }> | null = null;

function load(now: number) {
  loading ??= db()
    .catalogueModel.findMany({ select: { line: true, slug: true } })
    .then((rows) => ({ pages: new Set(rows.map((row) => `${row.line}/${row.slug}`)), at: now }))
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Whether an English path (no language prefix, no query) is a finder or a model's page. */
export async function isCataloguePage(path: string, now = Date.now()): Promise<boolean> {
  const match = /^\/products\/([a-z-]{1,40})(?:\/([a-z0-9-]{1,40}))?$/.exec(path);
  if (!match || !isCatalogueLine(match[1]!)) return false;
  if (match[2] === undefined) return true;
  const page = `${match[1]}/${match[2]}`;
  if (!known || now - known.at > RELOAD_EVERY_MS) known = await load(now);
  if (known.pages.has(page)) return true;
  if (now - known.at < RELOAD_AFTER_MISS_MS) return false;
  known = await load(now);
  return known.pages.has(page);
}
