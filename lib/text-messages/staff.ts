import type { TextMessage } from '@/lib/platform/db/generated/client';

/** One text message as staff see it on the page of the record it tells of. */
export interface StaffTextRow {
  id: string;
  at: string;
  channel: string;
  body: string;
  status: string;
  error: string | null;
}

/** The rows of a record's messages, in the order given (oldest first, as read). */
export const staffTextRows = (messages: readonly TextMessage[]): StaffTextRow[] =>
  messages.map((m) => ({
    id: m.id,
    at: m.createdAt.toISOString(),
    channel: m.channel,
    body: m.body,
    status: m.status,
    error: m.lastError,
  }));
