import { CAPTCHA_MESSAGES } from './captcha';
/** Words of the Contact Us page (spec §2) and its form; company facts come from site.ts. */
export const contactPage = {
  formHeading: 'Send us an enquiry',
  infoHeading: 'Contact Info',
  phonesLabel: 'Phone',
  emailLabel: 'Sales e-mail',
  officeLabel: 'Corporate office',
  mapHeading: 'Find us',
  mapTitle: 'Map showing our corporate office in Chandigarh',
  mapFallback: 'The map loads only when you ask for it. You can also open it in a new tab:',
  mapShow: 'Show the map',
  mapLinkText: 'our corporate office on the map',
  investorLinksHeading: 'Investor information',
} as const;

export const contactFormLabels = {
  enquiry: 'Enquiry type (select one or more)',
  name: 'Name',
  mobile: 'Mobile number',
  email: 'E-mail',
  city: 'City',
  pincode: 'Pincode',
  message: 'Message',
  submit: 'Submit enquiry',
  sending: 'Sending…',
  captchaNote: 'This form is protected by reCAPTCHA; Google’s privacy policy and terms apply.',
  /** The message a model page's "enquire" starts (`/contact-us?line=…&model=IU-1100`). */
  aboutModel: (code: string) => `I would like to know more about the model ${code}: `,
} as const;

/** Messages of the contact form (spec §5, §8), shared by the form and its API. */
export const CONTACT_MESSAGES = {
  name: 'Name is required.',
  mobile: 'Enter a valid 10-digit mobile number starting with 6-9.',
  email: 'Enter a valid email address.',
  city: 'City is required.',
  pincode: 'Enter a valid 6-digit pincode.',
  message: 'Message is required.',
  enquiry: 'Please select at least one enquiry type.',
  captcha: CAPTCHA_MESSAGES.missing,
  // Bounds the old site lacked; the spec has no text for them.
  nameTooLong: 'Name must be at most 100 characters.',
  cityTooLong: 'City must be at most 100 characters.',
  messageTooLong: 'Message must be at most 4000 characters.',
  invalid: 'Please correct the highlighted fields.',
  controlChars: 'Please remove the unusual characters from this field.',
  sent: 'Thank you! Your enquiry has been received and our sales team will contact you soon.',
  /** Under the thanks: what happens next and by when. */
  next: 'What happens next: our sales team calls or e-mails you within 2 working days.',
  failed: 'Error submitting the form. Please try again.',
  captchaRefused: CAPTCHA_MESSAGES.refused,
  captchaUnavailable: CAPTCHA_MESSAGES.unavailable,
} as const;

/**
 * Enquiry types of the contact form: value sent and stored / label shown (spec §3): one per
 * vertical (the old site's four values, kept for its API, and BESS and CCTV), and Other.
 */
export const ENQUIRY_TYPES = [
  { value: 'LED_lights', label: 'LED Lights' },
  { value: 'Lithium_Battery', label: 'Lithium Battery' },
  { value: 'Inverter_And_UPS', label: 'Inverter & UPS' },
  { value: 'BESS', label: 'Battery Energy Storage (BESS)' },
  { value: 'Metal_Engineering_Profile', label: 'Metal Engineering Profile' },
  { value: 'CCTV', label: 'CCTV' },
  { value: 'other', label: 'Other' },
] as const;

/** The e-mail a contact enquiry sends to the sales desk (lib/enquiries/create.ts). */
export const CONTACT_MAIL = {
  subject: (name: string, city: string) => `Website enquiry from ${name} (${city})`,
  labels: {
    enquiry: 'Enquiry about',
    name: 'Name',
    mobile: 'Mobile',
    email: 'E-mail',
    city: 'City',
    pincode: 'Pincode',
    received: 'Received',
    from: 'From address',
  },
  message: 'Message:',
  /** A value the request did not carry (no client address). */
  unknown: 'unknown',
} as const;

/**
 * The e-mail a member of staff's reply goes out in (lib/enquiries/thread.ts), in the language of
 * the page the enquiry was sent from; replies to it reach the sales desk.
 */
export const CONTACT_REPLY_MAIL = {
  subject: (company: string) => `Your enquiry to ${company}`,
  greeting: (name: string) => `Dear ${name},`,
  yourEnquiry: (date: string) => `Your enquiry of ${date}:`,
  signOff: (member: string, company: string) => `${member}\nSales, ${company}`,
} as const;
