import { createHmac, randomUUID } from 'node:crypto';
import * as hi from '@/content/hi/service';
import { signedStatus, WHATSAPP_STAND_IN } from '@/e2e/stand-ins/whatsapp';
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
import { serviceFieldsSchema } from '@/lib/service/schema';
import { validService } from '@/lib/service/testing';
import { GET, POST } from './route';

// A database of its own: any process with a gateway configured sends every due message it
// finds, so files sharing one would send each other's through the wrong stand-in.
withOwnDatabase();
const standIn = withSmsStandInAndStorage('whatsapp');
const URL = 'http://localhost/api/whatsapp/webhook';

/** A request made in `language`, its number confirmed, opted in to WhatsApp only. */
async function raise(language: 'en' | 'hi') {
  const mobile = freshMobile();
  const input = await serviceFieldsSchema(sampleLookup).parseAsync(
    validService({
      mobile,
      pincode: '999999',
      email: `wa-${randomUUID()}@example.com`,
      whatsappUpdates: 'true',
    }),
  );
  const made = await createServiceRequest(
    input,
    { ip: '192.0.2.21', userAgent: 'Jest' },
    serviceNotifiers,
    language,
    async () => new Date(),
  );
  return { ...made, mobile };
}

const texts = (serviceRequestId: string) =>
  db().textMessage.findMany({ where: { serviceRequestId }, orderBy: { createdAt: 'asc' } });

const untilTried = (serviceRequestId: string) => sendQueuedTexts({ serviceRequestId });

const post = (body: string, signature: string | null) =>
  POST(
    new Request(URL, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
      },
    }),
  );

