/**
 * Words of the back-office menu: its groups and entries. Each feature's manifest
 * (lib/<feature>/feature.ts) names its entries; lib/features.ts draws the menu from them.
 */
export const STAFF_MENU_TEXT = {
  groups: {
    overview: null,
    sales: 'Sales',
    'after-sales': 'After-sales',
    payments: 'Payments',
    investors: 'Investor relations',
    administration: 'Administration',
    you: null,
  },
  /** The button that opens the menu on a phone. */
  toggle: 'Menu',
  dashboard: 'Dashboard',
  enquiries: 'Contact enquiries',
  dealers: 'Dealer enquiries',
  outlets: 'Dealers and service centres',
  catalogue: 'Product catalogue',
  warranty: 'Warranty registrations',
  serviceRequests: 'Service requests',
  serviceReport: 'Response times and ratings',
  servicePromises: 'Service promises',
  subscribers: 'Subscribers',
  payments: 'Payments',
  mail: 'Outgoing mail',
  investorDocuments: 'Investor documents',
  disclosures: 'Regulation 46 index',
  directors: 'Directors',
  committees: 'Committees',
  registrar: 'Registrar',
  grievance: 'Grievance contacts',
  audit: 'Audit log',
  privacy: 'Personal data',
  cspReports: 'CSP reports',
  accounts: 'Staff accounts',
  account: 'Your account',
} as const;

/** Words of the back-office frame: title, skip link, menu, sign-out. */
export const STAFF_FRAME_TEXT = {
  /** The browser tab's title: "Payments | Staff". */
  metaTitle: 'Staff',
  metaTemplate: '%s | Staff',
  brand: 'Back-office',
  navLabel: 'Staff',
  signOut: 'Sign out',
} as const;

