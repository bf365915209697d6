import { randomUUID } from 'node:crypto';
import { LOCATOR_MESSAGES as L } from '@/content/locator';
import { db } from '@/lib/platform/db/client';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { LOCATOR_LIMITS } from '@/lib/locator/limits';
import { forgetActiveOutlets } from '@/lib/locator/search';
import { createTestOutlet } from '@/lib/locator/testing';
import { GET } from './route';
import { startInOneWindow } from '@/lib/platform/rate-limit/testing';

afterAll(() => db().$disconnect());

const tag = randomUUID().slice(0, 8);
const ours = (dealers: { name: string }[]) => dealers.filter((d) => d.name.endsWith(tag));

const get = (query: string, ip = randomClientAddress()) =>
  GET(
    new Request(`http://localhost/api/outlets/dealers?${query}`, {
      headers: { 'x-forwarded-for': ip },
    }),
  );

let kavaratti: string;
let agatti: string;
beforeAll(async () => {
  const at = { state: 'Lakshadweep', pincode: '682555' };
  kavaratti = (
    await createTestOutlet({
      ...at,
      name: `Kavaratti Lights ${tag}`,
      city: 'Kavaratti',
      productLines: ['led-lights'],
    })
  ).id;
  agatti = (
    await createTestOutlet({
      ...at,
      name: `Agatti Power ${tag}`,
      city: 'Agatti',
      type: 'distributor',
      productLines: ['inverter-ups', 'lithium-battery'],
    })
  ).id;
  // Not offered: inactive, a service centre, another state.
  await createTestOutlet({ ...at, name: `Closed ${tag}`, city: 'Agatti', active: false });
  await createTestOutlet({ ...at, name: `Repairs ${tag}`, city: 'Agatti', type: 'service_centre' });
  await createTestOutlet({
    name: `Panaji ${tag}`,
    city: 'Panaji',
    state: 'Goa',
    pincode: '403001',
  });
  forgetActiveOutlets();
});

describe('GET /api/outlets/dealers', () => {
  it("answers a state's active dealers and distributors by city, whatever the state's case", async () => {
    const response = await get('state=lakshadweep');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    const body = await response.json();
    expect(body.state).toBe('Lakshadweep');
    expect(ours(body.dealers)).toEqual([
      {
        id: agatti,
        name: `Agatti Power ${tag}`,
        city: 'Agatti',
        productLines: ['inverter-ups', 'lithium-battery'],
      },
      {
        id: kavaratti,
        name: `Kavaratti Lights ${tag}`,
        city: 'Kavaratti',
        productLines: ['led-lights'],
      },
    ]);
  });

  it.each([[''], ['state='], ['state=Atlantis'], [`state=${'x'.repeat(5000)}`]])(
    'answers 422 with the state field’s message for %p',
    async (query) => {
      const response = await get(query);
      expect(response.status).toBe(422);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ message: L.invalid, errors: { state: L.state } });
    },
  );

  it("shares the locator search's rate limit per client", async () => {
    const ip = randomClientAddress();
    const max = LOCATOR_LIMITS[0]!.max;
    await startInOneWindow();
    for (let i = 0; i < max; i++) await get('state=Goa', ip);
    const response = await get('state=Goa', ip);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBeTruthy();
  });
});
