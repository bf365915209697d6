import { unstable_cache, updateTag } from 'next/cache';
import { revalidateSharedTags } from '@/lib/platform/cache/shared-tags';
import { db, type Db } from '@/lib/platform/db/client';
import { fileUrl } from '@/lib/platform/storage/keys';
import type { CatalogueModel as CatalogueRow } from '@/lib/platform/db/generated/client';
import { isCatalogueLine, readSpecs } from './specs';
import type { CatalogueModel } from './types';

/**
 * The catalogue as the public pages read it: every model, kept in Next's data cache under one tag
 * that a change expires (`refreshCataloguePagesNow`), reloaded at least every five minutes. 700+
 * models are a few hundred kilobytes: the finder filters them in memory (./finder.ts), which is
 * faster than a query per filter and needs no index per specification.
 */
export const CATALOGUE_TAG = 'catalogue';
export const CATALOGUE_REVALIDATE_SECONDS = 300;

/** A stored row as the pages read it; a row whose line or specifications do not parse is left out. */
export function toModel(row: CatalogueRow): CatalogueModel | null {
  if (!isCatalogueLine(row.line)) return null;
  const specs = readSpecs(row.line, row.specs);
  if (!specs) return null;
  return {
    code: row.code,
    slug: row.slug,
    line: row.line,
    series: row.series,
    name: { en: row.nameEn, hi: row.nameHi },
    summary: { en: row.summaryEn, hi: row.summaryHi },
    specs,
    certifications: row.certifications,
    warrantyMonths: row.warrantyMonths,
    mrpPaise: row.mrpPaise,
    discontinued: row.discontinued,
    successorCode: row.successorCode,
    launchedOn: row.launchedOn.toISOString().slice(0, 10),
    image: row.imageKey ? fileUrl(row.imageKey) : null,
    manual: row.manualKey ? fileUrl(row.manualKey) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every model, in code order, straight from the database. */
export async function readCatalogue(database: Db = db()): Promise<CatalogueModel[]> {
  const rows = await database.catalogueModel.findMany({ orderBy: { code: 'asc' } });
  return rows.flatMap((row) => toModel(row) ?? []);
}

/** The old addresses of renamed models: slug → the model's code now. */
export async function readRedirects(database: Db = db()): Promise<Record<string, string>> {
  const rows = await database.catalogueRedirect.findMany();
  return Object.fromEntries(rows.map((row) => [row.fromSlug, row.toCode]));
}

const cachedCatalogue = unstable_cache(() => readCatalogue(), [CATALOGUE_TAG, 'models'], {
  tags: [CATALOGUE_TAG],
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});
const cachedRedirects = unstable_cache(() => readRedirects(), [CATALOGUE_TAG, 'redirects'], {
  tags: [CATALOGUE_TAG],
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});

/** Every model (cached). */
export const listModels = () => cachedCatalogue();

export async function findModelBySlug(slug: string): Promise<CatalogueModel | null> {
  return (await listModels()).find((model) => model.slug === slug) ?? null;
}

export async function findModelByCode(code: string): Promise<CatalogueModel | null> {
  return (await listModels()).find((model) => model.code === code) ?? null;
}

/** The code a renamed model's old address now names, if any. */
export async function redirectFor(slug: string): Promise<string | null> {
  return (await cachedRedirects())[slug] ?? null;
}

/**
 * For changes to the catalogue: expires its cache at once on every instance (the shared cache,
 * when REDIS_URL is set), so the next visit to a model, finder or sitemap shows the change.
 */
export async function refreshCataloguePagesNow(): Promise<void> {
  await revalidateSharedTags([CATALOGUE_TAG], 'now');
  updateTag(CATALOGUE_TAG);
}
