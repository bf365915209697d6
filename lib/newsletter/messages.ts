/** Texts of the footer subscription (spec §4, §8), shared by the form and the API. */
export const SUBSCRIBE_MESSAGES = {
  empty: 'Please enter your email.',
  invalid: 'Please enter a valid email address.',
  subscribed: 'Thank you for subscribing! We will e-mail you about new product solutions.',
  already: 'You are already subscribed with this email. Thank you!',
  failed: 'Something went wrong. Please try again later.',
} as const;
