import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';

/**
 * Field rules the public forms share, each with its form's own message: an Indian mobile number
 * (10 digits starting with 6-9), an e-mail address (kept in lower case) and a 6-digit pincode.
 */
export const mobileField = (message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^[6-9]\d{9}$/, message);

export const emailField = (message: string) =>
  z
    .string(message)
    .trim()
    .max(EMAIL_MAX_LENGTH, message)
    .regex(EMAIL_PATTERN, message)
    .transform((email) => email.toLowerCase());

export const pincodeField = (message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^\d{6}$/, message);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id as the database writes it (a UUID): anything else names no row, so is not looked up. */
export const isUuid = (value: string) => UUID.test(value);
