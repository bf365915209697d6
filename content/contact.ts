/** Words of the Contact Us page (spec §2) and its form; company facts come from site.ts. */
export const contactPage = {
  formHeading: 'Send us an enquiry',
  infoHeading: 'Contact Info',
  phonesLabel: 'Phone',
  emailLabel: 'Sales e-mail',
  officeLabel: 'Corporate office',
  mapHeading: 'Find us',
  mapTitle: 'Map showing our corporate office in Chandigarh',
  mapFallback: 'If the map does not load, open it in a new tab:',
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
} as const;
