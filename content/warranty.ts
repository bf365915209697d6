import { site } from './site';

const support = site.phones.find((p) => p.label === 'Support') ?? site.phones[0]!;

/** Largest invoice a customer may upload (lib/warranty/invoice.ts checks it). */
export const MAX_INVOICE_MB = 5;

/** Messages of the warranty registration form, shared by the browser form and the API. */
export const WARRANTY_MESSAGES = {
  productLine: 'Please choose a product line.',
  model: 'Please choose the model.',
  modelNotInLine: 'Please choose a model of this product line.',
  serial: 'Enter the serial number printed on the product.',
  serialFormat: (example: string) => `Enter the serial number as printed, e.g. ${example}.`,
  purchasedOn: 'Enter the date of purchase.',
  purchasedInFuture: 'The date of purchase cannot be in the future.',
  purchasedBeforeLaunch: (launched: string) =>
    `This model was first sold on ${launched}: please check the date of purchase.`,
  dealerTooLong: 'Dealer name must be at most 120 characters.',
  dealerBoth: "Choose the dealer from the list or type the shop's name, not both.",
  dealerUnknown:
    "This dealer is not in our list any more. Please choose another or type the shop's name.",
  dealerOtherLine: (line: string) =>
    `This dealer does not sell ${line}. Please choose another or type the shop's name.`,
  invoice: 'Please attach the invoice (PDF, JPEG or PNG).',
  invoiceTooLarge: `The invoice must be at most ${MAX_INVOICE_MB} MB.`,
  invoiceType: 'The invoice must be a PDF, JPEG or PNG file.',
  name: 'Name is required.',
  nameTooLong: 'Name must be at most 100 characters.',
  mobile: 'Enter a valid 10-digit mobile number starting with 6-9.',
  email: 'Enter a valid email address.',
  pincode: 'Enter a valid 6-digit pincode.',
  controlChars: 'Please remove the unusual characters from this field.',
  invalid: 'Please correct the highlighted fields.',
  registered: 'Your warranty is registered.',
  /** Under the registration number: what happens next. */
  next: 'What happens next: our team checks your invoice, usually within two working days, and e-mails you when your warranty is verified (or what is wrong, if it cannot be). Until then it is pending verification. Keep the registration number and quote it when you ask for service; you can check your warranty at any time.',
  registeredDetail: (number: string, endsOn: string) =>
    `Your warranty is registered and pending verification. Registration number ${number}; your warranty ends on ${endsOn}. We have e-mailed you a confirmation.`,
  duplicate: `This serial number is already registered. If you bought this product recently or think this is a mistake, please call our service desk on ${support.display} or write to ${site.emails.info} with your invoice.`,
  failed: 'Error submitting the form. Please try again.',
  unexpected: 'We could not reach the server. Please check your connection and try again.',
} as const;

/** Words of /warranty. */
export const WARRANTY_PAGE = {
  formHeading: 'Register your product',
  lead: 'Register within 30 days of purchase. Keep your invoice: you need it for any claim.',
  checkHeading: 'Already registered?',
  checkText: 'Check your warranty with the serial number and your mobile number.',
  checkLink: 'Check my warranty',
  labels: {
    productLine: 'Product line',
    model: 'Model',
    chooseLine: 'Choose a product line',
    chooseModel: 'Choose a model',
    serial: 'Serial number',
    purchasedOn: 'Date of purchase',
    dealerState: 'State where you bought it (optional)',
    chooseState: 'Choose a state',
    dealerOutletId: 'Dealer, from our list (optional)',
    dealerNotListed: 'Not in the list',
    dealerName: "Or type the dealer or shop's name (optional)",
    invoice: `Invoice (PDF, JPEG or PNG, at most ${MAX_INVOICE_MB} MB)`,
    name: 'Name',
    mobile: 'Mobile number',
    email: 'E-mail',
    pincode: 'Pincode',
    submit: 'Register warranty',
    sending: 'Registering…',
  },
  serialHint: (example: string) => `For example ${example}`,
  /** A dealer in the form's list (of the state chosen). */
  dealerOption: (name: string, city: string) => `${name}, ${city}`,
  dealersLoading: 'Loading the dealers of this state…',
  dealersFailed:
    "We could not load our list of dealers. Please type the dealer's name below, or try again.",
} as const;

