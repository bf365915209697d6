/** Words of the Dealers and distributors page (spec §2) and its form. */
export const dealersPage = {
  bannerTitle: 'Inverters with built-in lithium batteries',
  bannerLead: 'Now in two models, 1100 VA and 2100 VA: clean backup power with nothing to top up.',
  bullets: [
    'Lifespan of over 10 years',
    'Zero maintenance',
    '5 year comprehensive warranty',
    'Advanced battery management system',
    'Dual LED display',
    'Wall-mounted or portable',
  ],
  callHeading: 'Become a dealer or distributor',
  callText:
    'Grow your business with our inverters and lithium batteries. Contact us for dealership and distribution: leave your details and our sales team will call you.',
  formHeading: 'Dealer enquiry',
} as const;

export const dealerFormLabels = {
  name: 'Name',
  number: 'Mobile number',
  location: 'Address',
  submit: 'Submit',
  sending: 'Sending…',
} as const;

/** How long the form's reply stays on screen (spec §4, §9). */
export const DEALER_MESSAGE_MS = 1000;

/** Messages of the dealer form (spec §5, §8), shared by the form and its API. */
export const DEALER_MESSAGES = {
  name: 'Name is required.',
  nameTooLong: 'Name must be at most 100 characters.',
  number: 'Enter a valid phone number (10 to 15 digits).',
  location: 'Address is required.',
  locationTooLong: 'Address must be at most 500 characters.',
  controlChars: 'Please remove the unusual characters from this field.',
  invalid: 'Please correct the highlighted fields.',
  received: 'Thank you! Your dealer enquiry has been received.',
  // What the form shows (spec §8).
  success: 'form has been successfully submitted!',
  /** Under the thanks: what happens next and by when. */
  next: 'What happens next: our dealer network team calls you within 3 working days.',
  failed: 'There was an error submitting the form. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** The e-mail a dealer enquiry sends to the sales desk (lib/enquiries/create.ts). */
export const DEALER_MAIL = {
  subject: (name: string) => `Dealer enquiry from ${name}`,
  labels: {
    name: 'Name',
    mobile: 'Mobile',
    location: 'Location / address',
    received: 'Received',
    from: 'From address',
  },
} as const;
