import { RATE_LIMIT_MESSAGE } from '@/content/api';
import { DATASHEET_TEXT } from '@/content/catalogue';
import { DATASHEET_LIMITS } from '@/lib/catalogue/limits';
import { db } from '@/lib/platform/db/client';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { startInOneWindow } from '@/lib/platform/rate-limit/testing';
import { GET } from './route';

// The catalogue's read is Next's data cache; outside a Next request it reads the database.
jest.mock('next/cache', () => ({
  updateTag: () => undefined,
  revalidateTag: () => undefined,
  unstable_cache: (load: unknown) => load,
}));

// The PDF itself is read in e2e/catalogue.spec.ts (Jest cannot load react-pdf's ES modules):
// here a stand-in names the model and language it was asked for.
jest.mock('@/lib/catalogue/datasheet', () => ({
  renderDatasheet: async (model: { code: string }, language: string) =>
    jest.requireActual<typeof import('node:stream')>('node:stream').Readable.from([
      Buffer.from(`%PDF-stand-in ${model.code} ${language}`),
    ]),
}));

afterAll(() => db().$disconnect());

const get = (line: string, model: string, ip = randomClientAddress(), query = '') =>
  GET(
    new Request(`http://localhost/products/${line}/${model}/datasheet.pdf${query}`, {
      headers: { 'x-forwarded-for': ip },
    }),
    { params: Promise.resolve({ line, model }) },
  );

const PER_MINUTE = DATASHEET_LIMITS[0]!.max;

describe('GET /products/<line>/<model>/datasheet.pdf', () => {
  it('answers a model’s datasheet as a PDF, kept five minutes', async () => {
    const response = await get('inverter-ups', 'iu-1100');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.text()).toBe('%PDF-stand-in IU-1100 en');
    const hindi = await get('inverter-ups', 'iu-1100', randomClientAddress(), '?lang=hi');
    expect(await hindi.text()).toBe('%PDF-stand-in IU-1100 hi');
  });

  it('answers an unknown model 404 and a language the site lacks 400, with their messages', async () => {
    const unknown = await get('inverter-ups', 'no-such-model');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: DATASHEET_TEXT.notFound });
    const otherLine = await get('led-lights', 'iu-1100');
    expect(otherLine.status).toBe(404);
    const language = await get('inverter-ups', 'iu-1100', randomClientAddress(), '?lang=xx');
    expect(language.status).toBe(400);
    expect(await language.json()).toMatchObject({ message: DATASHEET_TEXT.badLanguage });
  });

  it(`renders at most ${PER_MINUTE} a minute for one client, counted before anything is read, even sent all at once`, async () => {
    await startInOneWindow();
    const ip = randomClientAddress();
    // 40 at once, for a model that does not exist (nothing to render): the limit counts each.
    const answers = await Promise.all(
      Array.from({ length: PER_MINUTE + 10 }, () => get('inverter-ups', 'no-such-model', ip)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = answers.find((r) => r.status === 429)!;
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ message: RATE_LIMIT_MESSAGE(retryAfter) });
    // A real datasheet is refused too; another client is not.
    expect((await get('inverter-ups', 'iu-1100', ip)).status).toBe(429);
    expect((await get('inverter-ups', 'iu-1100')).status).toBe(200);
  });
});
