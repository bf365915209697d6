/**
 * The e-mail rule of the spec (§5): text, an at sign, text, a dot, text, and no spaces. Shared by
 * browser forms (without pulling zod into the page) and the server schemas.
 */
// Control characters are excluded too: PostgreSQL refuses a NUL byte in text.
export const EMAIL_PATTERN = /^[^\s@\x00-\x1f\x7f]+@[^\s@\x00-\x1f\x7f]+\.[^\s@\x00-\x1f\x7f]+$/;
export const EMAIL_MAX_LENGTH = 254;

export const isEmail = (value: string) =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
