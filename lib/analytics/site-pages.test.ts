import { pageRoutesOnDisk } from '@/e2e/support/app-routes';
import { isSitePage } from './site-pages';

describe('isSitePage (the page-view beacon counts these paths only)', () => {
  it('knows every page of the app/ tree without a [dynamic] segment, in English and Hindi', () => {
    const pages = pageRoutesOnDisk();
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) {
      expect([page, isSitePage(page)]).toEqual([page, true]);
      const hindi = page === '/' ? '/hi' : `/hi${page}`;
      expect([hindi, isSitePage(hindi)]).toEqual([hindi, true]);
    }
  });

  it.each([
    '/investor-relations/disclosures/financial-results',
    '/investor-relations/financials/2023-24',
    '/investor-relations/financials/2023-24/2',
    '/investor-relations/financials/other',
    '/investor-relations/shareholding-pattern/2024-25',
    '/hi/investor-relations/prospectus/2022-23/3',
  ])('knows the page made from data %j', (path) => {
    expect(isSitePage(path)).toBe(true);
  });

  it.each([
    '/call-9876543210-for-a-refund',
    '/Your account is blocked',
    '/about-us/9876543210',
    '/investor-relations/financials/9876543210',
    '/investor-relations/financials/2023-24/1',
    '/investor-relations/financials/2023-24/2/3',
    '/investor-relations/disclosures/call-9876543210',
    '/investor-relations/alerts/2023-24',
    '/hi/call-9876543210',
    '/xx/about-us',
    '/api/health',
    '/staff',
    '/about-us/',
    '/hi/page-not-found',
  ])('refuses %j, which is no page', (path) => {
    expect(isSitePage(path)).toBe(false);
  });
});
