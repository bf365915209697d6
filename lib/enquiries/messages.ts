/** Texts of the contact and dealer forms (spec §5, §8), shared by the forms and the API. */
export const CONTACT_MESSAGES = {
  name: 'Name is required.',
  mobile: 'Enter a valid 10-digit mobile number starting with 6-9.',
  email: 'Enter a valid email address.',
  city: 'City is required.',
  pincode: 'Enter a valid 6-digit pincode.',
  message: 'Message is required.',
  enquiry: 'Please select at least one enquiry type.',
  captcha: 'Please complete the reCAPTCHA.',
  // Bounds the old site lacked; the spec has no text for them.
  nameTooLong: 'Name must be at most 100 characters.',
  cityTooLong: 'City must be at most 100 characters.',
  messageTooLong: 'Message must be at most 4000 characters.',
  invalid: 'Please correct the highlighted fields.',
  controlChars: 'Please remove the unusual characters from this field.',
  sent: 'Thank you! Your enquiry has been received and our sales team will contact you soon.',
  failed: 'Error submitting the form. Please try again.',
  captchaRefused: 'The reCAPTCHA check failed. Please try again.',
  captchaUnavailable: 'The reCAPTCHA check is unavailable just now. Please try again shortly.',
} as const;

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
  failed: 'There was an error submitting the form. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** Enquiry types of the contact form: value sent and stored / label shown (spec §3). */
export const ENQUIRY_TYPES = [
  { value: 'LED_lights', label: 'LED Lights' },
  { value: 'Lithium_Battery', label: 'Lithium Battery' },
  { value: 'Inverter_And_UPS', label: 'Inverter & UPS' },
  { value: 'Metal_Engineering_Profile', label: 'Metal Engineering Profile' },
  { value: 'other', label: 'Other' },
] as const;

export type EnquiryType = (typeof ENQUIRY_TYPES)[number]['value'];

/** The label of a stored enquiry type (an unknown value is shown as it is). */
export const enquiryTypeLabel = (value: string) =>
  ENQUIRY_TYPES.find((t) => t.value === value)?.label ?? value;

/**
 * The reCAPTCHA v3 action each form executes and the server requires of its token
 * (lib/recaptcha.ts), so a token made for one form is refused by the other; here so that the
 * browser can import them.
 */
export const RECAPTCHA_ACTIONS = { contact: 'contact', dealer: 'dealer' } as const;
export type RecaptchaAction = (typeof RECAPTCHA_ACTIONS)[keyof typeof RECAPTCHA_ACTIONS];

/**
 * What a form shows when the server refused it: the spec's captcha message when that is the
 * answer (no token: the reCAPTCHA script did not load), else the form's own generic error.
 */
export const failureToShow = (serverMessage: unknown, generic: string): string =>
  serverMessage === CONTACT_MESSAGES.captcha ? CONTACT_MESSAGES.captcha : generic;
