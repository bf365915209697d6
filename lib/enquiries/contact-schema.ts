import { z } from 'zod';
import { emailField, mobileField, pincodeField } from '@/lib/platform/validation/fields';
import { NO_CONTROL_CHARS, ONE_LINE } from '@/lib/platform/validation/text';
import { CONTACT_MESSAGES as M, ENQUIRY_TYPES } from '@/content/contact';
import type { EnquiryType } from './messages';

const VALUES = ENQUIRY_TYPES.map((t) => t.value) as [EnquiryType, ...EnquiryType[]];

const required = (message: string, max: number, tooLong: string, pattern = ONE_LINE) =>
  z.string(message).trim().min(1, message).max(max, tooLong).regex(pattern, M.controlChars);

/** The contact form's fields (spec §5): used by the browser form and the route handler. */
export const contactFieldsSchema = z.object({
  enquiry: z
    .array(z.enum(VALUES, M.enquiry), M.enquiry)
    .min(1, M.enquiry)
    .max(VALUES.length, M.enquiry)
    .transform((types) => [...new Set(types)]),
  name: required(M.name, 100, M.nameTooLong),
  mobile: mobileField(M.mobile),
  email: emailField(M.email),
  city: required(M.city, 100, M.cityTooLong),
  pincode: pincodeField(M.pincode),
  message: required(M.message, 4000, M.messageTooLong, NO_CONTROL_CHARS),
});

export type ContactFields = z.input<typeof contactFieldsSchema>;
export type ContactInput = z.output<typeof contactFieldsSchema>;

/** What the API accepts: the fields plus the reCAPTCHA token (checked separately). */
export const contactRequestSchema = contactFieldsSchema.extend({
  recaptchaToken: z.string().max(4000).optional().catch(undefined),
});

export { EMPTY_CONTACT } from './contact-empty';
