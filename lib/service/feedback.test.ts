import { randomUUID } from 'node:crypto';
import * as en from '@/content/service-feedback';
import * as hi from '@/content/hi/service-feedback';
import { sampleLookup } from '@/lib/catalogue/testing';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { changeServiceStatus, findServiceRequest } from './admin';
import { createServiceRequest } from './create';
import { feedbackHref, feedbackSignature, feedbackUrl, isFeedbackSigned } from './feedback-link';
import { feedbackRequest, leaveFeedback } from './feedback';
import { serviceRequestsHooks } from './privacy';
import { serviceFieldsSchema } from './schema';
import { portBlairCentre, validService } from './testing';
import { trackServiceRequest } from './track';

afterAll(async () => {
  await db().$disconnect();
});

const M = en.SERVICE_FEEDBACK_MESSAGES;

/** A request made in `language` (no centre near its pincode), moved on to `status` by staff. */
async function request(
  status: 'received' | 'in_progress' | 'resolved' | 'closed' = 'resolved',
  language: 'en' | 'hi' = 'en',
) {
  const mobile = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const email = `fb-${randomUUID()}@example.com`;
  const input = await serviceFieldsSchema(sampleLookup).parseAsync(
    validService({ mobile, pincode: '999999', email }),
  );
  const made = await createServiceRequest(input, { ip: null, userAgent: 'Jest' }, [], language);
  if (status !== 'received') {
    const outlet = await portBlairCentre({
      name: `Feedback centre ${randomUUID()}`,
      productLines: ['inverter-ups'],
      lat: null,
      lng: null,
    });
    await db().serviceRequest.update({
      where: { id: made.id },
      data: { status: 'in_progress', outletId: outlet.id },
    });
    if (status !== 'in_progress') {
      const staff = await signedInActor(['service']);
      expect(await changeServiceStatus(staff, made.id, 'resolved', null)).toBe('status');
      if (status === 'closed') {
        expect(await changeServiceStatus(staff, made.id, 'closed', null)).toBe('status');
      }
    }
  }
  return { ...made, mobile, email };
}

/** The feedback page's form as the browser posts it. */
function form(id: string, fields: Record<string, string>, signature = feedbackSignature(id)) {
  const data = new FormData();
  data.set('r', id);
  data.set('s', signature);
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const stored = (requestId: string) => db().serviceFeedback.findMany({ where: { requestId } });

describe('the feedback link', () => {
  it('is signed for its request alone, and refused when anything in it changes', () => {
    const id = randomUUID();
    const href = feedbackHref(id, 'en');
    expect(href).toMatch(new RegExp(`^/service-request/feedback\\?r=${id}&s=[\\w-]{43}$`));
    expect(feedbackHref(id, 'hi')).toMatch(/^\/hi\/service-request\/feedback\?/);
    expect(feedbackUrl(id, 'en')).toMatch(/^https?:\/\/[^/]+\/service-request\/feedback\?r=/);
    const signature = new URL(href, 'http://x').searchParams.get('s')!;
    expect(isFeedbackSigned(id, signature)).toBe(true);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const [requestId, sig] of [
      [id, flipped],
      [randomUUID(), signature],
      [id, signature.slice(1)],
      [id, `${signature}A`],
      [id, ''],
      [id.toUpperCase(), signature],
      ['not-a-uuid', signature],
      [id, null],
      [undefined, signature],
      [id, ['x']],
    ] as const) {
      expect(isFeedbackSigned(requestId, sig)).toBe(false);
    }
  });
});

