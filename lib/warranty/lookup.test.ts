import { randomInt } from 'node:crypto';
import { WARRANTY_CHECK } from '@/content/warranty';
import { WARRANTY_CHECK as HINDI_CHECK } from '@/content/hi/warranty';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { checkWarranty, lookUpWarranty } from './lookup';
import { startInOneWindow } from '@/lib/platform/rate-limit/testing';

afterAll(() => db().$disconnect());

const serial = () => `LB2404-${String(randomInt(1_000_000)).padStart(6, '0')}`;

async function registration(over: { serial: string; warrantyEndsOn?: string }) {
  return db().warrantyRegistration.create({
    data: {
      number: `WR/2090-91/${String(randomInt(1_000_000)).padStart(6, '0')}`,
      financialYear: '2090-91',
      sequence: randomInt(1_000_000_000),
      productLine: 'lithium-battery',
      modelCode: 'LB-12-100',
      serial: over.serial,
      purchasedOn: new Date('2021-05-10T00:00:00Z'),
      warrantyEndsOn: new Date(`${over.warrantyEndsOn ?? '2099-05-10'}T00:00:00Z`),
      invoiceKey: 'private/warranty-invoices/test.pdf',
      name: 'Secret Name',
      mobile: '9123456780',
      email: 'secret@example.com',
      pincode: '160022',
    },
  });
}

describe('check my warranty', () => {
  it('shows model, dates, status and number for the right pair, and nothing about the person', async () => {
    const s = serial();
    const stored = await registration({ serial: s });
    const state = await lookUpWarranty(
      { serial: s.toLowerCase(), mobile: '+91 91234 56780' },
      randomClientAddress(),
    );
    expect(state).toEqual({
      kind: 'found',
      // As typed: the "stop messages" form posts them again.
      serial: s.toLowerCase(),
      mobile: '+91 91234 56780',
      warranty: {
        number: stored.number,
        model: 'Lithium battery 12.8 V 100 Ah',
        purchasedOn: '2021-05-10',
        warrantyEndsOn: '2099-05-10',
        status: 'active',
        verification: 'pending',
        rejectionReason: null,
        textUpdates: false,
      },
    });
    expect(JSON.stringify(state)).not.toMatch(/Secret|secret@|160022/);
  });

  it('says expired after the last day', async () => {
    const s = serial();
    await registration({ serial: s, warrantyEndsOn: '2022-05-10' });
    expect((await checkWarranty(s, '9123456780'))?.status).toBe('expired');
  });

  it('gives one neutral answer for a wrong mobile, an unknown serial and a malformed pair', async () => {
    const s = serial();
    await registration({ serial: s });
    const answers = await Promise.all(
      [
        { serial: s, mobile: '9876543210' },
        { serial: serial(), mobile: '9123456780' },
        { serial: '', mobile: 'abc' },
        { serial: s, mobile: undefined },
      ].map((pair) => lookUpWarranty(pair, randomClientAddress())),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({ kind: 'refused', message: WARRANTY_CHECK.notFound });
    }
  });

  it('is rate-limited per client', async () => {
    const limit = env.RATE_LIMIT_PER_MINUTE;
    Object.assign(env, { RATE_LIMIT_PER_MINUTE: 5 });
    const ip = randomClientAddress();
    const answers = [];
    try {
      await startInOneWindow();
      for (let i = 0; i < 6; i++)
        answers.push(await lookUpWarranty({ serial: serial(), mobile: '9123456780' }, ip));
    } finally {
      Object.assign(env, { RATE_LIMIT_PER_MINUTE: limit });
    }
    expect(answers.at(-1)).toMatchObject({ kind: 'refused', message: WARRANTY_CHECK.tooMany });
  });

  it('answers a check from the Hindi page in Hindi: the model by its Hindi name, the refusals', async () => {
    const s = serial();
    const stored = await registration({ serial: s });
    const found = await lookUpWarranty(
      { serial: s, mobile: '9123456780' },
      randomClientAddress(),
      'hi',
    );
    expect(found).toEqual({
      kind: 'found',
      serial: s,
      mobile: '9123456780',
      warranty: {
        number: stored.number,
        model: 'लिथियम बैटरी 12.8 V 100 Ah',
        purchasedOn: '2021-05-10',
        warrantyEndsOn: '2099-05-10',
        status: 'active',
        verification: 'pending',
        rejectionReason: null,
        textUpdates: false,
      },
    });
    const refused = await lookUpWarranty(
      { serial: s, mobile: '9876543210' },
      randomClientAddress(),
      'hi',
    );
    expect(refused).toEqual({
      kind: 'refused',
      message: HINDI_CHECK.notFound,
      serial: s,
      mobile: '9876543210',
    });
  });
});
