import { randomInt, randomUUID } from 'node:crypto';
import * as hiCheck from '@/content/hi/mobile-check';
import { MOBILE_CHECK_MESSAGES as M } from '@/content/mobile-check';
import { POST as confirmPost } from '@/app/api/mobile-check/confirm/route';
import { POST as sendPost } from '@/app/api/mobile-check/route';
import { POST as servicePost } from '@/app/api/service-requests/route';
import { POST as warrantyPost } from '@/app/api/warranty/register/route';
import { mobileCheckClock } from '@/lib/mobile-check/codes';
import { freshMobile, withSmsStandInAndStorage } from '@/lib/mobile-check/testing.jest';
import { db } from '@/lib/platform/db/client';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { validService } from '@/lib/service/testing';

const json =
  (handler: (request: Request) => Promise<Response>, url: string) =>
  (body: unknown, headers: Record<string, string> = {}) =>
    handler(
      new Request(url, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': randomClientAddress(),
          ...headers,
        },
      }),
    );
const send = json(sendPost, 'http://localhost/api/mobile-check');
const confirm = json(confirmPost, 'http://localhost/api/mobile-check/confirm');

const raise = (fields: Record<string, unknown>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, String(value));
  return servicePost(
    new Request('http://localhost/api/service-requests', {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': randomClientAddress() },
    }),
  );
};

const standIn = withSmsStandInAndStorage('mobile-check-route');

/** Sends and confirms a code as the form does; the proof. */
async function proofFor(
  mobile: string,
  purpose: 'service-request' | 'warranty' = 'service-request',
) {
  expect((await send({ mobile, purpose })).status).toBe(201);
  const answer = await confirm({ mobile, purpose, code: standIn().codeFor(mobile) });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { proof: string }).proof;
}

describe('POST /api/mobile-check and /api/mobile-check/confirm', () => {
  it('sends a code (201, the masked number) and confirms it (201, a proof)', async () => {
    const mobile = freshMobile();
    const sent = await send({ mobile, purpose: 'warranty' });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({
      message: M.sentAnswer,
      masked: `${mobile.slice(0, 2)}xxxxxx${mobile.slice(-2)}`,
      resendSeconds: 60,
    });
    const confirmed = await confirm({
      mobile,
      purpose: 'warranty',
      code: standIn().codeFor(mobile),
    });
    expect(confirmed.status).toBe(201);
    expect(await confirmed.json()).toEqual({
      message: M.confirmedAnswer,
      proof: expect.any(String),
    });
  });

  it.each([
    [
      'a number that is not an Indian mobile',
      { mobile: '5123456789', purpose: 'warranty' },
      'mobile',
      M.mobile,
    ],
    ['a +91 number', { mobile: '+919812345678', purpose: 'warranty' }, 'mobile', M.mobile],
    ['another purpose', { mobile: '9812345678', purpose: 'newsletter' }, 'purpose', M.purpose],
  ])('refuses %s with 422, sending nothing', async (_, body, field, message) => {
    const before = standIn().messages.length;
    const response = await send(body);
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ [field]: message });
    expect(standIn().messages).toHaveLength(before);
  });

  it('refuses a code that is not six digits with 422, and a wrong one with its message', async () => {
    const mobile = freshMobile();
    await send({ mobile, purpose: 'warranty' });
    const short = await confirm({ mobile, purpose: 'warranty', code: '12345' });
    expect([short.status, (await short.json()).errors]).toEqual([422, { code: M.codeFormat }]);
    const wrong = standIn().codeFor(mobile) === '999999' ? '999998' : '999999';
    const refused = await confirm({ mobile, purpose: 'warranty', code: wrong });
    expect([refused.status, (await refused.json()).errors]).toEqual([422, { code: M.wrong }]);
  });

  it('answers in Hindi to a Hindi page, the cool-down with its figure', async () => {
    const mobile = freshMobile();
    await send({ mobile, purpose: 'warranty' });
    const again = await send({ mobile, purpose: 'warranty' }, { 'content-language': 'hi' });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
    expect((await again.json()).message).toBe(hiCheck.MOBILE_CHECK_MESSAGES.tooMany(60));
    const expired = await confirm(
      { mobile: freshMobile(), purpose: 'warranty', code: '123456' },
      { 'content-language': 'hi' },
    );
    expect([expired.status, (await expired.json()).message]).toEqual([
      410,
      hiCheck.MOBILE_CHECK_MESSAGES.expired,
    ]);
  });
});