describe('rating a resolved request', () => {
  it('shows the request, takes one rating with its comment, and the tracking page shows it', async () => {
    const { id, ticket, mobile } = await request('resolved');
    const view = await feedbackRequest(id, feedbackSignature(id));
    expect(view).toMatchObject({ id, ticket, rateable: true, rating: null });
    expect(view!.centre).toMatch(/^Feedback centre /);
    // The tracking page offers the link while it is not rated.
    const tracked = await trackServiceRequest({ ticket, mobile });
    expect(tracked).toMatchObject({ feedbackHref: feedbackHref(id, 'en'), rating: null });

    const answer = await leaveFeedback(
      form(id, { rating: '4', comment: '  Quick visit, polite engineer.\nThanks!  ' }),
      randomClientAddress(),
    );
    expect(answer).toEqual({ kind: 'thanks', message: en.SERVICE_FEEDBACK_TEXT.thanks });
    expect(await stored(id)).toEqual([
      expect.objectContaining({
        rating: 4,
        comment: 'Quick visit, polite engineer.\nThanks!',
        language: 'en',
      }),
    ]);
    expect(await trackServiceRequest({ ticket, mobile })).toMatchObject({
      feedbackHref: null,
      rating: 4,
    });
    expect(await feedbackRequest(id, feedbackSignature(id))).toMatchObject({ rating: 4 });
    // Staff see it on the request's page.
    const detail = await findServiceRequest(await signedInActor(['service']), id);
    expect(detail!.feedback).toMatchObject({
      rating: 4,
      comment: expect.stringContaining('Quick'),
    });

    // Once only: a second rating changes nothing.
    expect(await leaveFeedback(form(id, { rating: '1' }), randomClientAddress())).toEqual({
      kind: 'refused',
      message: M.already,
    });
    expect((await stored(id)).map((f) => f.rating)).toEqual([4]);
  });

  it('takes a closed request too; not one that is open (or reopened)', async () => {
    const closed = await request('closed');
    expect(await leaveFeedback(form(closed.id, { rating: '5' }), randomClientAddress())).toEqual({
      kind: 'thanks',
      message: en.SERVICE_FEEDBACK_TEXT.thanks,
    });
    for (const status of ['received', 'in_progress'] as const) {
      const open = await request(status);
      expect(await feedbackRequest(open.id, feedbackSignature(open.id))).toMatchObject({
        rateable: false,
      });
      expect(await trackServiceRequest({ ticket: open.ticket, mobile: open.mobile })).toMatchObject(
        { feedbackHref: null },
      );
      expect(await leaveFeedback(form(open.id, { rating: '5' }), randomClientAddress())).toEqual(
        expect.objectContaining({ kind: 'refused', message: M.notResolved }),
      );
      expect(await stored(open.id)).toEqual([]);
    }
  });

  it('offers the link for a request closed without a centre, and no longer says one is coming', async () => {
    const { id, ticket, mobile } = await request('received');
    const staff = await signedInActor(['service']);
    expect(await changeServiceStatus(staff, id, 'closed', null)).toBe('status');
    expect(await trackServiceRequest({ ticket, mobile })).toMatchObject({
      centre: null,
      unassigned: null,
      feedbackHref: feedbackHref(id, 'en'),
    });
  });

  it('keeps exactly one of 30 ratings sent at once', async () => {
    const { id } = await request('resolved');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        leaveFeedback(form(id, { rating: String((n % 5) + 1) }), randomClientAddress()),
      ),
    );
    expect(answers.filter((a) => a?.kind === 'thanks')).toHaveLength(1);
    expect(answers.filter((a) => a?.kind === 'refused' && a.message === M.already)).toHaveLength(
      29,
    );
    expect(await stored(id)).toHaveLength(1);
  });

  it('refuses a rating out of 1 to 5, a long comment or control characters, keeping what was typed', async () => {
    const { id } = await request('resolved');
    for (const rating of ['0', '6', '3.5', 'abc', '', '-1', '1e0x']) {
      const answer = await leaveFeedback(form(id, { rating }), randomClientAddress());
      expect(answer).toMatchObject({ kind: 'refused', errors: { rating: M.rating }, rating });
    }
    const missing = await leaveFeedback(form(id, {}), randomClientAddress());
    expect(missing).toMatchObject({ kind: 'refused', errors: { rating: M.rating } });
    const long = 'x'.repeat(1001);
    expect(
      await leaveFeedback(form(id, { rating: '3', comment: long }), randomClientAddress()),
    ).toMatchObject({ errors: { comment: M.commentTooLong }, comment: long });
    expect(
      await leaveFeedback(
        form(id, { rating: '3', comment: 'bad\u0007bell' }),
        randomClientAddress(),
      ),
    ).toMatchObject({ errors: { comment: M.controlChars } });
    expect(await stored(id)).toEqual([]);
  });

  it('answers a Hindi page in Hindi and stores its language', async () => {
    const { id } = await request('resolved', 'hi');
    const H = hi.SERVICE_FEEDBACK_MESSAGES;
    expect(
      await leaveFeedback(form(id, { rating: '9' }), randomClientAddress(), 'hi'),
    ).toMatchObject({ errors: { rating: H.rating } });
    expect(await leaveFeedback(form(id, { rating: '5' }), randomClientAddress(), 'hi')).toEqual({
      kind: 'thanks',
      message: hi.SERVICE_FEEDBACK_TEXT.thanks,
    });
    expect((await stored(id))[0]).toMatchObject({ language: 'hi', rating: 5 });
  });

  it('stores nothing for a link not signed for a request there is', async () => {
    const { id } = await request('resolved');
    const other = randomUUID();
    for (const data of [
      form(id, { rating: '5' }, feedbackSignature(other)),
      form(other, { rating: '5' }),
      form('x', { rating: '5' }, 'y'),
    ]) {
      expect(await leaveFeedback(data, randomClientAddress())).toBeNull();
    }
    expect(await feedbackRequest(other, feedbackSignature(other))).toBeNull();
    expect(await stored(id)).toEqual([]);
  });

  it("mails the link with the resolution, in the request's language, and only then", async () => {
    const { id, email } = await request('resolved', 'hi');
    const mails = await db().mailOutbox.findMany({ where: { to: email.toLowerCase() } });
    const resolved = mails.filter((m) => m.text.includes(feedbackUrl(id, 'hi')));
    expect(resolved).toHaveLength(1);
    expect(resolved[0]!.text).toContain(hi.SERVICE_FEEDBACK_TEXT.mailLine(feedbackUrl(id, 'hi')));
    expect(mails.filter((m) => m.text.includes('/service-request/feedback'))).toHaveLength(1);
  });

  it("keeps the rating but clears the customer's words when they are erased", async () => {
    const { id, mobile } = await request('resolved');
    await leaveFeedback(form(id, { rating: '2', comment: 'Call me on my number' }), null);
    const person = { id: { kind: 'phone' as const, value: mobile }, spellings: [mobile] };
    const found = await db().$transaction((tx) => serviceRequestsHooks.find(tx, person));
    expect(found[0]).toMatchObject({ feedback: { rating: 2, comment: 'Call me on my number' } });
    await db().$transaction((tx) => serviceRequestsHooks.erase(tx, person));
    expect(await stored(id)).toEqual([expect.objectContaining({ rating: 2, comment: null })]);
  });
});
