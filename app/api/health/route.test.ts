import { GET as health } from './route';

describe('GET /api/health', () => {
  it('answers 200 { status: "ok" } without the database', async () => {
    const response = health();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
