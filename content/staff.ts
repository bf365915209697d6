/** Navigation of the staff back-office; later features add their inboxes here. */
export const STAFF_NAV = [
  { href: '/staff', label: 'Dashboard' },
  { href: '/staff/enquiries', label: 'Contact enquiries' },
  { href: '/staff/dealers', label: 'Dealer enquiries' },
  { href: '/staff/subscribers', label: 'Subscribers' },
  { href: '/staff/payments', label: 'Payments' },
  { href: '/staff/investors/documents', label: 'Investor documents' },
  { href: '/staff/investors/directors', label: 'Directors' },
  { href: '/staff/investors/committees', label: 'Committees' },
  { href: '/staff/investors/registrar', label: 'Registrar' },
  { href: '/staff/investors/grievance', label: 'Grievance contacts' },
  { href: '/staff/audit', label: 'Audit log' },
] as const;

/** Words of the staff inboxes: headings, table captions and column headers, empty states. */
export const STAFF_INBOX_TEXT = {
  /** Screen-reader header of the column of row buttons. */
  action: 'Action',
  status: 'Status',
  open: 'Open',
  handledBy: (staffEmail: string | null) => `Handled by ${staffEmail}`,
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
  subscribers: {
    title: 'Subscribers',
    caption: 'Newsletter subscribers',
    empty: 'No subscribers match.',
    columns: { email: 'E-mail', signedUp: 'Signed up' },
  },
  payments: {
    title: 'Payments',
    caption: 'Payment orders',
    empty: 'No payments match.',
    notice:
      'Orders not paid yet may have been paid with Razorpay without our hearing of it (closed browser, lost webhook): re-check them.',
    typeLabel: 'Status',
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
} as const;