/** Words of the staff inboxes: headings, table captions and column headers, empty states. */
export const STAFF_INBOX_TEXT = {
  /** Screen-reader header of the column of row buttons. */
  action: 'Action',
  status: 'Status',
  open: 'Open',
  handledBy: (staffEmail: string | null) => `Handled by ${staffEmail}`,
  /** The row button of an inbox whose rows staff mark handled. */
  markHandled: 'Mark handled',
  reopen: 'Reopen',
  /** A contact cell of a person whose details were erased (the personal-data tool). */
  erasedContact: 'Personal details erased on request',
  /** The filter form above every inbox (components/inbox/inbox-filters.tsx). */
  filters: {
    search: 'Search',
    from: 'From',
    to: 'To',
    status: 'Status',
    type: 'Type',
    all: 'All',
    statuses: { open: 'Open', handled: 'Handled' },
    submit: 'Filter',
    exportCsv: 'Export CSV',
  },
  /** The page links under every inbox (components/inbox/pagination.tsx). */
  pagination: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    position: (page: number, pages: number, total: number) =>
      `Page ${page} of ${pages} (${total} in all)`,
  },
  enquiries: {
    title: 'Contact enquiries',
    caption: 'Contact enquiries',
    empty: 'No enquiries match.',
    columns: {
      received: 'Received',
      from: 'From',
      interestedIn: 'Interested in',
      message: 'Message',
    },
  },
  dealers: {
    title: 'Dealer enquiries',
    caption: 'Dealer enquiries',
    empty: 'No enquiries match.',
    columns: {
      received: 'Received',
      name: 'Name',
      mobile: 'Mobile',
      location: 'Location',
    },
  },
  warranty: {
    title: 'Warranty registrations',
    caption: 'Warranty registrations',
    empty: 'No registrations match.',
    typeLabel: 'Product line',
    columns: {
      received: 'Received',
      number: 'Registration',
      product: 'Product',
      warranty: 'Purchased / ends',
      customer: 'Customer',
      dealer: 'Dealer',
      invoice: 'Invoice',
      verification: 'Invoice check',
    },
    statuses: { active: 'Active', expired: 'Expired' },
    warranty: (purchasedOn: string, endsOn: string, status: string) =>
      `${purchasedOn} to ${endsOn} (${status})`,
    openInvoice: 'Open invoice',
    /** Instead of the link, once the personal-data tool erased the invoice. */
    invoiceErased: 'Erased',
    /** After a dealer chosen from the directory, for screen readers: a link to its outlet. */
    dealerOutlet: ' (outlet in the directory)',
    /** After "Open invoice", for screen readers: which registration's. */
    invoiceOf: (number: string) => ` of ${number}`,
    /** The invoice check's filter (`?state=`) and column (lib/warranty/verification.ts). */
    stateLabel: 'Invoice check',
    /** On the dashboard, linking to the pending ones. */
    pendingCount: (n: number) =>
      `${n} warranty registration${n === 1 ? ' waits' : 's wait'} for the invoice check.`,
    verificationStates: { pending: 'Pending', verified: 'Verified', rejected: 'Rejected' },
    /** A registration's page (/staff/warranty/<id>), where staff verify or reject it. */
    detail: {
      heading: (number: string) => `Warranty registration ${number}`,
      back: 'Back to warranty registrations',
      open: (number: string) => `Open ${number}`,
      verification: 'Invoice check',
      decided: (state: string, by: string, at: string) => `${state} by ${by} on ${at}`,
      decidedBefore: (state: string) => `${state} (registered before invoices were checked)`,
      reason: 'Reason given to the customer',
      product: 'Product',
      serial: 'Serial number',
      warranty: 'Purchased / ends',
      dealer: 'Dealer',
      customer: 'Customer',
      language: 'Language of the customer',
      languages: { en: 'English', hi: 'Hindi' } as Record<string, string>,
      invoice: 'Invoice',
      invoiceHint:
        'Open shows the file the customer uploaded (PDF or image) here; Download saves it.',
      download: 'Download',
      decideHeading: 'Check the invoice',
      decideLead:
        'Open the invoice and compare it with the model, serial number, date of purchase and dealer above. The customer is e-mailed either way, in their language, and told by SMS or WhatsApp too when they asked for it.',
      verify: 'Verify',
      rejectLegend: 'Reject',
      reasonLabel: 'Reason (the customer reads it in the e-mail and on the warranty check)',
      reasonHint: 'At most 500 characters. For example: the invoice is not readable.',
      reject: 'Reject with this reason',
      erasedNote: 'The customer’s details were erased on request: nobody is e-mailed.',
      texts: 'SMS and WhatsApp messages to the customer',
      textsNone: 'None: the customer did not ask to hear the decision by SMS or WhatsApp.',
      textsStopped: 'The customer asked to hear the decision by SMS or WhatsApp, then stopped it.',
      textsCaption: 'Text messages about this registration, oldest first',
      outcomes: {
        verified: 'Verified. The customer is being e-mailed.',
        rejected: 'Rejected. The customer is being e-mailed the reason.',
        alreadyDecided:
          'Nothing changed: this registration was already verified or rejected (perhaps by someone else). Its state is shown below.',
        reasonMissing: 'Write the reason for rejecting: the customer is told it.',
        reasonTooLong: 'The reason must be at most 500 characters.',
        invalid: 'Nothing changed: the form was not complete.',
        missing: 'There is no such registration.',
      },
      /** The audit log's summary of a decision. */
      audit: {
        verified: (number: string, serial: string) =>
          `Verified warranty registration ${number} (${serial})`,
        rejected: (number: string, serial: string, reason: string) =>
          `Rejected warranty registration ${number} (${serial}): ${reason}`,
      },
    },
  },
  subscribers: {
    title: 'Subscribers',
    caption: 'Newsletter and investor alert subscribers',
    empty: 'No subscribers match.',
    notice:
      'Only confirmed addresses are subscribers: a sign-up stays pending until its owner confirms it from the mail we send.',
    stateLabel: 'State',
    /** A sign-up's state (the state column also says when it was confirmed or withdrawn). */
    states: { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' },
    columns: { email: 'E-mail', list: 'List', state: 'State', signedUp: 'Signed up' },
    lists: { newsletter: 'Newsletter', investor_alerts: 'Investor alerts' },
  },
  audit: {
    title: 'Audit log',
    caption: 'Changes made by staff',
    empty: 'No changes match.',
    notice: 'Every change staff make, newest first. Search finds a person or what was changed.',
    columns: { when: 'When', who: 'Who', what: 'What' },
  },
  payments: {
    title: 'Payments',
    caption: 'Payment orders',
    empty: 'No payments match.',
    notice:
      'Orders not paid yet may have been paid with Razorpay without our hearing of it (closed browser, lost webhook): re-check them.',
    typeLabel: 'Status',
    /** An order's status (the `?type=` filter and the status column). */
    statuses: { CREATED: 'Not paid yet', FAILED: 'Failed', PAID: 'Paid' },
    columns: {
      created: 'Created',
      customer: 'Customer',
      purpose: 'Purpose',
      amount: 'Amount',
      status: 'Status',
      receipt: 'Receipt',
    },
    pdf: ' (PDF)',
  },
  mail: {
    title: 'Outgoing mail',
    caption: 'E-mails the site sends to the sales desk',
    empty: 'No mail matches.',
    notice:
      'Every enquiry is e-mailed to the sales desk. A mail that cannot be sent is tried again with growing pauses and marked failed after 20 attempts. Once the cause shown under Status is fixed, send it again.',
    typeLabel: 'Status',
    /** A mail's status (the `?type=` filter and the status column). */
    statuses: { pending: 'Waiting to send', sent: 'Sent', failed: 'Failed' },
    columns: { queued: 'Queued', mail: 'Mail', status: 'Status' },
    replyTo: 'Reply to',
    showText: 'Show the message',
    attempts: (n: number) => `${n} attempt${n === 1 ? '' : 's'}`,
    sentAt: (when: string) => `Sent ${when}`,
    sendNow: 'Send now',
    /** Names a mail to screen readers after "Send now". */
    mailName: (subject: string, to: string) => `${subject} to ${to}`,
    outcomes: {
      sent: 'Sent.',
      queued: 'Not sent yet; it stays queued and the site keeps trying automatically.',
      'already-sent': 'That mail has already been sent.',
      missing: 'That mail no longer exists.',
    },
    stuck: (n: number) =>
      `${n} e-mail${n === 1 ? '' : 's'} to the sales desk could not be sent. See Outgoing mail.`,
  },
} as const;

