import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { buildSearchIndex } from '@/lib/search';
import { searchDocuments } from '@/lib/platform/search/match';
import { investorDocumentsSource } from './search-source';

afterAll(() => db().$disconnect());

describe('investor documents in the site search', () => {
  it('finds current and archived filings by title, linking to the file', async () => {
    const tag = `zq${randomUUID().slice(0, 6)}`;
    await db().investorDocument.createMany({
      data: [
        {
          kind: 'FINANCIALS',
          title: `Annual report ${tag}`,
          year: '2024-25',
          file: `/files/investors/${tag}.pdf`,
        },
        {
          kind: 'POLICY',
          title: `Old policy ${tag}`,
          year: '2019',
          file: `/files/investors/${tag}-old.pdf`,
          archived: true,
        },
      ],
    });
    const index = await buildSearchIndex([investorDocumentsSource]);
    const results = searchDocuments(index, tag);
    expect(results.map((r) => r.url).sort()).toEqual([
      `/files/investors/${tag}-old.pdf`,
      `/files/investors/${tag}.pdf`,
    ]);
    const annual = results.find((r) => r.url.endsWith(`${tag}.pdf`))!;
    expect(annual.kind).toBe('document');
    expect(annual.title.map((p) => p.text).join('')).toBe(`Annual report ${tag} - 2024-25`);
    const archived = searchDocuments(index, `archived ${tag}`);
    expect(archived.map((r) => r.url)).toEqual([`/files/investors/${tag}-old.pdf`]);
  });
});
