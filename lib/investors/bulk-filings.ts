import { createHash } from 'node:crypto';
import { storage, type FileStorage } from '@/lib/platform/storage';
import type { InvestorDocumentKind } from '@/lib/platform/db/generated/enums';
import type { Db } from '@/lib/platform/db/client';
import { KIND_LABELS } from './seed-data';

/**
 * Years of filings, for load tests and benchmarks only (`npm run db:seed -- --bulk 6000`; never
 * run by default): a listed company's quarterly results, board meeting outcomes, newspaper
 * publications and shareholding patterns, spread evenly over 25 financial years, newest quarter
 * first from 2025-26. A third
 * are financial reports, a third shareholding patterns, a third policies; half of each kind is
 * archived (the older half). Every row links to one shared sample PDF, whose storage key marks
 * the bulk rows, so `--bulk-remove` takes them all out again and nothing else.
 */

export const BULK_FILE_KEY = 'investors/bulk/sample-bulk-filing.pdf';

const TITLES: Record<'FINANCIALS' | 'SHAREHOLDING' | 'POLICY', readonly string[]> = {
  FINANCIALS: [
    'Quarterly Financial Results',
    'Outcome of Board Meeting',
    'Intimation of Board Meeting',
    'Newspaper Publication of Financial Results',
    'Limited Review Report',
    'Investor Presentation',
    'Earnings Call Transcript',
    'Statement of Deviation',
  ],
  SHAREHOLDING: [
    'Shareholding Pattern',
    'Reconciliation of Share Capital Audit Report',
    'Compliance Certificate under Regulation 7(3)',
    'Certificate under Regulation 74(5)',
  ],
  POLICY: [
    'Policy on Related Party Transactions',
    'Code of Fair Disclosure',
    'Policy for Determination of Materiality',
    'Whistle Blower Policy',
  ],
};
/** The filings are spread over this many financial years, back from 2025-26. */
const YEARS = 25;
const KINDS = Object.keys(TITLES) as (keyof typeof TITLES)[];

export interface BulkFiling {
  id: string;
  kind: InvestorDocumentKind;
  title: string;
  year: string;
  file: string;
  archived: boolean;
  sortOrder: number;
}

/** A stable id for the n-th bulk filing, so that loading the same count twice adds nothing. */
function bulkId(n: number): string {
  const hex = createHash('sha256').update(`bulk-filing\u0000${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-b${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** "2025-26" for the financial year that starts `back` years before April 2025. */
function financialYear(back: number): string {
  const start = 2025 - back;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The rows for `count` filings: newest first within each kind, the older half archived. */
export function bulkFilings(count: number): BulkFiling[] {
  const perKind = KINDS.map(
    (_, i) => Math.floor(count / KINDS.length) + (i < count % KINDS.length ? 1 : 0),
  );
  const rows: BulkFiling[] = [];
  let n = 0;
  KINDS.forEach((kind, k) => {
    const titles = TITLES[kind];
    const total = perKind[k]!;
    // Newest quarter first, the same number of filings in each (the last quarters get fewer).
    const perQuarter = Math.max(1, Math.ceil(total / (YEARS * 4)));
    for (let i = 0; i < total; i++) {
      const quarter = Math.floor(i / perQuarter);
      const j = i % perQuarter;
      const repeat = Math.floor(j / titles.length);
      rows.push({
        id: bulkId(n++),
        kind,
        title: `${titles[j % titles.length]!}${repeat ? ` (${repeat + 1})` : ''}`,
        year: `Q${4 - (quarter % 4)} ${financialYear(Math.floor(quarter / 4))}`,
        file: BULK_FILE_KEY,
        archived: i >= Math.ceil(total / 2),
        sortOrder: 1000 + i,
      });
    }
  });
  return rows;
}

/** Adds the bulk filings (those already there are left as they are); returns how many are new. */
export async function seedBulkFilings(
  db: Db,
  count: number,
  files: FileStorage = storage(),
): Promise<number> {
  if (!Number.isInteger(count) || count < 1 || count > 100_000) {
    throw new Error('--bulk takes a number of filings from 1 to 100000.');
  }
  if (!(await files.exists(BULK_FILE_KEY))) {
    const { renderSampleFiling } = await import('./sample-files');
    await files.put(
      BULK_FILE_KEY,
      await renderSampleFiling({
        title: 'Bulk sample filing',
        year: 'All years',
        kindLabel: KIND_LABELS.FINANCIALS,
      }),
    );
  }
  let added = 0;
  const rows = bulkFilings(count);
  for (let i = 0; i < rows.length; i += 1000) {
    const { count: n } = await db.investorDocument.createMany({
      data: rows.slice(i, i + 1000),
      skipDuplicates: true,
    });
    added += n;
  }
  return added;
}

/** Removes every bulk filing (and nothing else); returns how many went. */
export async function removeBulkFilings(db: Db): Promise<number> {
  const { count } = await db.investorDocument.deleteMany({ where: { file: BULK_FILE_KEY } });
  return count;
}
