import { randomInt, randomUUID } from 'node:crypto';
import type { Language } from '@/content/languages';
import { SMS_TEMPLATES as EN_SMS } from '@/content/mobile-check';
import { SMS_TEMPLATES as HI_SMS } from '@/content/hi/mobile-check';
import { modelNames } from '@/lib/catalogue/after-sales';
import { STAND_IN_TEMPLATE_IDS } from '@/e2e/stand-ins/sms-gateway';
import { freshMobile, withSmsStandInAndStorage } from '@/lib/mobile-check/testing.jest';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { withOwnDatabase } from '@/lib/platform/db/own-database.jest';
import { env } from '@/lib/platform/env';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { stopTextUpdates } from '@/lib/features/server';
import { sendQueuedTexts } from '@/lib/text-messages/testing.jest';
import { findWarrantyRegistration } from './admin';
import { formatDay } from './dates';
import { lookUpWarranty } from './lookup';
import { warrantyRegistrationsHooks } from './privacy';
import { registerWarranty } from './register';
import { decideWarranty } from './verify';

// A database of its own: any process with a gateway configured sends every due message it
// finds, so files sharing one would send each other's through the wrong stand-in.
withOwnDatabase();
const standIn = withSmsStandInAndStorage('warranty-texts');
const PDF = new TextEncoder().encode('%PDF-1.4\n% invoice\n');

interface Asked {
  sms?: boolean;
  whatsapp?: boolean;
  /** The number was confirmed with a code (false: SMS was off, or it was not). */
  confirmed?: boolean;
}

/** A registration made as the public form makes it, with the consents asked for. */
async function register(
  language: Language,
  { sms = false, whatsapp = false, confirmed = true }: Asked,
) {
  const mobile = freshMobile();
  const input = {
    productLine: 'inverter-ups' as const,
    modelCode: 'IU-1100',
    serial: `IU2604-${String(randomInt(1_000_000)).padStart(6, '0')}`,
    purchasedOn: '2024-01-31',
    dealerOutletId: '',
    dealerName: 'Gill Electricals, Bathinda',
    invoice: new File([PDF], 'invoice.pdf', { type: 'application/pdf' }),
    name: 'Meera Singh',
    mobile,
    email: `texts-${randomUUID()}@example.com`,
    pincode: '160022',
    smsUpdates: sms,
    whatsappUpdates: whatsapp,
  };
  const { number } = await registerWarranty(
    input as Parameters<typeof registerWarranty>[0],
    { ip: null, userAgent: 'Jest' },
    { language, ...(confirmed ? { confirmMobile: async () => new Date() } : {}) },
  );
  return db().warrantyRegistration.findUniqueOrThrow({ where: { number } });
}

const textsOf = (warrantyRegistrationId: string) =>
  db().textMessage.findMany({
    where: { warrantyRegistrationId },
    orderBy: [{ createdAt: 'asc' }, { channel: 'asc' }],
  });

const untilTried = (warrantyRegistrationId: string) => sendQueuedTexts({ warrantyRegistrationId });

