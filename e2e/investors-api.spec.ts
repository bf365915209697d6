import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { request as httpRequest } from 'node:http';
import { ROUTES } from '../content/routes';
import {
  SAMPLE_COMMITTEES,
  SAMPLE_DIRECTORS,
  SAMPLE_DOCUMENTS,
  SAMPLE_GRIEVANCE_CONTACTS,
} from '../lib/investors/seed-data';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { E2E_REVALIDATE_SECRET } from './support/investors';
import { E2E } from './support/settings';

const PERSON_KEYS = ['_id', 'designation', 'image', 'name', 'profileSummary'];
const DOCUMENT_KEYS = ['_id', 'file', 'title', 'year'];
const keysOf = (value: object) => Object.keys(value).sort();

test.describe('the old API keeps its paths and shapes', () => {
  test('directors and committee members', async ({ request }) => {
    const directors = await (await request.get('/api/director/board-of-directors')).json();
    expect(keysOf(directors)).toEqual(['data']);
    expect(directors.data.map((d: { name: string }) => d.name)).toEqual(
      SAMPLE_DIRECTORS.map((d) => d.name),
    );
    for (const director of directors.data) expect(keysOf(director)).toEqual(PERSON_KEYS);

    const committees = await (await request.get('/api/committee/board-of-Committees')).json();
    expect(keysOf(committees)).toEqual(['data']);
    const all = Object.values(SAMPLE_COMMITTEES).flat();
    expect(committees.data).toHaveLength(all.length);
    for (const member of committees.data) {
      expect(keysOf(member)).toEqual([...PERSON_KEYS, 'committeecategory'].sort());
    }
    expect(
      new Set(committees.data.map((m: { committeecategory: string }) => m.committeecategory)),
    ).toEqual(new Set(Object.keys(SAMPLE_COMMITTEES)));
  });

  // The registrar endpoint is tested in investors-registrar.spec.ts.
  test('grievance contacts', async ({ request }) => {
    const grievance = await (
      await request.get('/api/InvestorGrievance/InvestorGrievanceDocument')
    ).json();
    expect(grievance.data).toEqual(
      SAMPLE_GRIEVANCE_CONTACTS.map((c) => ({ _id: expect.any(String), ...c })),
    );
  });

  const ENDPOINTS = [
    ['/api/financials/financials', 'FINANCIALS', false],
    ['/api/drhp/drhpDocument', 'DRHP', false],
    ['/api/rhp/rhpDocument', 'RHP', false],
    ['/api/policy/policyDocument', 'POLICY', true],
    ['/api/prospectus/ProspectusDocument', 'PROSPECTUS', true],
    ['/api/share/shareHoldingDocument', 'SHAREHOLDING', true],
  ] as const;
  for (const [path, kind, withArchived] of ENDPOINTS) {
    test(`${path} answers { success, data: { current${withArchived ? ', archived' : ''} } }`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/json');
      const body = await response.json();
      expect(body.success).toBe(true);
      expect(keysOf(body.data)).toEqual(withArchived ? ['archived', 'current'] : ['current']);
      const seeded = SAMPLE_DOCUMENTS[kind];
      const titles = (list: { title: string; year: string }[]) =>
        list.map((d) => `${d.title} - ${d.year}`).sort();
      expect(titles(body.data.current)).toEqual(
        expect.arrayContaining(titles(seeded.filter((d) => !d.archived))),
      );
      if (withArchived) {
        // Staff tests archive documents meanwhile: the seeded ones must be there.
        expect(titles(body.data.archived)).toEqual(
          expect.arrayContaining(titles(seeded.filter((d) => d.archived))),
        );
      }
      for (const entry of [...body.data.current, ...(body.data.archived ?? [])]) {
        expect(keysOf(entry)).toEqual(DOCUMENT_KEYS);
      }
    });
  }
});

