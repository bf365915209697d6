import { randomUUID } from 'node:crypto';
import { SMS_TEMPLATES as HI_SMS } from '@/content/hi/mobile-check';
import * as hi from '@/content/hi/service';
import { SMS_TEMPLATES as EN_SMS } from '@/content/mobile-check';
import * as en from '@/content/service';
import { STAND_IN_TEMPLATE_IDS as IDS } from '@/e2e/stand-ins/sms-gateway';
import { POST as reportPost } from '@/app/api/text-messages/status/[id]/route';
import { sampleLookup } from '@/lib/catalogue/testing';
import { freshMobile, withSmsStandInAndStorage } from '@/lib/mobile-check/testing.jest';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { sendQueuedTexts } from '@/lib/text-messages/testing.jest';
import { withOwnDatabase } from '@/lib/platform/db/own-database.jest';
import { env } from '@/lib/platform/env';
import { changeServiceStatus } from '@/lib/service/admin';
import { createServiceRequest } from '@/lib/service/create';
import { serviceNotifiers } from '@/lib/service/notifier';
import { serviceRequestsHooks } from '@/lib/service/privacy';
import { serviceFieldsSchema } from '@/lib/service/schema';
import { validService } from '@/lib/service/testing';
import { trackFromForm } from '@/lib/service/track';
import { callbackSignature, smsText } from '@/lib/text-messages/outbox';

const client = { ip: '192.0.2.11', userAgent: 'Jest' };
const confirmed = async () => new Date();

/** A request made on a page in `language`, its number confirmed, SMS updates as asked. */
async function raise(
  language: 'en' | 'hi',
  { smsUpdates = true, confirm = true }: { smsUpdates?: boolean; confirm?: boolean } = {},
) {
  const mobile = freshMobile();
  const input = await serviceFieldsSchema(sampleLookup).parseAsync(
    validService({
      mobile,
      // A pincode the data set lacks: no centre is chosen, the request starts as received.
      pincode: '999999',
      email: `texts-${randomUUID()}@example.com`,
      smsUpdates: smsUpdates ? 'true' : 'false',
    }),
  );
  const { id, ticket } = await createServiceRequest(
    input,
    client,
    serviceNotifiers,
    language,
    confirm ? confirmed : undefined,
  );
  return { id, ticket, mobile };
}

const textsOf = (serviceRequestId: string) =>
  db().textMessage.findMany({ where: { serviceRequestId }, orderBy: { createdAt: 'asc' } });

const untilTried = (serviceRequestId: string) => sendQueuedTexts({ serviceRequestId });

