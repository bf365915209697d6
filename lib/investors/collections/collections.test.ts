import { db } from '@/lib/db/client';
import { withOwnDatabase } from '@/lib/db/own-database.jest';
import { STAFF_MENU_ENTRIES } from '@/lib/features';
import { signedInActor } from '@/lib/auth/test-actors';
import type { StaffActor } from '@/lib/auth/access';
import { findStoredDocuments } from '../queries';
import { COLLECTIONS, collectionOf, type Collection } from '.';
import { DOCUMENT_ORDER, ROW_ORDER } from './order';

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

const the = (name: string): Collection => {
  const collection = collectionOf(name);
  if (!collection) throw new Error(`no collection ${name}`);
  return collection;
};

describe('the investor collections registry', () => {
  it('resolves every collection by its name, and nothing else', () => {
    const names = COLLECTIONS.map((c) => c.name);
    expect(names).toEqual(['documents', 'directors', 'committees', 'registrar', 'grievance']);
    for (const name of names) expect(collectionOf(name)?.name).toBe(name);
    for (const name of ['disclosures', 'no-such-table', '__proto__', 'toString', '', null]) {
      expect(collectionOf(name)).toBeNull();
    }
  });

  it('gives every collection a menu entry (the staff boundary test attacks what the menu names)', () => {
    const menu = STAFF_MENU_ENTRIES.map((item) => item.href);
    for (const { name } of COLLECTIONS) expect(menu).toContain(`/staff/investors/${name}`);
  });

  it('names each collection’s order and cache areas', () => {
    expect(the('documents').order).toBe(DOCUMENT_ORDER);
    for (const name of ['directors', 'committees', 'registrar', 'grievance']) {
      expect(the(name).order).toBe(ROW_ORDER);
      expect(the(name).areas).toEqual([name]);
    }
    expect(the('documents').areas).toContain('documents:financials');
  });
});

describe('a collection’s operations', () => {
  it('refuses a form with problems and writes nothing', async () => {
    for (const collection of COLLECTIONS) {
      const before = await db().auditLog.count();
      const refused = await collection.submit(staff, form({ name: '', title: '' }));
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
});
