/** What every form protected by reCAPTCHA answers when its token is missing, refused or unverifiable. */
export const CAPTCHA_MESSAGES = {
  missing: 'Please complete the reCAPTCHA.',
  refused: 'The reCAPTCHA check failed. Please try again.',
  unavailable: 'The reCAPTCHA check is unavailable just now. Please try again shortly.',
} as const;
