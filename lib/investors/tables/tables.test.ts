import { db } from '@/lib/platform/db/client';
import { withOwnDatabase } from '@/lib/platform/db/own-database.jest';
import { STAFF_MENU_ENTRIES } from '@/lib/features';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import type { StaffActor } from '@/lib/platform/auth/access';
import { TABLES, tableOf, type StaffListing } from '.';
import { DOCUMENT_ORDER, findStoredDocuments } from './documents';
import { movedOrder, ROW_ORDER } from './rows';
import { startPublisherLoop, stopPublisherLoop, type PublishedItem } from '../publisher';
import type { StaffTable } from './table';

// Saves expire their pages' cache tags; outside a Next request, a recorder stands in.
const expired: string[] = [];
jest.mock('next/cache', () => ({
  updateTag: (tag: string) => expired.push(tag),
  revalidateTag: () => undefined,
  unstable_cache: (load: unknown) => load,
}));

// These tests count rows of the investor tables and the audit log: a database of their own.
withOwnDatabase();
let staff: StaffActor;
beforeAll(async () => {
  staff = await signedInActor(['investor_relations']);
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const auditOf = async (entity: string) =>
  (await db().auditLog.findMany({ where: { entity }, orderBy: { createdAt: 'asc' } })).map(
    (row) => row.action,
  );

const the = (name: string): StaffTable<StaffListing> => {
  const table = tableOf(name);
  if (!table) throw new Error(`no table ${name}`);
  return table;
};

describe('the investor tables registry', () => {
  it('resolves every table by its name, and nothing else', () => {
    const names = TABLES.map((c) => c.name);
    expect(names).toEqual(['documents', 'directors', 'committees', 'registrar', 'grievance']);
    for (const name of names) expect(tableOf(name)?.name).toBe(name);
    for (const name of ['disclosures', 'no-such-table', '__proto__', 'toString', '', null]) {
      expect(tableOf(name)).toBeNull();
    }
  });

  it('gives every table a menu entry (the staff boundary test attacks what the menu names)', () => {
    const menu = STAFF_MENU_ENTRIES.map((item) => item.href);
    for (const { name } of TABLES) expect(menu).toContain(`/staff/investors/${name}`);
  });

  it('names each table’s order and cache areas', () => {
    expect(the('documents').order).toBe(DOCUMENT_ORDER);
    for (const name of ['directors', 'committees', 'registrar', 'grievance']) {
      expect(the(name).order).toBe(ROW_ORDER);
      expect(the(name).areas).toEqual([name]);
    }
    expect(the('documents').areas).toContain('documents:financials');
  });
});

describe('a table’s operations', () => {
  it('refuses a form with problems and writes nothing', async () => {
    for (const table of TABLES) {
      const before = await db().auditLog.count();
      const refused = await table.submit(staff, form({ name: '', title: '' }));
      expect(refused?.errors).toEqual(expect.any(Object));
      expect(Object.keys(refused!.errors).length).toBeGreaterThan(0);
      expect(await db().auditLog.count()).toBe(before);
    }
    expect(await db().director.count()).toBe(0);
    expect(await db().investorDocument.count()).toBe(0);
  });

  it('audits and refreshes each change to a director', async () => {
    const directors = the('directors');
    expired.length = 0;
    for (const name of ['Asha Rao', 'Vikram Shah']) {
      expect(
        await directors.submit(staff, form({ name, designation: 'Director', profileSummary: '' })),
      ).toBeNull();
    }
    const listing = await directors.list(staff, {});
    if (listing.layout !== 'ordered') throw new Error('ordered layout expected');
    expect(listing.rows.map((r) => r.label)).toEqual([
      'Asha Rao, Director',
      'Vikram Shah, Director',
    ]);
    const [first, second] = listing.rows;
    const edited = form({ id: first!.id, name: 'Asha Rao', designation: 'Chair' });
    expect(await directors.submit(staff, edited)).toBeNull();
    expect(await directors.change(staff, second!.id, 'up', '')).toBe(true);
    expect(await directors.change(staff, second!.id, 'up', '')).toBe(false);
    expect(await directors.change(staff, first!.id, 'archive', '')).toBe(true);
    expect(await directors.change(staff, first!.id, 'unarchive', '')).toBe(true);
    expect(await directors.change(staff, first!.id, 'delete', '')).toBe(true);
    expect(await directors.editForm(staff, first!.id)).toBeNull();
    expect(await auditOf('Director')).toEqual([
      'create',
      'create',
      'update',
      'reorder',
      'archive',
      'unarchive',
      'delete',
    ]);
    expect(new Set(expired)).toEqual(new Set(['investors:directors']));
  });

  it('keeps documents in the order the public query reads them, and audits each change', async () => {
    const documents = the('documents');
    expired.length = 0;
    for (const title of ['Annual report', 'Quarterly results', 'Notice']) {
      const fields = { title, year: '2024-25', kind: 'financials' };
      const saved = await documents.submit(
        staff,
        form({ ...fields, link: `https://example.com/${title.replace(/ /g, '-')}.pdf` }),
      );
      expect(saved).toBeNull();
    }
    // Neither a file nor a link: refused.
    const refused = await documents.submit(
      staff,
      form({ title: 'x', year: '2024', kind: 'policy' }),
    );
    expect(refused?.errors.file).toBeTruthy();
    const staffOrder = async () => {
      const listing = await documents.list(staff, { kind: 'financials', state: 'current' });
      if (listing.layout !== 'documents') throw new Error('documents layout expected');
      return listing.view.lists[0]!.documents.map((d) => d.title);
    };
    const publicOrder = async () => (await findStoredDocuments('financials')).map((d) => d.title);
    expect(await staffOrder()).toEqual(['Notice', 'Quarterly results', 'Annual report']);
    expect(await publicOrder()).toEqual(await staffOrder());
    const notice = (await findStoredDocuments('financials'))[0]!;
    expect(await documents.change(staff, notice.id, 'down', '')).toBe(true);
    expect(await staffOrder()).toEqual(['Quarterly results', 'Notice', 'Annual report']);
    expect(await publicOrder()).toEqual(await staffOrder());
    expect(await documents.change(staff, notice.id, 'archive', '')).toBe(true);
    // A published filing is deleted only with a reason.
    await expect(documents.change(staff, notice.id, 'delete', '')).rejects.toThrow();
    expect(await documents.change(staff, notice.id, 'delete', 'Filed twice')).toBe(true);
    expect(await auditOf('InvestorDocument')).toEqual([
      'create',
      'create',
      'create',
      'reorder',
      'archive',
      'delete',
    ]);
    expect(new Set(expired)).toEqual(new Set(['investors:documents:financials']));
    expect(documents.backTo('kind=financials&state=archived&page=2&bogus=1')).toBe(
      '?kind=financials&state=archived&page=2',
    );
  });

  it('moves a row within its group, renumbering an order with ties in one statement', async () => {
    // Rows loaded in bulk share one sort order; a committee member moves within its committee.
    const at = (second: number) => new Date(Date.UTC(2024, 0, 1, 0, 0, second));
    const member = (name: string, category: string, second: number) => ({
      name,
      designation: 'Member',
      category,
      createdAt: at(second),
    });
    await db().committeeMember.createMany({
      data: [
        member('A1', 'audit committee', 1),
        member('S1', 'stakeholder relationship committee', 2),
        member('A2', 'audit committee', 3),
      ],
    });
    const members = async () =>
      (await db().committeeMember.findMany({ orderBy: ROW_ORDER })).map((r) => [
        r.name,
        r.sortOrder,
      ]);
    const idOf = async (name: string) =>
      (await db().committeeMember.findFirstOrThrow({ where: { name } })).id;
    const committees = the('committees');
    expect(await committees.change(staff, await idOf('A2'), 'up', '')).toBe(true);
    expect(await members()).toEqual([
      ['A2', 0],
      ['S1', 1],
      ['A1', 2],
    ]);
    expect(await committees.change(staff, await idOf('S1'), 'up', '')).toBe(false);

    const filing = (title: string) => ({
      kind: 'FINANCIALS' as const,
      title,
      year: '2019-20',
      file: `https://example.com/${title}.pdf`,
    });
    await db().investorDocument.createMany({ data: [filing('A'), filing('B'), filing('C')] });
    const filings = async () =>
      (await findStoredDocuments('financials'))
        .filter((d) => d.year === '2019-20')
        .map((d) => d.title);
    const c = await db().investorDocument.findFirstOrThrow({ where: { title: 'C' } });
    expect(await the('documents').change(staff, c.id, 'up', '')).toBe(true);
    expect(await filings()).toEqual(['A', 'C', 'B']);
  });
});

describe('a filing saved as published now', () => {
  afterEach(() => stopPublisherLoop());

  it('alerts its readers at once, not at the publisher loop’s next turn', async () => {
    // The earlier tests' filings count as alerted already.
    await db().investorDocument.updateMany({ data: { alertedAt: new Date() } });
    const sent: PublishedItem[] = [];
    let queued: () => void = () => {};
    const alerted = new Promise<void>((resolve) => (queued = resolve));
    // A loop whose own turn would come in an hour: only the save can run it now.
    startPublisherLoop(async (_tx, items) => {
      sent.push(...items);
      queued();
      return items.length;
    }, 3_600_000);
    const saved = await the('documents').submit(
      staff,
      form({
        title: 'Outcome of the board meeting',
        year: '2026-27',
        kind: 'financials',
        link: 'https://example.com/outcome.pdf',
      }),
    );
    expect(saved).toBeNull();
    // Without the save's run, this waits until the test's time is up.
    await alerted;
    expect(sent.map((item) => item.title)).toEqual(['Outcome of the board meeting']);
    const row = await db().investorDocument.findFirstOrThrow({
      where: { title: 'Outcome of the board meeting' },
    });
    expect(row.alertedAt).not.toBeNull();
  });
});

describe('movedOrder', () => {
  it('swaps a row with its neighbour', () => {
    expect(movedOrder(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
  });
  it('does nothing at the ends or for an unknown row', () => {
    expect(movedOrder(['a', 'b'], 'a', 'up')).toBeNull();
    expect(movedOrder(['a', 'b'], 'b', 'down')).toBeNull();
    expect(movedOrder(['a', 'b'], 'x', 'up')).toBeNull();
  });
  it('moves past rows of other groups to the next row of its own', () => {
    const group: Record<string, string> = { a1: 'a', b1: 'b', a2: 'a', b2: 'b' };
    const sameAs = (id: string) => (other: string) => group[other] === group[id];
    expect(movedOrder(['a1', 'b1', 'a2', 'b2'], 'a2', 'up', sameAs('a2'))).toEqual([
      'a2',
      'b1',
      'a1',
      'b2',
    ]);
    expect(movedOrder(['a1', 'b1', 'a2', 'b2'], 'b2', 'down', sameAs('b2'))).toBeNull();
    expect(movedOrder(['a1', 'b1', 'a2', 'b2'], 'b1', 'up', sameAs('b1'))).toBeNull();
  });
});
