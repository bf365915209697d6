// Pictures of the key pages (issue 19), so a change that moves the layout shows up in review as
// a changed PNG under e2e/visual.spec.ts-snapshots/. After an intended change, update them with
//   npm run test:e2e -- e2e/visual.spec.ts --update-snapshots
// and look at the new images before committing them.
import { KEY_PAGES } from '../scripts/key-pages';
import { expect, test } from './support/fixtures';

// A still page: no rotation or fades (the carousel stays on its first slide), fonts in place.
test.use({ reducedMotion: 'reduce' });

// 1280 × 720 is the default viewport, so the closing axe scan there repeats e2e/pages.spec.ts's
// and is skipped (e2e/support/fixtures.ts); the phone width gets a scan of its own.
for (const viewport of [
  { width: 390, height: 800 },
  { width: 1280, height: 720 },
]) {
  const { width } = viewport;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport });
    for (const path of KEY_PAGES) {
      test(path, async ({ page }) => {
        test.slow();
        await page.goto(path);
        // Latin text has no web font, but the Devanagari faces (the switch's "हिन्दी") are
        // display: optional (app/globals.css), and this machine has no Devanagari font of its
        // own: a first visit whose file takes over 100 ms draws boxes for the letters. Once cached
        // the file is always used, so the second load is the one pictured.
        await page.reload();
        await page.evaluate(() => document.fonts.ready);
        // Every picture in, also those lazily loaded below the fold that a full-page capture
        // would otherwise catch half the time (the same page differed from run to run).
        await page.evaluate(async () => {
          const images = [...document.images];
          for (const image of images) image.loading = 'eager';
          await Promise.all(images.map((image) => image.decode().catch(() => {})));
        });
        const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${width}.png`;
        await expect(page).toHaveScreenshot(name, {
          fullPage: true,
          animations: 'disabled',
          maxDiffPixelRatio: 0.002,
          // A full page at 1280 px takes a while to capture twice alike on a busy machine.
          timeout: 30_000,
        });
      });
    }
  });
}
