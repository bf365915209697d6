import { ROUTES } from '@/content/routes';
import { pageRoutesOnDisk } from '../../e2e/support/app-routes';
import { canonicalCasePath } from './case-redirects';

/** `/our-services/led-lights` → `/OuR-SeRvIcEs/LeD-LiGhTs`: every letter's case changes somewhere. */
const alternatingCase = (path: string) =>
  [...path].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');
const titleCase = (path: string) =>
  path.replace(/(^|[/-])([a-z])/g, (_, s, c) => s + c.toUpperCase());

// The pages as the app tree has them (a new page is covered without editing this test).
const pages = pageRoutesOnDisk().filter((path) => /[a-z]/.test(path));

describe('canonicalCasePath', () => {
  it('sends /Bess and /BESS (the spec menu’s spelling) to /bess', () => {
    expect(canonicalCasePath('/Bess')).toBe('/bess');
    expect(canonicalCasePath('/BESS')).toBe('/bess');
  });

  it.each(pages)('sends any letter case of %s to it', (path) => {
    for (const variant of [alternatingCase(path), titleCase(path), path.toUpperCase()]) {
      expect(variant).not.toBe(path);
      expect(canonicalCasePath(variant)).toBe(path);
    }
  });

  it('leaves the canonical spelling alone (no redirect loop)', () => {
    for (const path of pageRoutesOnDisk()) expect(canonicalCasePath(path)).toBeNull();
  });

  it('leaves unknown addresses to the 404 page, and other areas alone', () => {
    for (const path of ['/No-Such-Page', '/Bess/More', '/Staff', '/Staff/Login', '/BESS.html'])
      expect(canonicalCasePath(path)).toBeNull();
  });

  it('knows every page, each with one lower-case spelling (the sitemap and canonical URLs use it)', () => {
    const known = Object.values(ROUTES).map((r) => r.path);
    expect(known.sort()).toEqual(pageRoutesOnDisk().sort());
    for (const path of known) expect(path).toBe(path.toLowerCase());
  });
});
