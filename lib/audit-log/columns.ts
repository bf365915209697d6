import { STAFF_INBOX_TEXT } from '@/content/staff';
import { staffDate } from '@/lib/platform/inbox/format';
import { inboxColumns } from '@/lib/platform/inbox/columns';
import type { AuditRow } from './admin';

const T = STAFF_INBOX_TEXT.audit.columns;

/** The audit log's columns (no CSV export). */
export const AUDIT_COLUMNS = inboxColumns<AuditRow>()([
  { key: 'when', header: T.when, text: (r) => staffDate(r.when) },
  { key: 'who', header: T.who, text: (r) => r.actorEmail },
  { key: 'what', header: T.what, text: (r) => r.summary },
]);
