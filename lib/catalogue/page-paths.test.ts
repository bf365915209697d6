import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { isCataloguePage, RELOAD_AFTER_MISS_MS } from './page-paths';

afterAll(() => db().$disconnect());

describe('isCataloguePage (the page-view beacon counts these)', () => {
  it.each(['/products/led-lights', '/products/inverter-ups/iu-1100', '/products/cctv'])(
    'knows %j',
    async (path) => {
      expect(await isCataloguePage(path)).toBe(true);
    },
  );

  it.each([
    '/products/led-lights/iu-1100',
    '/products/inverter-ups/iu-9999',
    '/products/solar',
    '/products/inverter-ups/IU-1100',
    '/products/inverter-ups/iu-1100/datasheet.pdf',
    '/products/inverter-ups/',
    `/products/inverter-ups/${'x'.repeat(41)}`,
  ])('refuses %j, which is no page', async (path) => {
    expect(await isCataloguePage(path)).toBe(false);
  });

  it('knows a model added since it last read the models, once a short while has passed', async () => {
    // Ten minutes on: past the five-minute reading, so the models are read now, at `now`.
    const now = Date.now() + 10 * 60_000;
    expect(await isCataloguePage('/products/inverter-ups/iu-1100', now)).toBe(true);
    const code = `PP-${randomUUID().slice(0, 8).toUpperCase()}`;
    const slug = code.toLowerCase();
    await db().catalogueModel.create({
      data: {
        code,
        slug,
        line: 'sheet-metal',
        series: 'rack',
        nameEn: 'Test rack',
        nameHi: 'परीक्षण रैक',
        summaryEn: 'A test rack.',
        summaryHi: 'एक परीक्षण रैक।',
        specs: { grade: 'ss-304', thicknessMm: 1.5, finish: 'brushed' },
        certifications: [],
        warrantyMonths: 12,
        launchedOn: new Date('2025-01-01T00:00:00Z'),
      },
    });
    try {
      // Read again at most once a while: a made-up address cannot make a query each.
      const path = `/products/sheet-metal/${slug}`;
      const reads = jest.spyOn(db().catalogueModel, 'findMany');
      expect(await isCataloguePage(`/products/sheet-metal/made-up-1`, now + 1)).toBe(false);
      expect(await isCataloguePage(path, now + 2)).toBe(false);
      expect(reads).not.toHaveBeenCalled();
      expect(await isCataloguePage(path, now + RELOAD_AFTER_MISS_MS + 1)).toBe(true);
      expect(reads).toHaveBeenCalledTimes(1);
      reads.mockRestore();
    } finally {
      await db().catalogueModel.delete({ where: { code } });
    }
  });
});
