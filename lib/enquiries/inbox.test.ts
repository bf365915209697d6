import { randomUUID } from 'node:crypto';
import type { StaffActor } from '@/lib/platform/auth/access';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { listDealerEnquiries } from '@/lib/enquiries/admin';
import { PAGE_SIZE, parseInboxFilter } from '../platform/inbox/filters';
import { defineInbox, inboxWhere, pageCount, pageOf } from '../platform/inbox/inbox';

afterAll(() => db().$disconnect());

describe('inboxWhere', () => {
  const STATES = [{ value: 'open-ish' }, { value: 'closed' }] as const;
  const where = (params: Record<string, string>) =>
    inboxWhere<Prisma.ContactEnquiryWhereInput, (typeof STATES)[number]['value']>(
      parseInboxFilter(params),
      {
        search: ['name', (q) => ({ types: { has: q } })],
        type: { values: STATES, where: (value) => ({ city: value }) },
        handled: true,
      },
    );

  it('is empty (every row) for an empty filter', () => {
    expect(where({})).toEqual({});
  });

  it('searches every listed field, case-insensitively, or through its own where', () => {
    expect(where({ q: ' Asha ' })).toEqual({
      OR: [{ name: { contains: 'Asha', mode: 'insensitive' } }, { types: { has: 'Asha' } }],
    });
  });

  it('adds whole IST days, a known type and the handled status together', () => {
    expect(
      where({ from: '2026-04-01', to: '2026-04-01', type: 'closed', status: 'handled' }),
    ).toEqual({
      createdAt: {
        gte: new Date('2026-03-31T18:30:00.000Z'),
        lt: new Date('2026-04-01T18:30:00.000Z'),
      },
      city: 'closed',
      handledAt: { not: null },
    });
    expect(where({ status: 'open' })).toEqual({ handledAt: null });
  });

  it('ignores a type it does not know, like any other unknown filter value', () => {
    expect(where({ type: 'bogus' })).toEqual({});
  });

  it('leaves the status alone for an inbox whose rows are not marked handled', () => {
    const filter = parseInboxFilter({ status: 'open' });
    expect(inboxWhere<Prisma.AuditLogWhereInput>(filter, { search: ['summary'] })).toEqual({});
  });
});

describe('paging', () => {
  it.each([
    [0, 1],
    [1, 1],
    [PAGE_SIZE, 1],
    [PAGE_SIZE + 1, 2],
    [PAGE_SIZE * 4, 4],
  ])('%i rows fill %i page(s)', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it('skips the pages before the asked one', () => {
    expect(pageOf(parseInboxFilter({}))).toEqual({ skip: 0, take: PAGE_SIZE });
    expect(pageOf(parseInboxFilter({ page: '3' }))).toEqual({
      skip: 2 * PAGE_SIZE,
      take: PAGE_SIZE,
    });
  });
});

describe('defineInbox', () => {
  let sales: StaffActor;
  beforeAll(async () => {
    sales = await signedInActor(['sales']);
  });

  it('lists one page, newest first, with the count of every match; past the last page is empty', async () => {
    const tag = randomUUID();
    const base = Date.parse('2026-02-01T10:00:00Z');
    await db().dealerEnquiry.createMany({
      data: Array.from({ length: PAGE_SIZE + 2 }, (_, i) => ({
        name: `Paging ${tag} ${i}`,
        number: '9876543210',
        location: 'Mohali',
        createdAt: new Date(base + i * 60_000),
      })),
    });
    const page = (n: number) =>
      listDealerEnquiries(sales, parseInboxFilter({ q: tag, page: `${n}` }));
    const first = await page(1);
    expect(first.total).toBe(PAGE_SIZE + 2);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0]!.name).toBe(`Paging ${tag} ${PAGE_SIZE + 1}`);
    const last = await page(2);
    expect(last.rows.map((r) => r.name)).toEqual([`Paging ${tag} 1`, `Paging ${tag} 0`]);
    expect(last.total).toBe(PAGE_SIZE + 2);
    expect(await page(3)).toEqual({ rows: [], total: PAGE_SIZE + 2 });
  });

  it('counts only what the filter matches (search, status)', async () => {
    const tag = randomUUID();
    await db().dealerEnquiry.createMany({
      data: [
        { name: `Count ${tag} a`, number: '9876543210', location: 'Pune' },
        { name: `Count ${tag} b`, number: '9876543210', location: 'Pune', handledAt: new Date() },
      ],
    });
    const total = async (status: string) =>
      (await listDealerEnquiries(sales, parseInboxFilter({ q: tag, status }))).total;
    expect(await total('all')).toBe(2);
    expect(await total('open')).toBe(1);
    expect(await total('handled')).toBe(1);
  });

  it('checks the role before it reads, for the page and the export alike', async () => {
    const find = jest.fn(async () => []);
    const count = jest.fn(async () => 0);
    const inbox = defineInbox({
      access: 'accounts',
      where: () => ({}),
      find,
      count,
      row: (stored: { id: string; createdAt: Date }) => stored,
    });
    const filter = parseInboxFilter({});
    await expect(inbox.list(sales, filter)).rejects.toMatchObject({ reason: 'role' });
    await expect(inbox.all(sales, filter)).rejects.toMatchObject({ reason: 'role' });
    expect(find).not.toHaveBeenCalled();
    expect(count).not.toHaveBeenCalled();

    const accounts = await signedInActor(['accounts']);
    expect(await inbox.list(accounts, filter)).toEqual({ rows: [], total: 0 });
    expect(find).toHaveBeenCalledWith({
      where: {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: 0,
      take: PAGE_SIZE,
    });
  });
});
