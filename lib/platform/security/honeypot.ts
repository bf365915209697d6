/**
 * The hidden form field that people never see and bots fill in. A request carrying it is
 * answered as if it succeeded and then dropped.
 */
export const HONEYPOT_FIELD = 'website';

export const isHoneypotFilled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
