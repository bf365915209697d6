/**
 * What a number is confirmed for: the forms that ask, and signing in to the customer's own page
 * (`customer-account`, lib/customer-account). Plain data: the browser's forms use it.
 */
export const PURPOSES = ['service-request', 'warranty', 'customer-account'] as const;
export type Purpose = (typeof PURPOSES)[number];
