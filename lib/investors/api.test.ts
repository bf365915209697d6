import { PrismaPg } from '@prisma/adapter-pg';
import { db } from '@/lib/platform/db/client';
import { withOwnDatabase } from '@/lib/platform/db/own-database.jest';
import { PrismaClient } from '@/lib/platform/db/generated/client';
import {
  allDocumentsBody,
  committeeBody,
  currentDocumentsBody,
  directorsBody,
  grievanceBody,
  registrarBody,
  matchesEntityTag,
  respondWith,
} from './api';
import { INVESTOR_API_MESSAGES } from '@/content/investors';
import { findCommitteeMembers } from './tables/committees';
import { findDirectors } from './tables/directors';
import { findDocuments } from './tables/documents';
import { findGrievanceContacts } from './tables/grievance';
import { findRegistrarDetails } from './tables/registrar';

// These tests count the rows of the investor tables, which other test files add to in parallel:
// they run on a database of their own.
withOwnDatabase();

describe('investor queries against the database', () => {
  it('answer empty lists for empty tables', async () => {
    expect(await findDirectors()).toEqual([]);
    expect(await findRegistrarDetails()).toEqual([]);
    expect(await findDocuments('policy')).toEqual({ current: [], archived: [] });
  });

  it('list directors in staff order with photo addresses (none: null)', async () => {
    await db().director.createMany({
      data: [
        { name: 'Second', designation: 'Director', sortOrder: 2, image: 'people/b.jpg' },
        { name: 'First', designation: 'Chair', sortOrder: 1, image: null, profileSummary: 'Bio' },
        {
          name: 'Third',
          designation: 'Director',
          sortOrder: 3,
          image: 'https://cdn.example/c.jpg',
        },
        { name: 'Fourth', designation: 'Director', sortOrder: 4, image: '  ' },
      ],
    });
    const directors = await findDirectors();
    expect(directors.map((d) => [d.name, d.image])).toEqual([
      ['First', null],
      ['Second', '/files/people/b.jpg'],
      ['Third', 'https://cdn.example/c.jpg'],
      ['Fourth', null],
    ]);
    expect(directors[0]).toEqual({
      id: expect.any(String),
      name: 'First',
      designation: 'Chair',
      image: null,
      profileSummary: 'Bio',
    });
    expect(directorsBody(directors).data[0]).toEqual({
      _id: directors[0]!.id,
      name: 'First',
      designation: 'Chair',
      image: null,
      profileSummary: 'Bio',
    });
  });

  it('list committee members with their stored category', async () => {
    await db().committeeMember.create({
      data: { category: 'audit committee', name: 'A. Member', designation: 'Member' },
    });
    const members = await findCommitteeMembers();
    expect(members).toEqual([expect.objectContaining({ category: 'audit committee' })]);
    expect(committeeBody(members).data[0]).toEqual({
      _id: members[0]!.id,
      name: 'A. Member',
      designation: 'Member',
      image: null,
      profileSummary: '',
      committeecategory: 'audit committee',
    });
  });

  it('leave archived people and contacts out of the public lists', async () => {
    const archived = { name: `Former ${Date.now()}`, archived: true };
    await db().director.create({ data: { ...archived, designation: 'Director' } });
    await db().committeeMember.create({
      data: { ...archived, designation: 'Member', category: 'audit committee' },
    });
    await db().registrarDetail.create({ data: { ...archived, address: 'Old office' } });
    await db().grievanceContact.create({ data: archived });
    const names = (rows: { name: string }[]) => rows.map((row) => row.name);
    expect(names(await findDirectors())).not.toContain(archived.name);
    expect(names(await findCommitteeMembers())).not.toContain(archived.name);
    expect(names(await findRegistrarDetails())).not.toContain(archived.name);
    expect(names(await findGrievanceContacts())).not.toContain(archived.name);
    // Removed again: the next tests count the rows of these tables.
    await db().$transaction([
      db().director.deleteMany({ where: { archived: true } }),
      db().committeeMember.deleteMany({ where: { archived: true } }),
      db().registrarDetail.deleteMany({ where: { archived: true } }),
      db().grievanceContact.deleteMany({ where: { archived: true } }),
    ]);
  });

  it('list registrar details and grievance contacts in the old field names', async () => {
    const registrar = {
      name: 'Registrar Ltd',
      address: 'Street 1',
      telNo: '011 000',
      emailId: 'r@example.com',
      contactPerson: 'R. Person',
      website: 'https://example.com',
    };
    await db().registrarDetail.create({ data: registrar });
    const contact = {
      name: 'Secretary',
      address: 'Office',
      number: '98765',
      email: 's@example.com',
    };
    await db().grievanceContact.create({ data: contact });
    expect(registrarBody(await findRegistrarDetails())).toEqual({
      data: [{ _id: expect.any(String), ...registrar }],
    });
    expect(grievanceBody(await findGrievanceContacts())).toEqual({
      data: [{ _id: expect.any(String), ...contact }],
    });
  });

  it('split documents of one kind into current and archived, newest year first', async () => {
    await db().investorDocument.createMany({
      data: [
        { kind: 'SHAREHOLDING', title: 'Pattern Q1', year: '2023', file: 'sh/q1-2023.pdf' },
        { kind: 'SHAREHOLDING', title: 'Pattern Q1', year: '2024', file: 'sh/q1-2024.pdf' },
        { kind: 'SHAREHOLDING', title: 'Old', year: '2019', file: 'sh/old.pdf', archived: true },
        { kind: 'FINANCIALS', title: 'Annual', year: '2024', file: '/legacy/annual.pdf' },
      ],
    });
    const list = await findDocuments('shareholding');
    expect(list.current.map((d) => `${d.title} - ${d.year}`)).toEqual([
      'Pattern Q1 - 2024',
      'Pattern Q1 - 2023',
    ]);
    expect(list.archived).toEqual([
      {
        id: expect.any(String),
        title: 'Old',
        year: '2019',
        file: '/files/sh/old.pdf',
        publishedAt: expect.any(String),
      },
    ]);
    const all = allDocumentsBody(list);
    expect(all.success).toBe(true);
    expect(all.data.archived).toEqual([
      { _id: list.archived[0]!.id, title: 'Old', year: '2019', file: '/files/sh/old.pdf' },
    ]);
    const financials = currentDocumentsBody(await findDocuments('financials'));
    expect(financials).toEqual({
      success: true,
      data: { current: [expect.objectContaining({ file: '/legacy/annual.pdf' })] },
    });
  });

  it('leave out filings scheduled for later, and move old ones of non-standing lists to the archive', async () => {
    const now = new Date('2026-11-24T04:30:00.000Z');
    const at = (iso: string) => new Date(iso);
    await db().investorDocument.createMany({
      data: [
        {
          kind: 'RESULTS',
          title: 'Q2 results',
          year: 'Q2 2026-27',
          file: 'r/q2.pdf',
          publishAt: at('2026-11-24T04:30:00.000Z'),
        },
        {
          kind: 'RESULTS',
          title: 'Q3 results',
          year: 'Q3 2026-27',
          file: 'r/q3.pdf',
          publishAt: at('2026-11-24T04:31:00.000Z'),
        },
        {
          kind: 'RESULTS',
          title: 'Q1 results',
          year: 'Q1 2021-22',
          file: 'r/q1.pdf',
          publishAt: at('2021-11-24T04:30:00.000Z'),
        },
        {
          kind: 'RESULTS',
          title: 'Q4 results',
          year: 'Q4 2021-22',
          file: 'r/q4.pdf',
          publishAt: at('2021-11-24T04:30:00.001Z'),
        },
        {
          kind: 'CODE_OF_CONDUCT',
          title: 'Code',
          year: '',
          file: 'c/code.pdf',
          publishAt: at('2015-01-01T00:00:00.000Z'),
        },
      ],
    });
    const results = await findDocuments('financial-results', db(), now);
    // Five years to the millisecond: Q1 2021-22 is archived, Q4 (a millisecond later) is not yet.
    expect(results.current.map((d) => d.title).sort()).toEqual(['Q2 results', 'Q4 results']);
    expect(results.archived.map((d) => d.title)).toEqual(['Q1 results']);
    const later = await findDocuments('financial-results', db(), at('2026-11-24T04:31:00.000Z'));
    expect(later.current.map((d) => d.title)).toContain('Q3 results');
    // A standing document (a code of conduct) stays current however old.
    const code = await findDocuments('code-of-conduct', db(), now);
    expect(code.current.map((d) => d.title)).toEqual(['Code']);
  });
});

