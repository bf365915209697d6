/** The customer's own page (/my-account, lib/customer-account): its words and its API's answers. */
export const CUSTOMER_ACCOUNT_TEXT = {
  lead: 'Your registered products, service requests and payment receipts, for your mobile number.',
  signInHeading: 'Sign in with your mobile number',
  signInLead:
    'We send a code by SMS to the mobile number you gave us with your service requests, warranty registrations or payments. No password is needed.',
  mobile: 'Mobile number',
  open: 'Open my page',
  opening: 'Opening…',
  smsOff:
    'Signing in needs a code sent by SMS, and we send no text messages just now. You can still track a request with its ticket number, or check a warranty with its serial number.',
  trackLink: 'Track a service request',
  checkLink: 'Check a warranty',
  signedInAs: (masked: string) => `Signed in with mobile number ${masked}.`,
  staySignedIn:
    'You stay signed in on this device for 30 days, or until 7 days without a visit. Sign out on a shared device.',
  signOut: 'Sign out',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereHint: 'Ends every session of this mobile number, on every device.',
  signedOut: 'You are signed out.',
  signedOutEverywhere: 'You are signed out on every device.',
  products: {
    heading: 'Products and warranty',
    empty: 'No warranty registered with this mobile number.',
    registerLink: 'Register a product',
  },
  requests: {
    heading: 'Service requests',
    empty: 'No service request made with this mobile number.',
    raiseLink: 'Raise a service request',
    timeline: 'Timeline',
  },
  payments: {
    heading: 'Payment receipts',
    empty: 'No payment made with this mobile number.',
    receipt: 'Receipt',
    purpose: 'For',
    amount: 'Amount',
    date: 'Paid on',
    download: (receipt: string) => `Download receipt ${receipt} (PDF)`,
  },
} as const;

/** The API's answers (app/api/my-account). */
export const CUSTOMER_ACCOUNT_MESSAGES = {
  opened: 'Signed in.',
  signedOut: 'Please sign in again: your session has ended.',
  receiptNotFound: 'No such receipt.',
} as const;