test.describe('the file route', () => {
  test('serves a seeded PDF inline with type, length and caching headers', async ({ request }) => {
    const list = await (await request.get('/api/financials/financials')).json();
    const file: string = list.data.current[0].file;
    const response = await request.get(file);
    expect(response.status()).toBe(200);
    const body = await response.body();
    expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const headers = response.headers();
    expect(headers['content-type']).toBe('application/pdf');
    // Next.js sends route handler bodies chunked and drops Content-Length (lib/platform/storage/serve.ts
    // sets it; the unit test checks that): compare with the stored file instead.
    const stored = statSync(path.join(E2E.storageDir, decodeURI(file.slice(7))));
    expect(body.length).toBe(stored.size);
    expect(headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(headers['content-disposition']).toMatch(/^inline; filename=".+\.pdf"/);
    expect(headers['etag']).toBeTruthy();
    const again = await request.get(file, { headers: { 'if-none-match': headers['etag']! } });
    expect(again.status()).toBe(304);
  });

  test('answers 404 for an unknown file and for path traversal', async ({ request, baseURL }) => {
    for (const path of [
      '/files/investors/financials/no-such-report.pdf',
      '/files/investors/..%2F..%2Fpackage.json',
      '/files/%2e%2e/%2e%2e/package.json',
      '/files/.data/pg',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
    // Sent byte for byte, not normalised by a URL parser first.
    const url = new URL(baseURL!);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: '/files/../../package.json' },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).not.toBe(200);
  });
});

test.describe('on-demand revalidation', () => {
  test('POST /api/revalidate needs the bearer secret', async ({ request }) => {
    const none = await request.post('/api/revalidate');
    expect(none.status()).toBe(401);
    expect(none.headers()['www-authenticate']).toBe('Bearer');
    const wrong = await request.post('/api/revalidate', {
      headers: { authorization: 'Bearer not-the-secret' },
    });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'A valid bearer secret is required.' });
  });

  test('npm run revalidate calls the endpoint with REVALIDATE_SECRET', async ({ baseURL }) => {
    const run = (secret: string) =>
      spawnSync('node_modules/.bin/tsx', ['scripts/revalidate.ts'], {
        encoding: 'utf8',
        env: { ...process.env, SITE_URL: baseURL, REVALIDATE_SECRET: secret },
      });
    const ok = run(E2E_REVALIDATE_SECRET);
    expect(ok.stdout).toContain(`Revalidated investors on ${baseURL}`);
    expect(ok.status).toBe(0);
    const refused = run('a-wrong-secret-of-enough-length');
    expect(refused.stderr).toContain('Revalidation failed (refused): 401');
    expect(refused.status).toBe(1);
  });

  test('after a change in the database and a revalidate call, the page and the API show it', async ({
    page,
    request,
  }) => {
    test.slow(); // polls until the regenerated page arrives
    const title = `Sample Board Meeting Outcome ${randomUUID().slice(0, 8)}`;
    const revalidate = async () => {
      const response = await request.post('/api/revalidate', {
        headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      });
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ revalidated: true, tags: ['investors'] });
    };
    const id = randomUUID();
    await sql(
      `INSERT INTO "InvestorDocument" (id, kind, title, year, file, "sortOrder")
       VALUES ($1, 'FINANCIALS', $2, '2024-25', 'investors/financials/sample-annual-report-2023-24.pdf', -1)`,
      [id, title],
    );
    try {
      await revalidate();
      // Stale-while-revalidate: the first visit may still get the previous page.
      await expect(async () => {
        await page.goto(ROUTES.financials.path);
        await expect(page.getByText(`${title} - 2024-25`, { exact: true })).toBeVisible({
          timeout: 1_000,
        });
      }).toPass({ timeout: 20_000 });
      await expect(async () => {
        const body = await (await request.get('/api/financials/financials')).json();
        expect(body.data.current[0]).toMatchObject({ _id: id, title, year: '2024-25' });
      }).toPass({ timeout: 20_000 });

      // Within the same financial year: a newer one would close the seeded 2023-24 on the page
      // that e2e/investors-pages.spec.ts reads meanwhile (the two newest years are open).
      await sql(`UPDATE "InvestorDocument" SET year = 'H2 2024-25' WHERE id = $1`, [id]);
      await revalidate();
      await expect(async () => {
        await page.goto(ROUTES.financials.path);
        await expect(page.getByText(`${title} - H2 2024-25`, { exact: true })).toBeVisible({
          timeout: 1_000,
        });
      }).toPass({ timeout: 20_000 });
    } finally {
      await sql(`DELETE FROM "InvestorDocument" WHERE id = $1`, [id]);
      await revalidate();
      // Leave fresh entries in the data cache, which the next run's build and server reuse.
      await expect(async () => {
        const body = await (await request.get('/api/financials/financials')).json();
        expect(body.data.current.map((d: { _id: string }) => d._id)).not.toContain(id);
      }).toPass({ timeout: 20_000 });
    }
  });

  test('while the database fails, the last good page and API answer keep being served', async ({
    page,
    request,
  }) => {
    test.slow(); // every investor page is regenerated, and fails to, meanwhile
    const contact = SAMPLE_GRIEVANCE_CONTACTS[0]!;
    await sql(`ALTER TABLE "GrievanceContact" RENAME TO "GrievanceContactOffline"`);
    try {
      const response = await request.post('/api/revalidate', {
        headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      });
      expect(response.status()).toBe(200);
      for (let visit = 0; visit < 3; visit++) {
        const answer = await page.goto(ROUTES.grievance.path);
        expect(answer?.status()).toBe(200);
        await expect(page.getByText(contact.name)).toBeVisible();
        const api = await request.get('/api/InvestorGrievance/InvestorGrievanceDocument');
        expect(api.status()).toBe(200);
        expect((await api.json()).data).toHaveLength(SAMPLE_GRIEVANCE_CONTACTS.length);
      }
    } finally {
      await sql(`ALTER TABLE "GrievanceContactOffline" RENAME TO "GrievanceContact"`);
    }
  });
});
