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
