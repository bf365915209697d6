import type * as en from '../captcha';
import type { Words } from '../words-type';

export const CAPTCHA_MESSAGES: Words<typeof en.CAPTCHA_MESSAGES> = {
  missing: 'कृपया reCAPTCHA पूरा करें।',
  refused: 'reCAPTCHA जाँच सफल नहीं हुई। कृपया फिर से कोशिश करें।',
  unavailable: 'reCAPTCHA जाँच अभी उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।',
};
