import { db } from '@/lib/platform/db/client';
import { seedCatalogue } from './seed';
import { sampleCatalogue } from './sample';
import { readCatalogue, readRedirects, toModel } from './store';

afterAll(() => db().$disconnect());

describe('the catalogue in the database', () => {
  it('is seeded once with the whole sample range; seeding again keeps a change staff made', async () => {
    await seedCatalogue(db());
    await db().catalogueModel.update({
      where: { code: 'IU-1100' },
      data: { nameEn: 'Renamed by staff' },
    });
    await seedCatalogue(db());
    const models = await readCatalogue();
    const codes = new Set(models.map((m) => m.code));
    for (const sample of sampleCatalogue()) expect(codes.has(sample.code)).toBe(true);
    expect(models.find((m) => m.code === 'IU-1100')?.name.en).toBe('Renamed by staff');
    await db().catalogueModel.update({
      where: { code: 'IU-1100' },
      data: { nameEn: 'Lithium inverter 1100 VA' },
    });
  });

  it('reads a model back with its specifications, price and dates as the pages show them', async () => {
    await seedCatalogue(db());
    const row = await db().catalogueModel.findUniqueOrThrow({ where: { code: 'IU-1100' } });
    expect(toModel(row)).toMatchObject({
      code: 'IU-1100',
      slug: 'iu-1100',
      line: 'inverter-ups',
      specs: { ratingVa: 1100, waveform: 'pure-sine' },
      launchedOn: '2021-04-01',
    });
  });

  it('leaves out a stored row whose specifications do not fit its line', async () => {
    const row = await db().catalogueModel.findUniqueOrThrow({ where: { code: 'IU-1100' } });
    expect(toModel({ ...row, specs: { ratingVa: 'big' } })).toBeNull();
    expect(toModel({ ...row, line: 'toasters' })).toBeNull();
  });

  it('keeps the old addresses of renamed models', async () => {
    await db().catalogueRedirect.upsert({
      where: { fromSlug: 'iu-1100-old' },
      create: { fromSlug: 'iu-1100-old', toCode: 'IU-1100' },
      update: {},
    });
    expect((await readRedirects())['iu-1100-old']).toBe('IU-1100');
  });
});
