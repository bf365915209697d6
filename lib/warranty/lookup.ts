import { modelNames } from '@/lib/catalogue/after-sales';
import { timingSafeEqual } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import { wordsOf } from '@/lib/platform/i18n/words';
import { db } from '@/lib/platform/db/client';
import { HttpError } from '@/lib/platform/http/responses';
import { enforceRateLimit } from '@/lib/platform/rate-limit';
import { warrantyStatus } from './dates';
import { warrantyLookupSchema } from './schema';
import type { WarrantyVerification } from './verification';

/** What "check my warranty" shows: nothing about the person, only the product's cover. */
export interface WarrantyStatusView {
  number: string;
  model: string;
  /** `YYYY-MM-DD`. */
  purchasedOn: string;
  warrantyEndsOn: string;
  /** `notCovered` once staff rejected the invoice, whatever the dates say. */
  status: 'active' | 'expired' | 'notCovered';
  /** Whether staff have checked the invoice yet, and what they decided. */
  verification: WarrantyVerification;
  /** The reason staff gave for rejecting it (only when rejected). */
  rejectionReason: string | null;
  /** The customer gets SMS or WhatsApp messages about it (the page offers to stop them). */
  textUpdates: boolean;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The registration of a serial number, when the mobile number is the one it was registered
 * with; null otherwise, the same for an unknown serial and a wrong mobile (so that the answer
 * tells no one whether a serial is registered). Takes normalised values (warrantyLookupSchema).
 */
export async function checkWarranty(
  serial: string,
  mobile: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<WarrantyStatusView | null> {
  const found = await db().warrantyRegistration.findUnique({
    where: { serial },
    select: {
      number: true,
      modelCode: true,
      purchasedOn: true,
      warrantyEndsOn: true,
      mobile: true,
      verification: true,
      rejectionReason: true,
      smsUpdates: true,
      whatsappUpdates: true,
    },
  });
  if (!found || !sameText(found.mobile, mobile)) return null;
  const endsOn = day(found.warrantyEndsOn);
  return {
    number: found.number,
    // The model's name as the page's language writes it (the code when it left the catalogue).
    model: (await modelNames([found.modelCode], language)).get(found.modelCode) ?? found.modelCode,
    purchasedOn: day(found.purchasedOn),
    warrantyEndsOn: endsOn,
    status: found.verification === 'rejected' ? 'notCovered' : warrantyStatus(endsOn),
    verification: found.verification,
    rejectionReason: found.verification === 'rejected' ? found.rejectionReason : null,
    textUpdates: found.smsUpdates || found.whatsappUpdates,
  };
}

/** What the "check my warranty" form shows after a check. */
export type WarrantyCheckState =
  | { kind: 'idle' }
  | {
      kind: 'found';
      warranty: WarrantyStatusView;
      /** As typed: the "stop messages" form sends them again. */
      serial: string;
      mobile: string;
      textsStopped?: boolean;
    }
  | { kind: 'refused'; message: string; serial: string; mobile: string };

/**
 * One "check my warranty" request: counted against the client's rate limit first (so that
 * guessing mobile numbers is slow), then the pair is checked. A malformed pair, an unknown serial
 * and a wrong mobile all get the same "not found" answer, in the language of the page that asked.
 */
export async function lookUpWarranty(
  fields: { serial: unknown; mobile: unknown; stop?: unknown },
  ip: string | null,
  language: Language = DEFAULT_LANGUAGE,
): Promise<WarrantyCheckState> {
  const { WARRANTY_CHECK } = wordsOf(language).warranty;
  const typed = {
    serial: typeof fields.serial === 'string' ? fields.serial.slice(0, 60) : '',
    mobile: typeof fields.mobile === 'string' ? fields.mobile.slice(0, 20) : '',
  };
  try {
    await enforceRateLimit('warranty-check', ip);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) {
      return { kind: 'refused', message: WARRANTY_CHECK.tooMany, ...typed };
    }
    throw error;
  }
  const parsed = warrantyLookupSchema.safeParse(typed);
  const warranty = parsed.success
    ? await checkWarranty(parsed.data.serial, parsed.data.mobile, language)
    : null;
  if (!warranty) return { kind: 'refused', message: WARRANTY_CHECK.notFound, ...typed };
  // "Stop SMS and WhatsApp messages": only for the registration the pair names (checked above).
  if (fields.stop === '1' && parsed.success) {
    await db().warrantyRegistration.update({
      where: { serial: parsed.data.serial },
      data: { smsUpdates: false, whatsappUpdates: false },
    });
    const stopped = { ...warranty, textUpdates: false };
    return { kind: 'found', warranty: stopped, ...typed, textsStopped: true };
  }
  return { kind: 'found', warranty, ...typed };
}
