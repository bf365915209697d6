import { ENQUIRY_TYPES } from '@/content/contact';

/**
 * Helpers of the contact and dealer forms (their words live in content/contact.ts and
 * content/dealers.ts).
 */

export type EnquiryType = (typeof ENQUIRY_TYPES)[number]['value'];

/** The label of a stored enquiry type (an unknown value is shown as it is). */
export const enquiryTypeLabel = (value: string) =>
  ENQUIRY_TYPES.find((t) => t.value === value)?.label ?? value;
