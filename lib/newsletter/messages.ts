/**
 * Texts of the footer subscription (spec §4, §8), shared by the form and the API. The old
 * "already subscribed" answer is gone: with double opt-in every accepted address gets `subscribed`,
 * so the answer does not reveal who is on the list.
 */
export const SUBSCRIBE_MESSAGES = {
  empty: 'Please enter your email.',
  invalid: 'Please enter a valid email address.',
  subscribed: 'Thank you for subscribing! We will e-mail you about new product solutions.',
  failed: 'Something went wrong. Please try again later.',
} as const;
