/**
 * What `npm run prune` says it deleted: each kind of personal record (named in its feature's
 * manifest, `retention`), what a period counts from when not the record's making, and the line
 * it prints per kind. The periods themselves are configuration (lib/platform/env.ts).
 */
export const PRUNE_TEXT = {
  what: {
    pageViews: 'page-view logs',
    contactEnquiries: 'contact enquiries',
    dealerEnquiries: 'dealer enquiries',
    mail: 'outgoing e-mails',
    loginAttempts: 'staff sign-in attempts',
    unconfirmedSignUps: 'newsletter sign-ups never confirmed',
    warrantyRegistrations: 'warranty registrations (with their invoices)',
    serviceRequests: 'service requests (with their photos and history)',
  },
  after: {
    warrantyEnded: 'the warranty ended',
    closing: 'closing',
  },
  deleted: (count: number, step: { what: string; days: number; after?: string }) =>
    step.after
      ? `Deleted ${count} ${step.what} more than ${step.days} days after ${step.after}.`
      : `Deleted ${count} ${step.what} older than ${step.days} days.`,
} as const;
