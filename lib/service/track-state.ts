/** What the tracking page shows (lib/service/track.ts makes it; the browser form renders it). */

export interface TimelineEntry {
  at: string;
  /** `at` as people in India read it. */
  when: string;
  kind: 'status' | 'assign' | 'note';
  text: string;
  /** A note staff wrote for the customer (with a status change, or on its own). */
  note: string | null;
}

export interface TrackedRequest {
  ticket: string;
  product: string;
  problem: string;
  status: string;
  createdAt: string;
  centre: { name: string; address: string; phones: string[] } | null;
  timeline: TimelineEntry[];
}

/** What the tracking form shows: the request, or one message; and what was typed. */
export interface TrackState {
  ticket: string;
  mobile: string;
  message: string | null;
  request: TrackedRequest | null;
}

export const EMPTY_TRACK: TrackState = { ticket: '', mobile: '', message: null, request: null };