const fill = (template: string, values: string[]) => {
  let next = 0;
  return template.replace(/\{#var#\}/g, () => values[next++] ?? '');
};

describe('the warranty decision by SMS and WhatsApp', () => {
  it('tells a Hindi customer of a rejection with its reason, in Hindi, on both channels', async () => {
    const r = await register('hi', { sms: true, whatsapp: true });
    expect(r).toMatchObject({ smsUpdates: true, whatsappUpdates: true });
    const staff = await signedInActor(['service']);
    const reason = 'इनवॉइस पढ़ा नहीं जा रहा';
    expect(await decideWarranty(staff, r.id, 'rejected', reason)).toBe('rejected');
    const sent = await untilTried(r.id);
    expect(sent.map((t) => [t.channel, t.template, t.language, t.status])).toEqual([
      ['sms', 'warrantyRejected', 'hi', 'sent'],
      ['whatsapp', 'warrantyRejected', 'hi', 'sent'],
    ]);
    const body = fill(HI_SMS.warrantyRejected, [r.number, reason]);
    const sms = standIn().messages.filter((m) => m.to === `+91${r.mobile}`);
    expect(sms.map((m) => [m.body, m.templateId])).toEqual([
      [body, STAND_IN_TEMPLATE_IDS['warrantyRejected.hi']],
    ]);
    const whatsapp = standIn().whatsapp.filter((m) => m.to === `91${r.mobile}`);
    expect(whatsapp.map((m) => [m.template, m.language, m.parameters])).toEqual([
      ['warranty_rejected', 'hi', [r.number, reason]],
    ]);
    // Staff see both, with their state, on the registration's page.
    const detail = await findWarrantyRegistration(staff, r.id);
    expect(detail!.texts.map((t) => [t.channel, t.body, t.status])).toEqual([
      ['sms', body, 'sent'],
      ['whatsapp', body, 'sent'],
    ]);
  });

  it('tells an English customer by SMS that it is verified, with the last day of cover', async () => {
    const r = await register('en', { sms: true });
    const staff = await signedInActor(['service']);
    expect(await decideWarranty(staff, r.id, 'verified')).toBe('verified');
    const [text, ...more] = await untilTried(r.id);
    expect(more).toEqual([]);
    const endsOn = formatDay(r.warrantyEndsOn.toISOString().slice(0, 10), 'en');
    const model = (await modelNames(['IU-1100'], 'en')).get('IU-1100')!;
    expect(text!.body).toBe(fill(EN_SMS.warrantyVerified, [r.number, model, endsOn]));
    expect(text!.body).toMatch(/ is verified\. It covers you until \d+ \w+ \d{4}\.$/);
  });

  it('cuts a long reason to what a template value carries; the e-mail keeps it whole', async () => {
    const r = await register('en', { sms: true });
    const reason = 'The invoice shows another serial number and no dealer stamp at all.';
    expect(await decideWarranty(await signedInActor(['service']), r.id, 'rejected', reason)).toBe(
      'rejected',
    );
    const [text] = await textsOf(r.id);
    expect(text!.body).toContain(`: ${reason.slice(0, 29)}…. Please`);
    const mails = await db().mailOutbox.findMany({ where: { to: r.email } });
    expect(mails.some((m) => m.text.includes(reason))).toBe(true);
  });

  it('sends nothing by text without consent, or to a number not confirmed with a code', async () => {
    const staff = await signedInActor(['service']);
    for (const asked of [{}, { sms: true, whatsapp: true, confirmed: false }] as Asked[]) {
      const r = await register('en', asked);
      expect(r).toMatchObject({ smsUpdates: false, whatsappUpdates: false });
      expect(await decideWarranty(staff, r.id, 'verified')).toBe('verified');
      expect(await textsOf(r.id)).toEqual([]);
    }
  });

  it('stops both from the check page, for that registration only', async () => {
    const r = await register('en', { sms: true, whatsapp: true });
    const other = await register('en', { sms: true });
    const check = (stop?: string) =>
      lookUpWarranty({ serial: r.serial, mobile: r.mobile, stop }, randomClientAddress());
    expect(await check()).toMatchObject({ kind: 'found', warranty: { textUpdates: true } });
    // A wrong mobile number stops nothing (and is told "not found").
    const wrong = await lookUpWarranty(
      { serial: r.serial, mobile: other.mobile, stop: '1' },
      randomClientAddress(),
    );
    expect(wrong.kind).toBe('refused');
    expect(await check('1')).toMatchObject({
      kind: 'found',
      textsStopped: true,
      warranty: { textUpdates: false },
    });
    const stored = await db().warrantyRegistration.findUniqueOrThrow({ where: { id: r.id } });
    expect(stored).toMatchObject({ smsUpdates: false, whatsappUpdates: false });
    const untouched = await db().warrantyRegistration.findUniqueOrThrow({
      where: { id: other.id },
    });
    expect(untouched.smsUpdates).toBe(true);
    expect(await decideWarranty(await signedInActor(['service']), r.id, 'verified')).toBe(
      'verified',
    );
    expect(await textsOf(r.id)).toEqual([]);
  });

  it('stops WhatsApp when the customer writes STOP to the business number; SMS stays', async () => {
    const r = await register('en', { sms: true, whatsapp: true });
    expect(await stopTextUpdates(r.mobile, 'whatsapp')).toBe(1);
    expect(await decideWarranty(await signedInActor(['service']), r.id, 'verified')).toBe(
      'verified',
    );
    expect((await textsOf(r.id)).map((t) => t.channel)).toEqual(['sms']);
  });

  it('offers no WhatsApp while it is not configured', async () => {
    const saved = env.WHATSAPP_PHONE_NUMBER_ID;
    env.WHATSAPP_PHONE_NUMBER_ID = undefined;
    try {
      const r = await register('en', { sms: true, whatsapp: true });
      expect(r).toMatchObject({ smsUpdates: true, whatsappUpdates: false });
    } finally {
      env.WHATSAPP_PHONE_NUMBER_ID = saved;
    }
  });

  it('deletes the texts and stops them when the customer is erased', async () => {
    const r = await register('en', { sms: true });
    expect(await decideWarranty(await signedInActor(['service']), r.id, 'verified')).toBe(
      'verified',
    );
    expect(await textsOf(r.id)).toHaveLength(1);
    const person = { id: { kind: 'phone' as const, value: r.mobile }, spellings: [r.mobile] };
    const found = await db().$transaction((tx) => warrantyRegistrationsHooks.find(tx, person));
    expect(found).toEqual([
      expect.objectContaining({
        number: r.number,
        textMessages: [expect.objectContaining({ to: r.mobile })],
      }),
    ]);
    await db().$transaction((tx) => warrantyRegistrationsHooks.erase(tx, person));
    expect(await textsOf(r.id)).toEqual([]);
    const erased = await db().warrantyRegistration.findUniqueOrThrow({ where: { id: r.id } });
    expect(erased).toMatchObject({ smsUpdates: false, whatsappUpdates: false, mobile: 'erased' });
  });
});