const report = (id: string, signature: string, fields: Record<string, string>) =>
  reportPost(
    new Request(`http://localhost/api/text-messages/status/${id}?sig=${signature}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    }),
    { params: Promise.resolve({ id }) },
  );

// A database of its own: any process with a gateway configured sends every due message it
// finds, so files sharing one would send each other's through the wrong stand-in.
withOwnDatabase();
const standIn = withSmsStandInAndStorage('texts');

describe('updates by SMS', () => {
  it('a request made in Hindi is texted in Hindi at each change, on the Hindi DLT templates, and the delivery reports set each state', async () => {
    const { id, ticket, mobile } = await raise('hi');
    const staff = await signedInActor(['service']);
    expect(await changeServiceStatus(staff, id, 'closed', null)).toBe('status');
    const texts = await textsOf(id);
    // Queued with each change (the first may already be on its way).
    expect(texts.map((t) => [t.template, t.language, t.to])).toEqual([
      ['serviceReceived', 'hi', mobile],
      ['serviceStatus', 'hi', mobile],
    ]);
    // Received: the promised days stored on the request, short, in Hindi.
    const { assignBy, callBy } = await db().serviceRequest.findUniqueOrThrow({ where: { id } });
    const short = (at: Date) =>
      at.toLocaleDateString('hi-IN', {
        timeZone: 'Asia/Kolkata',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      });
    expect(texts[0]!.body).toBe(
      smsText('serviceReceived', 'hi', [ticket, short(assignBy), short(callBy)]),
    );
    expect(texts[1]!.body).toBe(
      HI_SMS.serviceStatus
        .replace('{#var#}', ticket)
        .replace('{#var#}', hi.SERVICE_STATUS_LABELS.closed),
    );

    await untilTried(id);
    const taken = standIn().messages.filter((m) => m.to === `+91${mobile}`);
    expect(taken.map((m) => [m.templateId, m.encoding])).toEqual([
      [IDS['serviceReceived.hi'], 'unicode'],
      [IDS['serviceStatus.hi'], 'unicode'],
    ]);
    const [first, second] = await textsOf(id);
    expect(first).toMatchObject({ status: 'sent', providerId: taken[0]!.sid, attempts: 1 });
    expect(taken[0]!.statusCallback).toBe(
      `${env.SITE_URL}/api/text-messages/status/${first!.id}?sig=${callbackSignature(first!.id)}`,
    );

    // The gateway's reports, as it posts them to each message's own address.
    const sig = callbackSignature(first!.id);
    expect(
      (await report(first!.id, sig, { SmsSid: taken[0]!.sid, Status: 'delivered' })).status,
    ).toBe(200);
    // Out of order: a late "sent" does not undo "delivered".
    await report(first!.id, sig, { SmsSid: taken[0]!.sid, Status: 'sent' });
    await report(second!.id, callbackSignature(second!.id), {
      SmsSid: taken[1]!.sid,
      Status: 'failed',
      DetailedStatus: 'DND_BLOCKED',
    });
    expect((await textsOf(id)).map((t) => [t.status, t.lastError])).toEqual([
      ['delivered', null],
      ['failed', 'DND_BLOCKED'],
    ]);
  });

  it('refuses a delivery report with a wrong or missing signature, or naming another message (403), changing nothing', async () => {
    const { id, mobile } = await raise('en');
    await untilTried(id);
    const [text] = await textsOf(id);
    const sid = standIn().messages.filter((m) => m.to === `+91${mobile}`)[0]!.sid;
    const other = randomUUID();
    for (const signature of [
      '',
      '0'.repeat(64),
      callbackSignature(other),
      callbackSignature(text!.id).toUpperCase(),
    ]) {
      const answer = await report(text!.id, signature, { SmsSid: sid, Status: 'delivered' });
      expect([signature, answer.status]).toEqual([signature, 403]);
    }
    // Signed, but another gateway id: nothing changes.
    await report(text!.id, callbackSignature(text!.id), {
      SmsSid: 'someone-else',
      Status: 'delivered',
    });
    expect((await textsOf(id))[0]!.status).toBe('sent');
    const bad = await report(text!.id, callbackSignature(text!.id), { Status: 'delivered' });
    expect(bad.status).toBe(400);
  });

  it('texts the centre chosen with its name and phone, in English from an English page', async () => {
    const { id, ticket } = await raise('en');
    const centre = await db().outlet.create({
      data: {
        name: `Centre ${randomUUID().slice(0, 8)}`,
        type: 'service_centre',
        productLines: ['inverter-ups'],
        address: '1 Main Road',
        city: 'Mayabunder',
        state: 'Andaman and Nicobar Islands',
        pincode: '744204',
        phones: ['9876501234'],
      },
    });
    const staff = await signedInActor(['service']);
    const { reassignServiceRequest } = await import('@/lib/service/admin');
    expect(await reassignServiceRequest(staff, id, centre.id)).toBe('assigned');
    const texts = await textsOf(id);
    expect(texts.at(-1)!.body).toBe(
      EN_SMS.serviceAssigned
        .replace('{#var#}', ticket)
        .replace('{#var#}', centre.name)
        .replace('{#var#}', '9876501234'),
    );
  });

  it('sends nothing to a customer who did not ask, or whose number was not confirmed', async () => {
    const notAsked = await raise('en', { smsUpdates: false });
    const notConfirmed = await raise('en', { confirm: false });
    for (const { id } of [notAsked, notConfirmed]) {
      expect(await db().serviceRequest.findUnique({ where: { id } })).toMatchObject({
        smsUpdates: false,
      });
      expect(await textsOf(id)).toEqual([]);
    }
  });

  it("stops at the customer's word on the tracking page (the ticket and mobile number checked): no SMS after", async () => {
    const { id, ticket, mobile } = await raise('en');
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    // Another mobile number stops nothing.
    const wrong = await trackFromForm(
      form({ ticket, mobile: freshMobile(), stopSms: '1' }),
      '192.0.2.12',
    );
    expect(wrong).toMatchObject({ message: en.SERVICE_TRACK_TEXT.notFound, request: null });
    expect((await db().serviceRequest.findUnique({ where: { id } }))!.smsUpdates).toBe(true);

    const stopped = await trackFromForm(form({ ticket, mobile, stopSms: '1' }), '192.0.2.13');
    expect(stopped).toMatchObject({ smsStopped: true, request: { smsUpdates: false } });
    const staff = await signedInActor(['service']);
    expect(await changeServiceStatus(staff, id, 'closed', null)).toBe('status');
    expect((await textsOf(id)).map((t) => t.template)).toEqual(['serviceReceived']);
  });

  it('keeps a message the gateway refuses, to try again later, with the reason', async () => {
    const saved = env.SMS_SENDER;
    env.SMS_SENDER = 'OTHERS';
    let id: string;
    try {
      ({ id } = await raise('en'));
      await untilTried(id);
    } finally {
      env.SMS_SENDER = saved;
    }
    const [text] = await textsOf(id);
    expect(text).toMatchObject({ status: 'pending', attempts: 1 });
    expect(text!.lastError).toMatch(/From is not a registered header/);
    expect(text!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('goes with its request when the request is deleted', async () => {
    const { id } = await raise('en');
    expect(await textsOf(id)).toHaveLength(1);
    await db().serviceRequestEvent.deleteMany({ where: { requestId: id } });
    await db().serviceRequest.delete({ where: { id } });
    expect(await textsOf(id)).toEqual([]);
  });

  it('the personal-data tool finds the texts with their request, and an erasure deletes them', async () => {
    const { id, mobile } = await raise('en');
    const person = { id: { kind: 'phone' as const, value: mobile }, spellings: [mobile] };
    const [found] = (await db().$transaction((tx) => serviceRequestsHooks.find(tx, person))) as {
      textMessages: { to: string }[];
    }[];
    expect(found!.textMessages.map((t) => t.to)).toEqual([mobile]);
    await db().$transaction((tx) => serviceRequestsHooks.erase(tx, person));
    expect(await textsOf(id)).toEqual([]);
    expect(await db().serviceRequest.findUnique({ where: { id } })).toMatchObject({
      mobile: expect.stringMatching(/^erased/),
      smsUpdates: false,
      mobileConfirmedAt: null,
    });
  });
});

describe('POST /api/text-messages/status/<id>, sent as an outsider would', () => {
  it('refuses an id that is no message id, or any id without its signature (403)', async () => {
    for (const id of ['1', '../../staff', 'x'.repeat(36), randomUUID().toUpperCase()]) {
      const answer = await report(id, callbackSignature(id), { SmsSid: 's', Status: 'delivered' });
      expect([id, answer.status]).toEqual([id, 403]);
    }
  });

  it('answers 413 to a body over 16 KB, and 200 (nothing known) to a signed report of no message', async () => {
    const id = randomUUID();
    const huge = await report(id, callbackSignature(id), {
      SmsSid: 's',
      Status: 'delivered',
      pad: 'x'.repeat(20 * 1024),
    });
    expect(huge.status).toBe(413);
    const unknown = await report(id, callbackSignature(id), { SmsSid: 's', Status: 'delivered' });
    expect([unknown.status, await unknown.json()]).toEqual([200, { ok: true, known: false }]);
  });
});
