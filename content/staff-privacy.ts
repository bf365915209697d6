/**
 * What an erasure did (lib/privacy/person.ts): the rows deleted and the rows masked, by table (in
 * the tool's order, lib/features/privacy.ts).
 */
export interface ErasureResult {
  deleted: Record<string, number>;
  masked: Record<string, number>;
  /** Stored files (warranty invoices, service request photos) removed after the commit. */
  files: number;
}

/** `1 payments, 0 serviceRequests`: an audit row's counts, by table. */
const counts = (byTable: Record<string, number>) =>
  Object.entries(byTable)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');

/** Words of the back-office's personal-data tool (/staff/privacy), admins only. */
export const PRIVACY_TOOL_TEXT = {
  title: 'Personal data',
  intro:
    'Find what the site holds about one person, download it for them, or erase it on their request. Every search, download and erasure is written to the audit log.',
  searchLabel: 'E-mail address or mobile number',
  searchHint: 'Any letter case; spaces, dashes and a +91 or 0 prefix are ignored.',
  search: 'Search',
  resultsHeading: (who: string) => `Held about ${who}`,
  nothing: 'Nothing is held about this person.',
  total: (n: number) => `${n} ${n === 1 ? 'record' : 'records'} found.`,
  staffAccount:
    'This address belongs to a member of staff. Their account is managed under Staff accounts and is not changed here.',
  pageViews:
    'Page-view logs hold an IP address and browser, never an e-mail address or phone number, so they cannot be matched to a person; they are deleted after their retention period.',
  /** Each table's heading, by the name its feature declares (lib/features/privacy.ts). */
  tables: {
    contactEnquiries: 'Contact enquiries',
    dealerEnquiries: 'Dealer enquiries',
    subscribers: 'Newsletter subscriptions',
    payments: 'Online payments (kept for the accounts)',
    mail: 'E-mails sent by the site',
    signInAttempts: 'Staff sign-in attempts',
    warrantyRegistrations: 'Warranty registrations (kept for warranty claims)',
    serviceRequests: 'Service requests with their history (kept as the service record)',
    customerSessions: 'Sign-ins to the customer’s own page (sessions)',
  },
  downloadJson: 'Download (JSON)',
  downloadCsv: 'Download (CSV)',
  erase: 'Erase this person…',
  confirm: {
    title: 'Erase personal data',
    lead: (who: string) =>
      `This deletes the enquiries, dealer enquiries, newsletter subscriptions, e-mails and sign-in attempts of ${who}. Online payments are kept for the accounts with the name, e-mail address and phone number replaced; amounts, dates and receipt numbers stay. Warranty registrations and service requests are kept for warranty claims and the service history with the name, mobile number, e-mail address and address replaced (also in the description and staff notes); their invoices and photos are deleted. This cannot be undone.`,
    label: 'Type the e-mail address or mobile number again to confirm',
    submit: 'Erase',
    cancel: 'Cancel',
  },
  erasedNotice:
    'The person was erased. What is still held (payments, warranty registrations and service requests, masked) is shown below; the audit log has the counts.',
  errors: {
    identifier: 'Enter an e-mail address or a 10-digit mobile number.',
    confirmation:
      'The confirmation does not match. Type the same e-mail address or mobile number again.',
    format: 'Choose format=json or format=csv.',
  },
  audit: {
    search: (who: string, n: number) => `Searched personal data of ${who}: ${n} records`,
    export: (who: string, format: string, n: number) =>
      `Exported personal data of ${who} (${format}): ${n} records`,
    erase: (who: string, r: ErasureResult) =>
      `Erased personal data of ${who}: deleted ${counts(r.deleted)}; masked ${counts(r.masked)}; removed ${r.files} files`,
  },
} as const;