/**
 * The header row of the inboxes' CSV exports (one word each, as spreadsheets and scripts read
 * them); lib/<domain>/columns.ts picks the ones its inbox fills.
 */
export const STAFF_CSV_HEADERS = {
  received: 'received',
  created: 'created',
  name: 'name',
  mobile: 'mobile',
  phone: 'phone',
  email: 'email',
  city: 'city',
  pincode: 'pincode',
  enquiry: 'enquiry',
  message: 'message',
  location: 'location',
  state: 'state',
  signedUp: 'signed_up',
  confirmedAt: 'confirmed_at',
  unsubscribedAt: 'unsubscribed_at',
  consentVersion: 'consent_version',
  list: 'list',
  purpose: 'purpose',
  amount: 'amount',
  status: 'status',
  razorpayOrder: 'razorpay_order',
  receipt: 'receipt',
  handledAt: 'handled_at',
  handledBy: 'handled_by',
  // service requests
  ticket: 'ticket',
  address: 'address',
  productLine: 'product_line',
  model: 'model',
  serial: 'serial',
  category: 'category',
  description: 'description',
  centre: 'centre',
  assignBy: 'assign_by',
  callBy: 'call_by',
  overdue: 'overdue',
  updated: 'updated',
  registration: 'registration',
  purchasedOn: 'purchased_on',
  warrantyEndsOn: 'warranty_ends_on',
  dealer: 'dealer',
  dealerOutletId: 'dealer_outlet_id',
  warrantyStatus: 'warranty_status',
  verification: 'verification',
  rejectionReason: 'rejection_reason',
  decidedAt: 'decided_at',
  decidedBy: 'decided_by',
} as const;

/** Words of the staff sign-in boundary: the page a member sees outside their roles. */
export const STAFF_ACCESS_TEXT = {
  forbiddenTitle: 'You do not have access to this page',
  forbiddenLead:
    'Your roles do not include this part of the back-office. Ask an admin if you need it.',
  backToDashboard: 'Back to the dashboard',
  notFoundTitle: 'Not found',
  notFoundLead: 'There is no such record or page in the back-office: it may have been deleted.',
  roles: {
    admin: 'Admin',
    sales: 'Sales',
    service: 'After-sales service',
    accounts: 'Accounts',
    investor_relations: 'Investor relations',
    catalogue: 'Product catalogue',
  },
  rolesLabel: 'Roles',
  signOutEverywhere: 'Sign out everywhere',
} as const;