describe('respondWith', () => {
  const get = (headers: Record<string, string> = {}) =>
    new Request('http://localhost/api/x', { headers });

  it('answers the shaped data with a shared-cache lifetime and an ETag', async () => {
    const response = await respondWith(get(), () => findGrievanceContacts(), grievanceBody);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=60');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
    expect((await response.json()).data).toHaveLength(1);
  });

  it('answers 304 with no body to a client that has the same answer, and 200 to any other', async () => {
    const first = await respondWith(get(), () => findGrievanceContacts(), grievanceBody);
    const etag = first.headers.get('etag')!;
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await respondWith(
        get({ 'if-none-match': tag }),
        () => findGrievanceContacts(),
        grievanceBody,
      );
      expect([tag, again.status, await again.text()]).toEqual([tag, 304, '']);
      expect(again.headers.get('etag')).toBe(etag);
    }
    const changed = await respondWith(
      get({ 'if-none-match': etag }),
      async () => [],
      grievanceBody,
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ data: [] });
    expect(matchesEntityTag('"abc"', '"abd"')).toBe(false);
    expect(matchesEntityTag(null, '"abc"')).toBe(false);
  });

  it('answers 503 { success: false, message } when the database cannot be reached', async () => {
    // A real client aimed at a port nothing listens on: the query fails as in an outage.
    const offline = new PrismaClient({
      adapter: new PrismaPg({
        connectionString: 'postgresql://nobody:x@127.0.0.1:1/none',
        connectionTimeoutMillis: 2_000,
      }),
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await respondWith(get(), () => findDirectors(offline), directorsBody);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        success: false,
        message: INVESTOR_API_MESSAGES.unavailable,
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
    } finally {
      error.mockRestore();
      await offline.$disconnect();
    }
  });
});
