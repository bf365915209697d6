/**
 * Phone numbers as people in India write and dial them. Outlets and forms store ten digits
 * (lib/platform/validation/fields.ts): a mobile number (it starts with 6, 7, 8 or 9) or a
 * landline with its STD code and no trunk 0 ("1722200002": Chandigarh's 172, then 2200002).
 *
 * - a mobile: "+91 98765 00002";
 * - a landline: the STD code with its 0, then the subscriber's number in groups,
 *   "0172 220 0002", "011 2345 6789", "01762 234 567";
 * - the link: "tel:+919876500002", "tel:+911722200002" (no trunk 0 after +91).
 *
 * An STD code is 2 to 4 digits (the subscriber's number is as long as the other 8 to 6), and
 * nothing in the number says which: the 2-digit codes (the eight metros) and the 3-digit codes
 * of the larger cities are listed; any other landline is read with a 4-digit code.
 */

/** The metros' STD codes (an 8-digit subscriber's number follows). */
const TWO_DIGIT_STD = new Set(['11', '20', '22', '33', '40', '44', '79', '80']);

/** The larger cities' 3-digit STD codes (a 7-digit number follows). */
const THREE_DIGIT_STD = new Set(
  (
    '120 121 124 129 130 135 141 144 145 151 154 161 164 171 172 175 177 180 181 183 184 191 194 ' +
    '240 253 261 265 278 281 288 291 294 361 413 416 422 431 452 462 471 477 484 487 495 497 512 ' +
    '522 532 542 551 562 565 581 591 612 621 631 641 651 657 661 671 674 712 721 724 731 751 755 ' +
    '761 771 788 820 821 824 831 836 861 863 866 870 877 883 891'
  ).split(' '),
);

const TEN_DIGITS = /^\d{10}$/;

/** The ten digits of a number as stored or typed ("+91 98765-00002", "0172 2200002"), or null. */
export function nationalDigits(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return TEN_DIGITS.test(digits) ? digits : null;
}

export const isMobile = (digits: string) => /^[6-9]/.test(digits);

/** The STD code's length of a landline's ten digits (2, 3 or 4). */
function stdLength(digits: string): number {
  if (TWO_DIGIT_STD.has(digits.slice(0, 2))) return 2;
  if (THREE_DIGIT_STD.has(digits.slice(0, 3))) return 3;
  return 4;
}

/** A subscriber's number in groups: 8 digits 4+4, 7 digits 3+4, 6 digits 3+3. */
function groupSubscriber(number: string): string {
  if (number.length === 8) return `${number.slice(0, 4)} ${number.slice(4)}`;
  return `${number.slice(0, 3)} ${number.slice(3)}`;
}

/** "+91 98765 00002" or "0172 220 0002"; anything that is not ten digits is returned as given. */
export function formatIndianPhone(phone: string): string {
  const digits = nationalDigits(phone);
  if (!digits) return phone;
  if (isMobile(digits)) return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
  const std = stdLength(digits);
  return `0${digits.slice(0, std)} ${groupSubscriber(digits.slice(std))}`;
}

/** The number's `tel:` link ("tel:+919876500002"); null for what is not ten digits. */
export function telHref(phone: string): string | null {
  const digits = nationalDigits(phone);
  return digits ? `tel:+91${digits}` : null;
}
