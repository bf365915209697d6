/**
 * The e-mail rule of the spec (§5): text, an at sign, text, a dot, text, and no spaces. Shared by
 * browser forms (without pulling zod into the page) and the server schemas.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export const isEmail = (value: string) =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