/** A customer's message to the business number, signed as Meta signs it. */
function customerMessage(from: string, text: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            field: 'messages',
            value: {
              messages: [{ from, id: `wamid.${randomUUID()}`, type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  });
  const sign = createHmac('sha256', WHATSAPP_STAND_IN.appSecret).update(body).digest('hex');
  return { body, signature: `sha256=${sign}` };
}

describe('GET /api/whatsapp/webhook (the handshake)', () => {
  it('echoes the challenge for our verify token, and refuses any other (403)', async () => {
    const get = (query: string) => GET(new Request(`${URL}?${query}`));
    const ok = await get(
      `hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${WHATSAPP_STAND_IN.verifyToken}`,
    );
    expect([ok.status, await ok.text()]).toEqual([200, '1158201444']);
    for (const query of [
      'hub.mode=subscribe&hub.challenge=1&hub.verify_token=guess-guess-guess-1',
      `hub.mode=unsubscribe&hub.challenge=1&hub.verify_token=${WHATSAPP_STAND_IN.verifyToken}`,
      'hub.mode=subscribe&hub.challenge=1',
    ]) {
      expect((await get(query)).status).toBe(403);
    }
  });
});

describe('updates on WhatsApp', () => {
  it("sends a Hindi request's updates on the approved templates in Hindi; signed statuses set each state, forward only", async () => {
    const { id, ticket, mobile } = await raise('hi');
    const staff = await signedInActor(['service']);
    expect(await changeServiceStatus(staff, id, 'closed', null)).toBe('status');
    const sent = await untilTried(id);
    expect(sent.map((t) => [t.channel, t.template, t.status])).toEqual([
      ['whatsapp', 'serviceReceived', 'sent'],
      ['whatsapp', 'serviceStatus', 'sent'],
    ]);
    const taken = standIn().whatsapp.filter((m) => m.to === `91${mobile}`);
    // Received: the promised days stored on the request, short, in Hindi.
    const { assignBy, callBy } = await db().serviceRequest.findUniqueOrThrow({ where: { id } });
    const short = (at: Date) =>
      at.toLocaleDateString('hi-IN', {
        timeZone: 'Asia/Kolkata',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      });
    expect(taken.map((m) => [m.template, m.language, m.parameters])).toEqual([
      ['service_received', 'hi', [ticket, short(assignBy), short(callBy)]],
      ['service_status', 'hi', [ticket, hi.SERVICE_STATUS_LABELS.closed]],
    ]);
    expect(sent.map((t) => t.providerId)).toEqual(taken.map((m) => m.id));
    // No SMS: the customer opted in to WhatsApp only.
    expect(standIn().messages.filter((m) => m.to === `+91${mobile}`)).toEqual([]);

    const delivered = signedStatus(
      taken[0]!.id,
      'delivered',
      taken[0]!.to,
      WHATSAPP_STAND_IN.appSecret,
    );
    expect((await post(delivered.body, delivered.signature)).status).toBe(200);
    const read = signedStatus(taken[1]!.id, 'read', taken[1]!.to, WHATSAPP_STAND_IN.appSecret);
    expect((await post(read.body, read.signature)).status).toBe(200);
    // A late "sent" changes nothing.
    const late = signedStatus(taken[0]!.id, 'sent', taken[0]!.to, WHATSAPP_STAND_IN.appSecret);
    await post(late.body, late.signature);
    expect((await texts(id)).map((t) => t.status)).toEqual(['delivered', 'delivered']);
  });

  it("refuses a status with a wrong, missing or other secret's signature (403), changing nothing", async () => {
    const { id, mobile } = await raise('en');
    await untilTried(id);
    const [message] = standIn().whatsapp.filter((m) => m.to === `91${mobile}`);
    const failed = signedStatus(message!.id, 'failed', message!.to, WHATSAPP_STAND_IN.appSecret);
    const other = signedStatus(message!.id, 'failed', message!.to, 'another-app-secret-0000');
    for (const signature of [
      null,
      '',
      'sha256=' + '0'.repeat(64),
      other.signature,
      failed.signature.replace('sha256=', 'sha1='),
    ]) {
      expect([signature, (await post(failed.body, signature)).status]).toEqual([signature, 403]);
    }
    // Signed, but the body changed after signing.
    expect((await post(failed.body.replace('failed', 'delivered'), failed.signature)).status).toBe(
      403,
    );
    expect((await texts(id))[0]!.status).toBe('sent');
  });

  it('stops the updates when the customer writes STOP to the business number', async () => {
    const { id, mobile } = await raise('en');
    const stop = customerMessage(`91${mobile}`, ' stop ');
    expect((await post(stop.body, stop.signature)).status).toBe(200);
    expect((await db().serviceRequest.findUnique({ where: { id } }))!.whatsappUpdates).toBe(false);
    const staff = await signedInActor(['service']);
    expect(await changeServiceStatus(staff, id, 'closed', null)).toBe('status');
    expect((await texts(id)).map((t) => t.channel)).toEqual(['whatsapp']);
  });

  it('offers no WhatsApp updates while WhatsApp is not configured', async () => {
    const saved = env.WHATSAPP_PHONE_NUMBER_ID;
    env.WHATSAPP_PHONE_NUMBER_ID = undefined;
    try {
      const { id } = await raise('en');
      expect((await db().serviceRequest.findUnique({ where: { id } }))!.whatsappUpdates).toBe(
        false,
      );
      expect(await texts(id)).toEqual([]);
    } finally {
      env.WHATSAPP_PHONE_NUMBER_ID = saved;
    }
  });
});

describe('POST /api/whatsapp/webhook, sent as an outsider would', () => {
  const sign = (body: string) =>
    `sha256=${createHmac('sha256', WHATSAPP_STAND_IN.appSecret).update(body).digest('hex')}`;

  it('answers 413 to a body over 256 KB, signed or not, before reading it as JSON', async () => {
    const huge = JSON.stringify({ entry: [], pad: 'x'.repeat(300 * 1024) });
    expect((await post(huge, sign(huge))).status).toBe(413);
  });

  it('answers 400 to a signed body that is not JSON, and 200 to JSON of no use, changing nothing', async () => {
    for (const body of ['{"entry": [', 'not json']) {
      expect([body, (await post(body, sign(body))).status]).toEqual([body, 400]);
    }
    for (const body of [
      '{}',
      '{"entry":[{"changes":[{"value":{"statuses":[{"id":7}]}}]}]}',
      '[]',
    ]) {
      expect([body, (await post(body, sign(body))).status]).toEqual([body, 200]);
    }
  });
});
