/** Mail queued before kinds were recorded that the migration could not place: admins' only. */
export const UNPLACED_MAIL_KIND = 'notice' as const;
