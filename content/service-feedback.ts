/**
 * Feedback on a resolved service request (lib/service/feedback.ts): the page its mail links to,
 * the tracking page's link, and the line in the mail. Shared by the browser form and the server.
 */

/** The ratings, worst to best. */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;

export const SERVICE_FEEDBACK_TEXT = {
  title: 'Rate our service',
  lead: (ticket: string) =>
    `Your service request ${ticket} has been resolved. How did we do? It takes a minute, and each answer is read by our service manager.`,
  request: 'Request',
  product: 'Product',
  centre: 'Service centre',
  ratingLegend: 'How would you rate the service?',
  /** Each rating's words (the stars are for the eye only). */
  ratings: {
    1: '1: Very poor',
    2: '2: Poor',
    3: '3: Fair',
    4: '4: Good',
    5: '5: Excellent',
  } as Record<(typeof FEEDBACK_RATINGS)[number], string>,
  commentLabel: 'Anything you would like to tell us? (optional)',
  commentHint: 'At most 1000 characters.',
  submit: 'Send my rating',
  sending: 'Sending…',
  thanks: 'Thank you for your rating. It helps us do better.',
  /** On the tracking page, for a resolved request not rated yet. */
  trackLink: 'Rate our service',
  /** The tracking page, once rated. */
  rated: (rating: string) => `Your rating: ${rating}. Thank you.`,
  /** A link not signed for a request there is (cut short, changed, or the request erased). */
  invalidTitle: 'This link does not work',
  invalidLead:
    'The link to rate our service is not complete, or its request no longer exists. Open it again from the e-mail, or find your request on the tracking page and rate it there.',
  /** The line of the "resolved" mail. */
  mailLine: (url: string) => `How did we do? Rate our service in a minute: ${url}`,
} as const;

export const SERVICE_FEEDBACK_MESSAGES = {
  rating: 'Choose a rating from 1 to 5.',
  commentTooLong: 'Keep your comment to 1000 characters at most.',
  controlChars: 'Remove the special characters from your comment.',
  /** The request was rated before (from this link or the tracking page). */
  already: 'This request has already been rated. Thank you.',
  /** The request was reopened, or is not resolved yet. */
  notResolved:
    'This request is not resolved just now, so it cannot be rated yet. We will send you the link again when it is.',
  tooMany: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
