import { ENQUIRY_TYPES } from '@/content/contact';
import type { CatalogueLine } from '@/content/catalogue-specs';
import { CODE_PATTERN, MODEL_PARAMETER } from '@/lib/catalogue/line-models';

/**
 * Helpers of the contact and dealer forms (their words live in content/contact.ts and
 * content/dealers.ts).
 */

export type EnquiryType = (typeof ENQUIRY_TYPES)[number]['value'];

/** The label of a stored enquiry type (an unknown value is shown as it is). */
export const enquiryTypeLabel = (value: string) =>
  ENQUIRY_TYPES.find((t) => t.value === value)?.label ?? value;

/**
 * The enquiry type a model page's "enquire" ticks (`/contact-us?line=inverter-ups&model=IU-1100`),
 * by the model's catalogue line.
 */
export const ENQUIRY_TYPE_OF_LINE: Record<CatalogueLine, EnquiryType> = {
  'led-lights': 'LED_lights',
  'lithium-battery': 'Lithium_Battery',
  'inverter-ups': 'Inverter_And_UPS',
  bess: 'BESS',
  cctv: 'CCTV',
  'sheet-metal': 'Metal_Engineering_Profile',
};

/** The catalogue line and model a model page's "enquire" names in the address, if any. */
export function modelEnquiryOf(search: string): { type?: EnquiryType; code?: string } {
  const address = new URLSearchParams(search);
  const line = address.get('line') ?? '';
  const code = address.get(MODEL_PARAMETER) ?? '';
  return {
    ...(Object.hasOwn(ENQUIRY_TYPE_OF_LINE, line) && {
      type: ENQUIRY_TYPE_OF_LINE[line as CatalogueLine],
    }),
    ...(CODE_PATTERN.test(code) && { code }),
  };
}
