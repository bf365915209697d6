import {
  CATALOGUE_AUDIT_TEXT as A,
  CATALOGUE_FIELD_MESSAGES as M,
  STAFF_CATALOGUE_TEXT,
} from '@/content/staff-catalogue';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import type { StaffActor } from '@/lib/platform/auth/access';
import { db } from '@/lib/platform/db/client';
import { withOwnDatabase } from '@/lib/platform/db/own-database.jest';
import { findCatalogueModel, indiaToday, listCatalogueModels, saveCatalogueModel } from './admin';
import { readCatalogue, readRedirects } from './store';
import { STAFF_UPLOAD_MESSAGES } from '@/content/staff-uploads';
import { storage } from '@/lib/platform/storage';
import { fileUrl } from '@/lib/platform/storage/keys';

// A save expires the public pages' cache tag; outside a Next request, a recorder stands in.
const expired: string[] = [];
/** Set, the next expiry fails (as a cache that cannot be reached would). */
let mockExpiryFails = false;
jest.mock('next/cache', () => ({
  updateTag: (tag: string) => {
    if (mockExpiryFails) {
      mockExpiryFails = false;
      throw new Error('the cache cannot be reached');
    }
    expired.push(tag);
  },
  revalidateTag: () => undefined,
  unstable_cache: (load: unknown) => load,
}));

// These tests count models and audit rows: a database of their own.
withOwnDatabase();
let staff: StaffActor;
beforeAll(async () => {
  staff = await signedInActor(['catalogue']);
});

let serial = 0;
/** A valid CCTV camera's fields, with a code of its own. */
const camera = (over: Record<string, string> = {}) => ({
  code: `TC-${Date.now().toString(36).toUpperCase()}${serial++}`,
  line: 'cctv',
  series: 'dome',
  nameEn: 'Test dome camera 4 MP',
  nameHi: 'परीक्षण डोम कैमरा 4 MP',
  summaryEn: 'A test camera.',
  summaryHi: 'एक परीक्षण कैमरा।',
  'spec.resolutionMp': '4',
  'spec.lensMm': '2.8',
  'spec.irRangeM': '30',
  'spec.poe': 'yes',
  'spec.channels': '',
  certifications: 'BIS;CE',
  warrantyMonths: '24',
  mrp: '3,499',
  launchedOn: '2025-06-01',
  status: 'active',
  successor: '',
  ...over,
});

const audits = async () =>
  (
    await db().auditLog.findMany({
      where: { entity: 'CatalogueModel' },
      orderBy: { createdAt: 'asc' },
    })
  ).map((row) => row.summary);

