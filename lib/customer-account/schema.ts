import { z } from 'zod';
import { MOBILE_CHECK_MESSAGES as M } from '@/content/mobile-check';
import { mobileProofField } from '@/lib/mobile-check/schema';
import { mobileField } from '@/lib/platform/validation/fields';

/** Opening a session: the number and the proof its code gave (lib/customer-account/session.ts). */
export const openSessionSchema = z.object({
  mobile: mobileField(M.mobile),
  mobileProof: mobileProofField,
});
