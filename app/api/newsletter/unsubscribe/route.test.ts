import { randomUUID } from 'node:crypto';
import { ONE_CLICK_MESSAGES } from '@/content/newsletter';
import { db } from '@/lib/platform/db/client';
import { newsletterLinkKey } from '@/lib/newsletter/link-key';
import { signLink } from '@/lib/newsletter/links';
import { GET, POST } from './route';

afterAll(() => db().$disconnect());

async function confirmedSubscriber() {
  const row = await db().subscriber.create({
    data: {
      email: `one-click-${randomUUID()}@example.com`,
      state: 'confirmed',
      confirmedAt: new Date(),
    },
  });
  return { id: row.id, token: signLink(newsletterLinkKey(), 'unsubscribe', row.id, null) };
}
const url = (token: string) => `http://localhost/api/newsletter/unsubscribe?token=${token}`;
// As a mail provider posts it (RFC 8058): no Origin, no cookies.
const oneClick = (token: string, body: BodyInit = 'List-Unsubscribe=One-Click', type?: string) =>
  POST(
    new Request(url(token), {
      method: 'POST',
      body,
      headers: type ? { 'content-type': type } : {},
    }),
  );
const stateOf = async (id: string) =>
  db().subscriber.findUniqueOrThrow({
    where: { id },
    select: { state: true, unsubscribedAt: true },
  });

describe('POST /api/newsletter/unsubscribe (one click)', () => {
  it('unsubscribes on List-Unsubscribe=One-Click, form-encoded, and records when', async () => {
    const { id, token } = await confirmedSubscriber();
    const response = await oneClick(
      token,
      'List-Unsubscribe=One-Click',
      'application/x-www-form-urlencoded',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: ONE_CLICK_MESSAGES.done });
    const row = await stateOf(id);
    expect(row.state).toBe('unsubscribed');
    expect(row.unsubscribedAt).not.toBeNull();
  });

  it('takes the multipart form RFC 8058 prefers, too', async () => {
    const { id, token } = await confirmedSubscriber();
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await oneClick(token, form)).status).toBe(200);
    expect((await stateOf(id)).state).toBe('unsubscribed');
  });

  it.each([
    ['another body', 'List-Unsubscribe=Later', 400, ONE_CLICK_MESSAGES.body],
    ['an empty body', '', 400, ONE_CLICK_MESSAGES.body],
  ])('refuses %s with %i, changing nothing', async (_, body, status, message) => {
    const { id, token } = await confirmedSubscriber();
    const response = await oneClick(token, body, 'application/x-www-form-urlencoded');
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
    expect((await stateOf(id)).state).toBe('confirmed');
  });

  it('refuses a tampered or missing token with 400', async () => {
    const { id, token } = await confirmedSubscriber();
    const tampered = token.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    for (const bad of [tampered, '', 'u.x']) {
      const response = await oneClick(
        bad,
        'List-Unsubscribe=One-Click',
        'application/x-www-form-urlencoded',
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: ONE_CLICK_MESSAGES.invalid });
    }
    expect((await stateOf(id)).state).toBe('confirmed');
  });

  it('refuses JSON and plain text with 415, and another site with 403', async () => {
    const { id, token } = await confirmedSubscriber();
    expect((await oneClick(token, '{}', 'application/json')).status).toBe(415);
    expect((await oneClick(token, 'List-Unsubscribe=One-Click', 'text/plain')).status).toBe(415);
    const foreign = await POST(
      new Request(url(token), {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://attacker.example',
        },
      }),
    );
    expect(foreign.status).toBe(403);
    expect((await stateOf(id)).state).toBe('confirmed');
  });
});

describe('GET /api/newsletter/unsubscribe', () => {
  it('sends the reader to the page with the button, changing nothing', async () => {
    const { id, token } = await confirmedSubscriber();
    const response = GET(new Request(url(token)));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${token}`);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await stateOf(id)).state).toBe('confirmed');
  });

  it("never names the host or port the request reached Next on (behind the edge, Next's own)", async () => {
    const response = GET(
      new Request('https://localhost:3000/api/newsletter/unsubscribe?token=a%2Bb', {
        headers: { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' },
      }),
    );
    expect(response.headers.get('location')).toBe('/newsletter/unsubscribe?token=a%2Bb');
  });
});
