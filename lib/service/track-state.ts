/** What the tracking page shows (lib/service/track.ts makes it; the browser form renders it). */

export interface TimelineEntry {
  at: string;
  /** `at` as people in India read it. */
  when: string;
  kind: 'status' | 'assign' | 'note' | 'visit';
  text: string;
  /** A note staff wrote for the customer (with a status change, or on its own). */
  note: string | null;
}

/** A phone number as shown ("+91 98765 00002", "0172 220 0002") and its link. */
export interface Phone {
  display: string;
  href: string;
}

export interface TrackedRequest {
  ticket: string;
  product: string;
  problem: string;
  status: string;
  createdAt: string;
  /** The assigned centre, its phones as people write them with their `tel:` links. */
  centre: { name: string; address: string; phones: Phone[] } | null;
  /** While it waits for a centre: that, and by when one is chosen (null otherwise). */
  unassigned: string | null;
  /** What happens next, and by when. */
  next: string;
  /** The visit asked for, confirmed or proposed, in words; null without one. */
  visit: string | null;
  /** Customer care, to call while no centre is assigned. */
  helpline: Phone;
  /** Each step once (the assignment, not also its status "assigned"). */
  timeline: TimelineEntry[];
  /** The customer gets this request's updates by SMS or WhatsApp (and may stop them here). */
  smsUpdates: boolean;
  /** The link to rate it: resolved or closed, and not rated yet (null otherwise). */
  feedbackHref: string | null;
  /** The rating the customer gave (1 to 5), once rated. */
  rating: number | null;
}

/** What the tracking form shows: the request, or one message; and what was typed. */
export interface TrackState {
  ticket: string;
  mobile: string;
  message: string | null;
  request: TrackedRequest | null;
  /** The customer just stopped the request's SMS updates. */
  smsStopped?: boolean;
}

export const EMPTY_TRACK: TrackState = { ticket: '', mobile: '', message: null, request: null };
