/**
 * Words of an enquiry's page in the back-office (/staff/enquiries/[id], /staff/dealers/[id]): its
 * thread of replies and internal notes, assignment, and the audit log's summaries of them.
 */
export const STAFF_ENQUIRY_TEXT = {
  contactHeading: (name: string) => `Contact enquiry from ${name}`,
  dealerHeading: (name: string) => `Dealer enquiry from ${name}`,
  backToContact: 'All contact enquiries',
  backToDealers: 'All dealer enquiries',
  details: {
    received: 'Received',
    status: 'Status',
    open: 'Open',
    handled: (by: string | null) => `Handled${by ? ` by ${by}` : ''}`,
    assignedTo: 'Assigned to',
    nobody: 'Nobody',
    interestedIn: 'Interested in',
    name: 'Name',
    from: 'From',
    email: 'E-mail',
    mobile: 'Mobile',
    place: 'City and pincode',
    location: 'Location',
    language: 'Language of the form',
    /** A stored language code as staff read it (`hi` → Hindi; a code we do not know as it is). */
    languages: { en: 'English', hi: 'Hindi' } as Record<string, string>,
    message: 'Message',
  },
  thread: {
    heading: 'Thread',
    empty: 'No replies or notes yet.',
    reply: 'Reply e-mailed to the enquirer',
    note: 'Internal note (never sent)',
    by: (name: string, email: string) => `${name} (${email})`,
  },
  reply: {
    heading: 'Reply by e-mail',
    label: (email: string) => `Your reply to ${email}`,
    hint: 'Sent from the site with the sales address to reply to; it stays in the thread.',
    submit: 'Send reply',
    noEmail: (number: string) =>
      `A dealer enquiry has no e-mail address: call them on ${number}, then add a note of what was said.`,
    erased: 'The enquirer’s personal details were erased on request: no reply can be sent.',
  },
  note: {
    heading: 'Internal note',
    label: 'Note for staff (never sent to the enquirer)',
    submit: 'Add note',
  },
  assign: {
    heading: 'Assignment',
    label: 'Assign to',
    nobody: 'Nobody',
    submit: 'Assign',
    me: (name: string) => `${name} (you)`,
  },
  /** The outcome of the last change, by the `?outcome=` the action sends back. */
  outcomes: {
    replied: 'Reply sent: it is queued for e-mail and shown in the thread.',
    noted: 'Note added to the thread.',
    assigned: 'Assignment changed.',
  },
  /** Refusals, shown beside the form that caused them. */
  errors: {
    empty: 'Write something first: an empty message is not stored.',
    tooLong: (max: number) => `Too long: at most ${max.toLocaleString('en-IN')} characters.`,
    invalid: 'That text cannot be stored (it holds control characters).',
    erased: 'No reply: the enquirer’s personal details were erased on request.',
    noEmail: 'No reply: a dealer enquiry has no e-mail address.',
    notAssignable:
      'That member cannot take enquiries: only members with the sales role, or admins.',
    missing: 'That enquiry is gone (erased, or past its retention).',
  },
  /** The inbox's link to an enquiry's page, and who it is assigned to. */
  inbox: {
    header: 'Thread',
    open: 'Open thread',
    assignedTo: (name: string) => `Assigned to ${name}`,
    unassigned: 'Unassigned',
    filterLabel: 'Assigned',
    mine: 'Mine',
    unassignedOption: 'Unassigned',
  },
} as const;

/** The audit log's summaries of changes to an enquiry (lib/enquiries/thread.ts). */
export const ENQUIRY_AUDIT = {
  replied: (what: string, to: string) => `Replied to ${what} by e-mail to ${to}`,
  noted: (what: string) => `Added an internal note to ${what}`,
  assigned: (what: string, from: string | null, to: string | null) =>
    `Assigned ${what}: ${from ?? 'nobody'} → ${to ?? 'nobody'}`,
} as const;
