/**
 * The eight key pages: the first pages most visitors see, one of each kind. Lighthouse audits
 * them (`npm run lighthouse`) and e2e/visual.spec.ts keeps a picture of each.
 */
export const KEY_PAGES = [
  '/',
  '/about-us',
  '/our-services/led-lights',
  '/our-journey',
  '/bess',
  '/investor-relations/financials',
  '/online-payment',
  '/contact-us',
] as const;
