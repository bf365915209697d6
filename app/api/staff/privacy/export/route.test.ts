import { randomUUID } from 'node:crypto';
import type { StaffActor } from '@/lib/platform/auth/access';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { HttpError } from '@/lib/platform/http/responses';

// The session comes from the request's cookie in the running site; here the handler gets a real
// actor (or the refusal requireStaffApi gives), so the test drives everything after the check.
const requireStaffApi = jest.fn<Promise<StaffActor>, [string]>();
jest.mock('@/lib/platform/auth/session', () => ({ requireStaffApi: (a: string) => requireStaffApi(a) }));

afterAll(() => db().$disconnect());

const call = async (query: string) => {
  const { GET } = await import('./route');
  return GET(new Request(`http://localhost/api/staff/privacy/export${query}`));
};

describe('GET /api/staff/privacy/export', () => {
  it('asks for the admin role, and answers a refusal as requireStaffApi gives it', async () => {
    requireStaffApi.mockRejectedValueOnce(new HttpError(403, 'You do not have access to this.'));
    const response = await call('?q=a@example.com');
    expect(requireStaffApi).toHaveBeenLastCalledWith('admin');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'You do not have access to this.' });
  });

  it('refuses a missing or malformed person (422) and an unknown format (400)', async () => {
    requireStaffApi.mockResolvedValue(await signedInActor(['admin']));
    for (const query of ['', '?q=', '?q=not-a-person', '?q=12345']) {
      const response = await call(query);
      expect([query, response.status]).toEqual([query, 422]);
      expect(await response.json()).toEqual({
        message: 'Enter an e-mail address or a 10-digit mobile number.',
      });
    }
    const response = await call('?q=a@example.com&format=xml');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Choose format=json or format=csv.' });
  });

  it('downloads what is held as JSON or CSV', async () => {
    requireStaffApi.mockResolvedValue(await signedInActor(['admin']));
    const email = `export-${randomUUID()}@example.com`;
    const subscriber = await db().subscriber.create({ data: { email } });
    const json = await call(`?q=${encodeURIComponent(email.toUpperCase())}`);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(await json.json()).toMatchObject({
      person: { email },
      subscribers: [{ id: subscriber.id, email }],
      contactEnquiries: [],
      payments: [],
    });
    const csv = await call(`?q=${encodeURIComponent(email)}&format=csv`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toContain(`subscribers,${subscriber.id},email,${email}`);
  });
});