describe('POST /api/service-requests while the site sends SMS', () => {
  const fieldsFor = (mobile: string) =>
    validService({ mobile, description: `No backup (${randomUUID()})` });
  const stored = (description: unknown) =>
    db().serviceRequest.findMany({ where: { description: String(description) } });

  it('refuses a request whose number was not confirmed (422 on the mobile field), storing nothing', async () => {
    const fields = fieldsFor(freshMobile());
    const response = await raise(fields);
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ mobile: M.required });
    expect(await stored(fields.description)).toHaveLength(0);
  });

  it('stores a request with its confirmed number, once: the same proof again, or for another number, is refused', async () => {
    const mobile = freshMobile();
    const proof = await proofFor(mobile);
    const other = fieldsFor(freshMobile());
    const wrongNumber = await raise({ ...other, mobileProof: proof });
    expect([wrongNumber.status, (await wrongNumber.json()).errors]).toEqual([
      422,
      { mobile: M.stale },
    ]);
    expect(await stored(other.description)).toHaveLength(0);

    const fields = fieldsFor(mobile);
    expect((await raise({ ...fields, mobileProof: proof })).status).toBe(201);
    const [row] = await stored(fields.description);
    expect(row!.mobileConfirmedAt).toBeInstanceOf(Date);

    const again = fieldsFor(mobile);
    const reused = await raise({ ...again, mobileProof: proof });
    expect([reused.status, (await reused.json()).errors]).toEqual([422, { mobile: M.stale }]);
    expect(await stored(again.description)).toHaveLength(0);
  });
});

describe('POST /api/warranty/register while the site sends SMS', () => {
  const register = (over: Record<string, string>) => {
    const values: Record<string, string | Blob> = {
      productLine: 'inverter-ups',
      modelCode: 'IU-1100',
      serial: `IU2604-${String(randomInt(1_000_000)).padStart(6, '0')}`,
      purchasedOn: '2024-01-31',
      dealerName: 'Gill Electricals, Bathinda',
      invoice: new File([new TextEncoder().encode('%PDF-1.4\n% invoice\n')], 'invoice.pdf', {
        type: 'application/pdf',
      }),
      name: 'Meera Singh',
      email: 'meera@example.com',
      pincode: '160022',
      ...over,
    };
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.set(name, value);
    return warrantyPost(
      new Request('http://localhost/api/warranty/register', {
        method: 'POST',
        body,
        headers: { 'x-forwarded-for': randomClientAddress(), 'content-language': 'hi' },
      }),
    );
  };

  it("refuses a registration without a confirmed number in the page's language, then stores it with its proof (a service request's proof does not do)", async () => {
    const mobile = freshMobile();
    const without = await register({ mobile });
    expect([without.status, (await without.json()).errors]).toEqual([
      422,
      { mobile: hiCheck.MOBILE_CHECK_MESSAGES.required },
    ]);
    const forService = await register({ mobile, mobileProof: await proofFor(mobile) });
    expect([forService.status, (await forService.json()).errors]).toEqual([
      422,
      { mobile: hiCheck.MOBILE_CHECK_MESSAGES.stale },
    ]);
    mobileCheckClock.advance(61_000);
    const proof = await proofFor(mobile, 'warranty');
    const serial = `IU2604-${String(randomInt(1_000_000)).padStart(6, '0')}`;
    expect((await register({ mobile, serial, mobileProof: proof })).status).toBe(201);
    const row = await db().warrantyRegistration.findUnique({ where: { serial } });
    expect(row!.mobileConfirmedAt).toBeInstanceOf(Date);
    expect(await db().warrantyRegistration.count({ where: { mobile } })).toBe(1);
  });
});