describe('staff and the catalogue', () => {
  it('adds a model that the public read shows at once, audited, and its page tag expired', async () => {
    expired.length = 0;
    const fields = camera();
    const saved = await saveCatalogueModel(staff, null, fields);
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const model = (await readCatalogue()).find((m) => m.code === fields.code);
    expect(model).toMatchObject({
      slug: fields.code.toLowerCase(),
      line: 'cctv',
      name: { en: 'Test dome camera 4 MP', hi: 'परीक्षण डोम कैमरा 4 MP' },
      specs: { resolutionMp: 4, lensMm: 2.8, irRangeM: 30, poe: true },
      certifications: ['BIS', 'CE'],
      mrpPaise: 349_900,
      warrantyMonths: 24,
      discontinued: false,
    });
    expect(model?.specs).not.toHaveProperty('channels');
    expect(expired).toContain('catalogue');
    expect(await audits()).toContain(A.added(fields.code));
    const listed = await listCatalogueModels(staff, { q: fields.code, page: 1, status: 'all' });
    expect(listed.rows.map((r) => r.code)).toEqual([fields.code]);
    const form = await findCatalogueModel(staff, saved.id);
    expect(form?.fields).toMatchObject({ ...fields, mrp: '3499', certifications: 'BIS;CE' });
  });

  it.each([
    [{ code: 'lower case!' }, 'code', M.code],
    [{ code: '' }, 'code', M.required(STAFF_CATALOGUE_TEXT.fields.code)],
    [{ series: 'panel' }, 'series', M.series(['dome', 'bullet', 'ptz', 'recorder'])],
    [{ nameEn: ' ' }, 'nameEn', M.required(STAFF_CATALOGUE_TEXT.fields.nameEn)],
    [{ nameHi: 'x'.repeat(161) }, 'nameHi', M.tooLong(STAFF_CATALOGUE_TEXT.fields.nameHi, 160)],
    [{ summaryEn: 'a\u0000b' }, 'summaryEn', M.unusual(STAFF_CATALOGUE_TEXT.fields.summaryEn)],
    [{ 'spec.resolutionMp': '1e3' }, 'spec.resolutionMp', M.number('Resolution')],
    [{ 'spec.resolutionMp': '-4' }, 'spec.resolutionMp', M.number('Resolution')],
    [{ 'spec.resolutionMp': '' }, 'spec.resolutionMp', M.specRequired('Resolution')],
    [{ 'spec.poe': 'maybe' }, 'spec.poe', M.yesNo('Power over Ethernet')],
    [{ certifications: 'BIS;FAKE' }, 'certifications', M.certifications],
    [{ warrantyMonths: '2.5' }, 'warrantyMonths', M.warranty],
    [{ warrantyMonths: '241' }, 'warrantyMonths', M.warranty],
    [{ mrp: '0' }, 'mrp', M.mrp],
    [{ mrp: '99.50' }, 'mrp', M.mrp],
    [{ launchedOn: '2025-02-30' }, 'launchedOn', M.date],
    [{ launchedOn: '2999-01-01' }, 'launchedOn', M.date],
    [{ status: 'retired' }, 'status', M.status],
    [{ successor: 'IU-1100' }, 'successor', M.successorActive],
  ])(
    'refuses %j with the message beside its field, storing nothing',
    async (over, field, message) => {
      const fields = camera(over);
      const before = await db().catalogueModel.count();
      const saved = await saveCatalogueModel(staff, null, fields);
      expect(saved).toMatchObject({ ok: false, errors: { [field]: message } });
      expect(await db().catalogueModel.count()).toBe(before);
    },
  );

  it('refuses a line that does not exist, a code another model has and an unknown successor', async () => {
    expect(await saveCatalogueModel(staff, null, camera({ line: 'toasters' }))).toMatchObject({
      ok: false,
      errors: { line: M.line },
    });
    const first = camera();
    expect((await saveCatalogueModel(staff, null, first)).ok).toBe(true);
    expect(
      await saveCatalogueModel(staff, null, camera({ code: first.code.toLowerCase() })),
    ).toEqual({
      ok: false,
      errors: { code: M.codeTaken(first.code) },
    });
    expect(
      await saveCatalogueModel(
        staff,
        null,
        camera({ status: 'discontinued', successor: 'NO-SUCH-1' }),
      ),
    ).toEqual({ ok: false, errors: { successor: M.successorUnknown('NO-SUCH-1') } });
  });

  it('keeps a model of its line on edit, whatever line the form names', async () => {
    const fields = camera();
    const saved = await saveCatalogueModel(staff, null, fields);
    if (!saved.ok) throw new Error('not saved');
    const again = await saveCatalogueModel(staff, saved.id, {
      ...fields,
      line: 'bess',
      nameEn: 'Edited camera',
    });
    expect(again.ok).toBe(true);
    const stored = await db().catalogueModel.findUniqueOrThrow({ where: { id: saved.id } });
    expect([stored.line, stored.nameEn]).toEqual(['cctv', 'Edited camera']);
    expect(await saveCatalogueModel(staff, '0190c0de-0000-7000-8000-000000000000', fields)).toEqual(
      {
        ok: false,
        errors: { form: STAFF_CATALOGUE_TEXT.notices.missing },
      },
    );
    expect(await saveCatalogueModel(staff, 'not-a-uuid', fields)).toMatchObject({ ok: false });
  });

  it('renames a model: its old address redirects, and so does the one before it', async () => {
    const old = camera();
    const saved = await saveCatalogueModel(staff, null, old);
    if (!saved.ok) throw new Error('not saved');
    const older = camera({ status: 'discontinued', successor: old.code });
    expect((await saveCatalogueModel(staff, null, older)).ok).toBe(true);

    const renamed = `${old.code}-X`;
    expect((await saveCatalogueModel(staff, saved.id, { ...old, code: renamed })).ok).toBe(true);
    const renamedAgain = `${old.code}-Y`;
    expect((await saveCatalogueModel(staff, saved.id, { ...old, code: renamedAgain })).ok).toBe(
      true,
    );

    const redirects = await readRedirects();
    expect(redirects[old.code.toLowerCase()]).toBe(renamedAgain);
    expect(redirects[renamed.toLowerCase()]).toBe(renamedAgain);
    const predecessor = await db().catalogueModel.findUniqueOrThrow({
      where: { code: older.code },
    });
    expect(predecessor.successorCode).toBe(renamedAgain);
    expect(await audits()).toEqual(
      expect.arrayContaining([A.renamed(old.code, renamed), A.renamed(renamed, renamedAgain)]),
    );

    // A new model taking the old code takes its address back.
    expect((await saveCatalogueModel(staff, null, camera({ code: old.code }))).ok).toBe(true);
    expect((await readRedirects())[old.code.toLowerCase()]).toBeUndefined();
  });

  it('discontinues a model with its successor, audited', async () => {
    const next = camera();
    expect((await saveCatalogueModel(staff, null, next)).ok).toBe(true);
    const fields = camera();
    const saved = await saveCatalogueModel(staff, null, fields);
    if (!saved.ok) throw new Error('not saved');
    const done = await saveCatalogueModel(staff, saved.id, {
      ...fields,
      status: 'discontinued',
      successor: next.code.toLowerCase(),
    });
    expect(done.ok).toBe(true);
    const model = (await readCatalogue()).find((m) => m.code === fields.code);
    expect(model).toMatchObject({ discontinued: true, successorCode: next.code });
    expect(await audits()).toContain(A.discontinued(fields.code));
    expect(
      await saveCatalogueModel(staff, saved.id, {
        ...fields,
        status: 'discontinued',
        successor: fields.code,
      }),
    ).toEqual({ ok: false, errors: { successor: M.successorSelf } });
  });

  it('adds one model when 30 members save the same new code at once', async () => {
    const fields = camera();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => saveCatalogueModel(staff, null, fields)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const refused of results.filter((r) => !r.ok))
      expect(refused).toEqual({ ok: false, errors: { code: M.codeTaken(fields.code) } });
    expect(await db().catalogueModel.count({ where: { code: fields.code } })).toBe(1);
  });

  it('dates launches by India’s calendar', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(indiaToday(Date.parse('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
  });
});

describe('a model’s photo and manual', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const PDF = new TextEncoder().encode('%PDF-1.7 a manual');
  const photo = (bytes: Uint8Array<ArrayBuffer> = PNG) =>
    new File([bytes], 'photo.png', { type: 'image/png' });
  const manual = (bytes: Uint8Array<ArrayBuffer> = PDF) =>
    new File([bytes], 'manual.pdf', { type: 'application/pdf' });
  /** The storage key behind a public address (/files/<key>). */
  const keyOf = (address: string | null | undefined) =>
    address ? decodeURIComponent(address.replace(/^\/files\//, '')) : '';
  const publicModel = async (code: string) => (await readCatalogue()).find((m) => m.code === code);

  it('stores both with the model; its page shows them at once, and the uploads are audited', async () => {
    const fields = camera();
    expired.length = 0;
    const saved = await saveCatalogueModel(staff, null, fields, {
      image: photo(),
      manual: manual(),
    });
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const model = await publicModel(fields.code);
    expect(model?.image).toMatch(/^\/files\/catalogue\/images\/[0-9a-f-]{36}\.png$/);
    expect(model?.manual).toMatch(/^\/files\/catalogue\/manuals\/[0-9a-f-]{36}\.pdf$/);
    const stored = await storage().get(keyOf(model?.manual));
    expect(stored?.size).toBe(PDF.length);
    expect(expired).toContain('catalogue');
    expect(await audits()).toEqual(
      expect.arrayContaining([
        A.fileChanged(fields.code, 'photo', 'uploaded'),
        A.fileChanged(fields.code, 'manual', 'uploaded'),
      ]),
    );
    const form = await findCatalogueModel(staff, saved.id);
    expect(form?.files).toEqual({ image: model?.image, manual: model?.manual });
  });

  it('refuses a photo that is not an image and a manual that is not a PDF, by their bytes, and saves nothing', async () => {
    const fields = camera();
    const saved = await saveCatalogueModel(staff, null, fields);
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const put = jest.spyOn(storage(), 'put');
    try {
      const refused = await saveCatalogueModel(
        staff,
        saved.id,
        { ...fields, nameEn: 'Renamed while refused' },
        {
          // A PDF named as a photo, and a photo named as a PDF.
          image: new File([PDF], 'photo.png', { type: 'image/png' }),
          manual: new File([PNG], 'manual.pdf', { type: 'application/pdf' }),
        },
      );
      expect(refused).toEqual({
        ok: false,
        errors: {
          image: STAFF_UPLOAD_MESSAGES.notPhoto,
          manual: STAFF_UPLOAD_MESSAGES.notPdf,
        },
      });
      const tooBig = await saveCatalogueModel(staff, saved.id, fields, {
        image: photo(new Uint8Array(5 * 1024 * 1024 + 1).fill(0x89)),
      });
      expect(tooBig).toEqual({ ok: false, errors: { image: STAFF_UPLOAD_MESSAGES.photoTooLarge } });
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
    expect(await publicModel(fields.code)).toMatchObject({
      name: { en: fields.nameEn },
      image: null,
      manual: null,
    });
  });

  it('a new photo replaces the old one, whose file goes; a removed manual leaves the page and the store', async () => {
    const fields = camera();
    const saved = await saveCatalogueModel(staff, null, fields, {
      image: photo(),
      manual: manual(),
    });
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const first = await publicModel(fields.code);
    const again = await saveCatalogueModel(staff, saved.id, fields, {
      image: photo(),
      remove: ['manual'],
    });
    expect(again.ok).toBe(true);
    const second = await publicModel(fields.code);
    expect(second?.image).toMatch(/^\/files\/catalogue\/images\//);
    expect(second?.image).not.toBe(first?.image);
    expect(second?.manual).toBeNull();
    expect(await storage().exists(keyOf(first?.image))).toBe(false);
    expect(await storage().exists(keyOf(first?.manual))).toBe(false);
    expect(await storage().exists(keyOf(second?.image))).toBe(true);
    expect(await audits()).toEqual(
      expect.arrayContaining([
        A.fileChanged(fields.code, 'photo', 'uploaded'),
        A.fileChanged(fields.code, 'manual', 'removed'),
      ]),
    );
    // A save without files keeps them.
    await saveCatalogueModel(staff, saved.id, { ...fields, nameEn: 'Kept photo' });
    expect((await publicModel(fields.code))?.image).toBe(second?.image);
  });

  it('a save refused by the database (a code taken meanwhile) leaves no file behind', async () => {
    const taken = camera();
    expect((await saveCatalogueModel(staff, null, taken)).ok).toBe(true);
    const put = jest.spyOn(storage(), 'put');
    try {
      const refused = await saveCatalogueModel(staff, null, camera({ code: taken.code }), {
        image: photo(),
      });
      expect(refused).toEqual({ ok: false, errors: { code: M.codeTaken(taken.code) } });
      const [key] = put.mock.calls[0]!;
      expect(await storage().exists(key)).toBe(false);
    } finally {
      put.mockRestore();
    }
  });

  it('a save whose cache expiry fails after it was stored keeps the photo its row shows', async () => {
    const fields = camera();
    const saved = await saveCatalogueModel(staff, null, fields);
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    mockExpiryFails = true;
    await expect(saveCatalogueModel(staff, saved.id, fields, { image: photo() })).rejects.toThrow(
      'the cache cannot be reached',
    );
    const shown = await publicModel(fields.code);
    expect(shown?.image).toMatch(/^\/files\/catalogue\/images\//);
    expect(await storage().exists(keyOf(shown?.image))).toBe(true);
  });

  it('30 saves replacing one model’s photo at once leave one photo stored, the one its page shows', async () => {
    const fields = camera();
    const saved = await saveCatalogueModel(staff, null, fields, { image: photo() });
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const put = jest.spyOn(storage(), 'put');
    const keys: string[] = [keyOf((await publicModel(fields.code))?.image)];
    try {
      const results = await Promise.all(
        Array.from({ length: 30 }, () =>
          saveCatalogueModel(staff, saved.id, fields, { image: photo() }),
        ),
      );
      expect(results.every((r) => r.ok)).toBe(true);
      keys.push(...put.mock.calls.map(([key]) => key));
    } finally {
      put.mockRestore();
    }
    const shown = keyOf((await publicModel(fields.code))?.image);
    const kept = [];
    for (const key of keys) if (await storage().exists(key)) kept.push(key);
    expect(kept).toEqual([shown]);
    expect(fileUrl(shown)).toBe((await publicModel(fields.code))?.image);
  });
});
