import { randomUUID } from 'node:crypto';
import { LOCATOR_MESSAGES as L } from '@/content/locator';
import * as hi from '@/content/hi/locator';
import { db } from '@/lib/platform/db/client';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { LOCATOR_LIMITS } from '@/lib/locator/limits';
import { createTestOutlet } from '@/lib/locator/testing';
import { GET } from './route';
import { startInOneWindow } from '@/lib/platform/rate-limit/testing';

afterAll(() => db().$disconnect());

const city = `Apinagar ${randomUUID().slice(0, 8)}`;

const get = (query: string, ip = randomClientAddress(), headers: Record<string, string> = {}) =>
  GET(
    new Request(`http://localhost/api/outlets?${query}`, {
      headers: { 'x-forwarded-for': ip, ...headers },
    }),
  );
const inHindi = (query: string) => get(query, randomClientAddress(), { 'content-language': 'hi' });

beforeAll(async () => {
  const line = { productLines: ['led-lights'], state: 'Delhi' };
  await createTestOutlet({ name: 'Far', pincode: '400001', city, ...line });
  await createTestOutlet({ name: 'Near', pincode: '110006', city, ...line });
});

describe('GET /api/outlets', () => {
  it('answers active outlets nearest first with distance and links, cacheable briefly', async () => {
    const response = await get(`pincode=110001&city=${encodeURIComponent(city)}&line=led-lights`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    const body = await response.json();
    expect(body.total).toBe(2);
    expect(body.nearestFrom).toBe('110001');
    expect(body.outlets.map((o: { name: string }) => o.name)).toEqual(['Near', 'Far']);
    expect(body.outlets[0]).toMatchObject({
      typeLabel: 'Dealer',
      productLines: [{ key: 'led-lights', name: 'LED Lights' }],
      links: { tel: ['tel:+919876500001'], whatsapp: 'https://wa.me/919876500001' },
    });
    expect(body.outlets[0].distanceKm).toBeLessThan(10);
    expect(body.outlets[0].state).toBe('Delhi');
  });

  it('asked in Hindi: the same answer with Hindi type and product line names, the state as stored', async () => {
    const query = `pincode=110001&city=${encodeURIComponent(city)}&line=led-lights`;
    const english = await (await get(query)).json();
    const response = await inHindi(query);
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toContain('Content-Language');
    const body = await response.json();
    expect(body.outlets[0]).toMatchObject({
      typeLabel: hi.OUTLET_TYPE_LABELS.dealer,
      productLines: [{ key: 'led-lights', name: hi.productLineLabel('led-lights') }],
      state: 'Delhi',
    });
    // Nothing else differs from the English answer.
    const plain = (answer: typeof body) => ({
      ...answer,
      outlets: answer.outlets.map((o: Record<string, unknown>) => ({
        ...o,
        typeLabel: '',
        productLines: [],
      })),
    });
    expect(plain(body)).toEqual(plain(english));
  });

  it.each([
    ['pincode=12ab', { pincode: hi.LOCATOR_MESSAGES.pincode }],
    ['pincode=999999', { pincode: hi.LOCATOR_MESSAGES.unknownPincode('999999') }],
    ['state=Atlantis', { state: hi.LOCATOR_MESSAGES.state }],
  ])('asked in Hindi: answers 422 with Hindi field messages for %p', async (query, errors) => {
    const response = await inHindi(query);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: hi.LOCATOR_MESSAGES.invalid, errors });
  });

  it.each([
    ['', { pincode: L.nothingToSearch }],
    ['pincode=12ab', { pincode: L.pincode }],
    ['pincode=999999', { pincode: L.unknownPincode('999999') }],
    ['state=Atlantis', { state: L.state }],
    ['city=Pune&type=shop&line=toasters', { type: L.type, line: L.line }],
  ])('answers 422 with field messages for %p', async (query, errors) => {
    const response = await get(query);
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: L.invalid, errors });
  });

  it('is rate-limited per client', async () => {
    const ip = randomClientAddress();
    const max = LOCATOR_LIMITS[0]!.max;
    await startInOneWindow();
    for (let i = 0; i < max; i++) await get('pincode=12', ip);
    const response = await get('pincode=12', ip);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBeTruthy();
  });
});
