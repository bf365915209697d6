import { randomUUID } from 'node:crypto';
import { LOCATOR_MESSAGES } from '@/content/locator';
import { db } from '@/lib/platform/db/client';
import { forgetActiveOutlets, locateOutlets, searchOutlets } from './search';
import { createTestOutlet } from './testing';

afterAll(() => db().$disconnect());

// A city of this file's own, so outlets other test files add in parallel never count.
const city = `Testnagar ${randomUUID().slice(0, 8)}`;

const add = (name: string, pincode: string, over: Record<string, unknown> = {}) =>
  createTestOutlet({ name, pincode, city, phones: ['9876500001', '1722200002'], ...over });

beforeAll(async () => {
  await add('Mumbai outlet', '400001');
  await add('Chandigarh outlet', '160017');
  await add('Delhi outlet', '110006', { type: 'service_centre', productLines: ['cctv'] });
  await add('Unmapped outlet', '999999', { lat: null, lng: null });
  await add('Hidden outlet', '110001', { active: false });
  forgetActiveOutlets();
});

describe('searchOutlets', () => {
  it('lists active outlets nearest first from a pincode, with distances, skipping unmapped ones', async () => {
    const result = await searchOutlets({ pincode: '110001', city });
    if (!result.ok) throw new Error('pincode unknown');
    expect(result.outlets.map((o) => o.name)).toEqual([
      'Delhi outlet',
      'Chandigarh outlet',
      'Mumbai outlet',
    ]);
    const [delhi, chandigarh, mumbai] = result.outlets.map((o) => o.distanceKm!);
    expect(delhi).toBeLessThan(10);
    expect(chandigarh).toBeGreaterThan(200);
    expect(mumbai).toBeGreaterThan(1100);
  });

  it('finds by city with every active outlet, mapped or not, and filters by type and line', async () => {
    const all = await searchOutlets({ city: city.toUpperCase() });
    if (!all.ok) throw new Error('unexpected');
    expect(all.outlets.map((o) => o.name).sort()).toEqual([
      'Chandigarh outlet',
      'Delhi outlet',
      'Mumbai outlet',
      'Unmapped outlet',
    ]);
    expect(all.outlets.every((o) => o.distanceKm === null)).toBe(true);
    const centres = await searchOutlets({ city, type: 'service_centre', line: 'cctv' });
    expect(centres.ok && centres.outlets.map((o) => o.name)).toEqual(['Delhi outlet']);
    const none = await searchOutlets({ city, line: 'bess' });
    expect(none.ok && none.total).toBe(0);
  });

  it('gives call, WhatsApp (first mobile) and directions links', async () => {
    const result = await searchOutlets({ pincode: '160017', city });
    const first = result.ok ? result.outlets[0]! : null;
    expect(first?.links.tel).toEqual(['tel:+919876500001', 'tel:+911722200002']);
    expect(first?.links.whatsapp).toBe('https://wa.me/919876500001');
    const directions = new URL(first!.links.directions);
    expect(directions.origin + directions.pathname).toBe('https://www.google.com/maps/dir/');
    expect(directions.searchParams.get('destination')).toContain('160017');
    expect(directions.searchParams.get('origin')).toBe('160017, India');
  });

  it('says a pincode the data set lacks is unknown', async () => {
    expect(await searchOutlets({ pincode: '999999' })).toMatchObject({
      ok: false,
      unknownPincode: '999999',
    });
    const { answer } = await locateOutlets({ pincode: '999999' });
    expect(answer).toEqual({
      kind: 'invalid',
      errors: { pincode: LOCATOR_MESSAGES.unknownPincode('999999') },
    });
  });

  it('shows just the form when nothing was asked', async () => {
    expect((await locateOutlets({})).answer).toEqual({ kind: 'form' });
  });
});