/** Words of /warranty/check. */
export const WARRANTY_CHECK = {
  heading: 'Check my warranty',
  lead: 'Enter the serial number and the mobile number you registered with.',
  labels: { serial: 'Serial number', mobile: 'Mobile number', submit: 'Check warranty' },
  notFound:
    'We found no registration with this serial number and mobile number. Please check both and try again.',
  tooMany: 'Too many checks from your connection. Please wait a few minutes and try again.',
  resultHeading: 'Your warranty',
  fields: {
    number: 'Registration number',
    model: 'Model',
    purchasedOn: 'Date of purchase',
    endsOn: 'Warranty ends on',
    status: 'Status',
    verification: 'Invoice check',
    reason: 'Reason',
  },
  status: {
    active: 'Active',
    expired: 'Expired',
    /** A registration whose invoice staff rejected: no cover is promised. */
    notCovered: 'Not covered: the invoice was not accepted',
  },
  /** Whether staff have checked the invoice (lib/warranty/verification.ts). */
  verification: {
    pending: 'Pending verification: we are checking your invoice and will e-mail you.',
    verified: 'Verified',
    rejected: 'Rejected',
  },
  /** Under a rejected registration's reason. */
  rejectedNext: `Please call our service desk on ${support.display} or write to ${site.emails.info} with a clear copy of your invoice.`,
  registerLink: 'Register a product',
  /** Under a registration whose customer asked for SMS or WhatsApp messages. */
  stopTexts: 'Stop SMS and WhatsApp messages about this registration',
  textsStopped: 'We will send no more SMS or WhatsApp messages about this registration.',
} as const;

/** The e-mail telling the customer that staff verified or rejected the registration (lib/warranty/notifier.ts). */
export const WARRANTY_DECISION_MAIL = {
  subject: {
    verified: (number: string) => `Warranty verified: ${number}`,
    rejected: (number: string) => `Warranty registration rejected: ${number}`,
  },
  greeting: (name: string) => `Dear ${name},`,
  verified: (number: string, model: string, endsOn: string) =>
    `We have checked your invoice: your warranty registration ${number} for ${model} is verified. Your warranty ends on ${endsOn}.`,
  rejected: (number: string, model: string) =>
    `We could not verify your warranty registration ${number} for ${model}. The reason:`,
  rejectedNext: `Please call our service desk on ${support.display} or write to ${site.emails.info} with a clear copy of your invoice, quoting the registration number.`,
  check: (url: string) => `Check your warranty at any time: ${url}`,
  signOff: site.name,
} as const;

/** The confirmation e-mail to the customer (lib/warranty/register.ts). */
export const WARRANTY_MAIL = {
  subject: (number: string) => `Warranty registered: ${number}`,
  text: (r: {
    name: string;
    number: string;
    model: string;
    serial: string;
    purchasedOn: string;
    endsOn: string;
  }) =>
    [
      `Dear ${r.name},`,
      '',
      `Thank you for registering your product with ${site.name}.`,
      '',
      `Registration number: ${r.number}`,
      `Model: ${r.model}`,
      `Serial number: ${r.serial}`,
      `Date of purchase: ${r.purchasedOn}`,
      `Warranty ends on: ${r.endsOn}`,
      '',
      'Our team will check your invoice and e-mail you when your registration is verified.',
      '',
      `Keep your invoice: you need it for any claim. For service, call ${support.display} or write to ${site.emails.info}.`,
      '',
      site.name,
      '',
    ].join('\n'),
} as const;
