import { z } from 'zod';
import { NO_CONTROL_CHARS } from '@/lib/platform/validation/text';

/**
 * Whether staff have checked a registration's invoice: `pending` until a member of `service`
 * verifies or rejects it (lib/warranty/verify.ts). A decision is final: a decided row is never
 * decided again.
 */
export const WARRANTY_VERIFICATIONS = ['pending', 'verified', 'rejected'] as const;

export type WarrantyVerification = (typeof WARRANTY_VERIFICATIONS)[number];

/** A decision staff make: the two states a pending registration may move to. */
export type WarrantyDecision = Exclude<WarrantyVerification, 'pending'>;

/** The longest reason for a rejection (the column's length). */
export const MAX_REJECTION_REASON = 500;

/**
 * A rejection's reason, as the customer will read it: required, one to 500 characters, no
 * control characters other than line breaks. The messages are outcome codes the staff page words.
 */
export const rejectionReasonSchema = z
  .string({ error: 'reasonMissing' })
  .trim()
  .min(1, { error: 'reasonMissing' })
  .max(MAX_REJECTION_REASON, { error: 'reasonTooLong' })
  .regex(NO_CONTROL_CHARS, { error: 'invalid' });
