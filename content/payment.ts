import { site } from './site';

/** Words of the online payment page (spec §2, §5, §8) and its API answers. */
export const PAYMENT_PURPOSES = [
  `${site.brands.lithium} - Lithium Battery Purchase`,
  `${site.brands.lights} - Lights / Other Purchase`,
] as const;

export const DEFAULT_PURPOSE = PAYMENT_PURPOSES[0];

export const PAYMENT_MESSAGES = {
  fillAll: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email',
  invalidPhone: 'Please enter a valid 10-digit phone number',
  invalidAmount: 'Please enter a valid amount',
  nameTooLong: 'Please enter a name of at most 100 characters',
  nameCharacters: 'Please remove the unusual characters from your name',
  invalidPurpose: 'Please choose the purpose of the payment',
  amountRange: (max: string) => `The amount must be between ₹1.00 and ${max}.`,
  orderCreated: 'Order created successfully',
  orderFailed: 'Failed to create order',
  initiateFailed: 'Failed to initiate payment',
  providerUnreachable: 'The payment service could not be reached. Please try again in a moment.',
  providerRefused: 'The payment service refused the order. Please try again later.',
  unavailable: 'Online payment is currently unavailable. Please contact us to pay.',
  verified: 'Payment verified successfully',
  badSignature: 'Invalid payment signature',
  unknownOrder: 'Unknown order',
  notCaptured: 'The payment has not been captured for this order',
  amountMismatch: 'The paid amount does not match the order',
  alreadyPaid: 'This order has already been paid by another payment',
  invalidVerification: 'Incomplete payment details',
  paymentFailedAlert: 'Payment failed: ',
  verificationFailedAlert: 'Payment verification failed: ',
  serverError: 'Server error',
  receiptFailed: 'Failed to generate receipt. Please try again.',
  receiptNotFound: 'Receipt not found',
  receiptLanguage: 'The receipt can be downloaded in English (lang=en) or Hindi (lang=hi) only',
} as const;

export const PAYMENT_PAGE = {
  hero: 'Secure Payments',
  lead: 'Pay for your order online and download your receipt straight away.',
  badge: '256-bit SSL Encryption, PCI DSS Compliant',
  steps: ['Your Information', 'Payment Details', 'Receipt'] as const,
  stepsLabel: 'Payment steps',
  labels: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    purpose: 'Purpose of payment',
    amount: 'Amount (₹)',
  },
  placeholders: { name: 'Your full name', email: 'you@example.com', phone: '10-digit mobile' },
  continue: 'Continue to Payment',
  back: 'Back',
  pay: (amount: string) => `Pay ${amount}`,
  payEmpty: 'Pay',
  processing: 'Processing...',
  receiptTitle: 'Payment received: your receipt',
  receiptFields: {
    receipt_id: 'Receipt number',
    payment_id: 'Payment ID',
    order_id: 'Order ID',
    amount: 'Amount',
    purpose: 'Purpose',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    date: 'Date',
  },
  download: 'Download PDF Receipt',
  /** The receipt PDF's language (content/languages.ts names each language in itself). */
  pdfLanguage: 'Language of the PDF',
  another: 'Make Another Payment',
  close: 'Close',
  themeColor: '#000000',
} as const;

/** What staff see after **Re-check with Razorpay** (and the audit row's summary). */
export const PAYMENT_RECHECK = {
  button: 'Re-check with Razorpay',
  busy: 'Checking…',
  unavailable: 'Online payment is not configured, so Razorpay cannot be asked.',
  noSuchOrder: 'There is no such order.',
  alreadyPaid: 'This order is already paid.',
  unreachable: 'Razorpay could not be reached. Please try again later.',
  paid: (amount: string, receipt: string) =>
    `Razorpay captured ${amount}: marked paid, receipt ${receipt}.`,
  noPayment: 'Razorpay has no payment for this order yet.',
  amountDiffers: (captured: string, stored: string) =>
    `Razorpay captured ${captured}, which differs from the order's ${stored}: not marked paid.`,
  notCaptured: (statuses: string) => `No captured payment yet (${statuses}).`,
  auditSummary: (razorpayOrderId: string, outcome: string) =>
    `Re-checked order ${razorpayOrderId} with Razorpay: ${outcome}`,
} as const;

/** Refusals of POST /api/payment/webhook (Razorpay reads them, and staff in the logs). */
export const WEBHOOK_MESSAGES = {
  badSignature: 'Invalid webhook signature',
  badBody: 'The webhook body must be a JSON object with an event.',
  badAmount: 'The webhook payment must have an amount in paise.',
} as const;

/** Words of the PDF receipt (spec §9). */
export const RECEIPT_PDF = {
  title: 'Payment Receipt',
  receiptNumber: 'Receipt No.',
  date: 'Date',
  orderId: 'Order ID',
  paymentId: 'Payment ID',
  billedTo: 'Received From',
  description: 'Description',
  amount: 'Amount',
  total: 'Total',
  paymentMethod: 'Payment Method',
  onlinePayment: 'Online Payment',
  status: 'Status',
  paid: 'Paid',
  terms: 'Terms',
  termsLines: [
    'This is a computer-generated receipt and does not require a signature.',
    'For any queries about this payment, please contact our customer care.',
    'Please retain this receipt for your records.',
  ],
  thanks: 'Thank you for your payment!',
  page: (page: number, total: number) => `Page ${page} of ${total}`,
} as const;
