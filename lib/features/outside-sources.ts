import type { OutsideSourceKind } from '@/lib/platform/feature';
// The one exception to lib/features' derivations-only rule: the proxy reads this on every
// request and cannot load server halves (they hold database code), so payments' checkout hosts
// come from its light config module.
// eslint-disable-next-line no-restricted-imports
import { checkoutSources } from '@/lib/payments/config';
import type { OutsideSources } from '@/lib/platform/security/csp';
import {
  mapsSources,
  mergeSources,
  recaptchaSources,
} from '@/lib/platform/security/outside-sources';
import { outsideSourceKindsFor } from './index';

/** How each kind of outside host becomes CSP sources, from configuration. */
const SOURCES_OF: Record<OutsideSourceKind, () => OutsideSources> = {
  recaptcha: recaptchaSources,
  maps: mapsSources,
  'razorpay-checkout': checkoutSources,
};

/**
 * The outside hosts a page needs, as its features declare them (`outsideSources`); a page no
 * feature names may reach none.
 */
export const outsideSourcesFor = (pathname: string): Required<OutsideSources> =>
  mergeSources(outsideSourceKindsFor(pathname).map((kind) => SOURCES_OF[kind]()));
