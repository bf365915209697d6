import { DISCLOSURE_CATEGORIES, DISCLOSURE_CLAUSES } from '@/content/disclosures';
import { DOCUMENT_PAGES } from '@/content/investors';
import { ROUTES } from '@/content/routes';
import { InvestorDocumentKind } from '@/lib/platform/db/generated/enums';
import { disclosureIndex, emptyLists, latestAnnouncements } from './disclosures';
import { atomFeed } from './feed';
import { DOCUMENT_KINDS, KIND_IN_DB, KIND_OF, type InvestorDocument } from './types';

const filing = (
  id: string,
  publishedAt: string,
  title = id,
  year = '2025-26',
): InvestorDocument => ({
  id,
  title,
  year,
  file: `/files/${id}.pdf`,
  publishedAt,
});

describe('the kinds of investor document', () => {
  it('are the database enum, one to one', () => {
    expect(Object.values(KIND_IN_DB).sort()).toEqual(Object.values(InvestorDocumentKind).sort());
    for (const kind of DOCUMENT_KINDS) expect(KIND_OF[KIND_IN_DB[kind]]).toBe(kind);
  });

  it('each have a page under the investor section, and every category is in the index', () => {
    const listed = new Set(
      DISCLOSURE_CLAUSES.flatMap((c) => c.sources.flatMap((s) => ('list' in s ? [s.list] : []))),
    );
    for (const kind of DOCUMENT_KINDS) {
      expect(DOCUMENT_PAGES[kind].route.path).toMatch(/^\/investor-relations\/[a-z0-9/-]+$/);
      expect([kind, listed.has(kind)]).toEqual([kind, true]);
    }
    expect(new Set(DISCLOSURE_CLAUSES.map((c) => c.key)).size).toBe(DISCLOSURE_CLAUSES.length);
    expect(DISCLOSURE_CATEGORIES.length).toBe(26);
  });
});

describe('disclosureIndex', () => {
  it('lists every clause in order with its places, counts and the newest date', () => {
    const lists = emptyLists();
    lists['financial-results'].current.push(filing('q2', '2025-11-12T11:30:00.000Z'));
    lists.financials.archived.push(filing('ar', '2025-09-01T00:00:00.000Z'));
    const rows = disclosureIndex(lists, { [ROUTES.board.path]: '2025-06-01T00:00:00.000Z' }, {});
    expect(rows.map((r) => r.key)).toEqual(DISCLOSURE_CLAUSES.map((c) => c.key));
    const results = rows.find((r) => r.key === 'financial-results')!;
    expect(results).toMatchObject({
      reference: 'Reg. 46(2)(l)(ii)',
      updatedAt: '2025-11-12T11:30:00.000Z',
      empty: false,
      notApplicable: null,
    });
    expect(results.places.map((p) => (p.type === 'list' ? [p.page.kind, p.count] : p))).toEqual([
      ['financial-results', 1],
      ['financials', 1],
    ]);
    expect(rows.find((r) => r.key === 'board-profile')).toMatchObject({
      updatedAt: '2025-06-01T00:00:00.000Z',
      empty: false,
    });
    expect(rows.find((r) => r.key === 'credit-ratings')).toMatchObject({
      updatedAt: null,
      empty: true,
    });
  });

  it('shows the reason of a clause staff marked not applicable', () => {
    const rows = disclosureIndex(
      emptyLists(),
      {},
      {
        'media-agreements': { notApplicable: true, reason: 'No such agreements.' },
        'name-change': { notApplicable: false, reason: 'Old reason' },
      },
    );
    expect(rows.find((r) => r.key === 'media-agreements')!.notApplicable).toBe(
      'No such agreements.',
    );
    expect(rows.find((r) => r.key === 'name-change')!.notApplicable).toBeNull();
  });
});

describe('latestAnnouncements and the Atom feed', () => {
  const lists = emptyLists();
  lists['board-meetings'].current.push(
    filing('notice', '2025-11-03T05:30:00.000Z', 'Notice & <agenda>'),
  );
  lists['financial-results'].current.push(filing('q2', '2025-11-12T11:30:00.000Z', 'Q2 results'));
  lists['financial-results'].archived.push(filing('old', '2026-01-01T00:00:00.000Z', 'Old'));
  lists['credit-ratings'].current.push({
    ...filing('rating', '2025-10-01T00:00:00.000Z', 'Rating', ''),
    file: 'https://www.example-ratings.in/r.pdf',
  });

  it('lists current filings of every kind, newest first, cut at the count', () => {
    const latest = latestAnnouncements(lists, 2);
    expect(latest.map((a) => [a.id, a.heading, a.listPath])).toEqual([
      ['q2', 'Financial Results', '/investor-relations/disclosures/financial-results'],
      [
        'notice',
        'Board Meetings: Notices and Outcomes',
        '/investor-relations/disclosures/board-meetings',
      ],
    ]);
  });

  it('is an Atom feed of escaped entries with absolute links, updated when the newest was published', () => {
    const xml = atomFeed('https://www.example.com', latestAnnouncements(lists, 50));
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/,
    );
    expect(xml).toContain('<updated>2025-11-12T11:30:00.000Z</updated>');
    expect(xml).toContain('<title>Notice &#38; &#60;agenda&#62; - 2025-26</title>');
    expect(xml).toContain('<link rel="alternate" href="https://www.example.com/files/q2.pdf"/>');
    expect(xml).toContain('<link rel="alternate" href="https://www.example-ratings.in/r.pdf"/>');
    expect(xml).toContain('<title>Rating</title>');
    expect(xml).not.toContain('Old');
    expect(xml.match(/<entry>/g)).toHaveLength(3);
  });
});
