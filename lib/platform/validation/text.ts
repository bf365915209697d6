/**
 * Character rules for text people type. PostgreSQL refuses NUL in text, and other control
 * characters only ever come from tampering, so every stored text field uses one of these.
 */

/** No control characters other than tab and line breaks (messages, addresses). */
export const NO_CONTROL_CHARS = /^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]*$/;

/** One-line fields (names, cities): no line breaks or tabs either. */
export const ONE_LINE = /^[^\x00-\x1f\x7f]*$/;
