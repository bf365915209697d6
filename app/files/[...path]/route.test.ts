import { env } from '@/lib/platform/env';
import { GET, HEAD } from './route';

// FILE_STORAGE=database with the database down (nothing listens on port 9): a file request
// answers 503 with Retry-After, as every API does in an outage, never a 500.
beforeAll(() => {
  Object.assign(env, {
    FILE_STORAGE: 'database',
    DATABASE_URL: 'postgresql://site:site@127.0.0.1:9/unreachable',
  });
});

const request = (method: string) =>
  new Request('http://localhost/files/investors/financials/annual-report.pdf', { method });
const context = {
  params: Promise.resolve({ path: ['investors', 'financials', 'annual-report.pdf'] }),
};

it.each([
  ['GET', GET],
  ['HEAD', HEAD],
])('%s answers 503 while the database storage is unreachable', async (method, route) => {
  const response = await route(request(method), context);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBeTruthy();
});
