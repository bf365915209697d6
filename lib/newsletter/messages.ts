/**
 * The footer subscription's messages live in content/newsletter.ts; re-exported here for the
 * form. The old "already subscribed" answer is gone: with double opt-in every accepted address
 * gets `subscribed`, so the answer does not reveal who is on the list.
 */
export { SUBSCRIBE_MESSAGES } from '@/content/newsletter';
