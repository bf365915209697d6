import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/content/languages';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { env } from '@/lib/platform/env';
import { wordsOf } from '@/lib/platform/i18n/words';
import { enqueueMail } from '@/lib/platform/mail/outbox';
import { isErasedEmail } from '@/lib/platform/privacy/erased';
import { enqueueText } from '@/lib/text-messages/outbox';
import { formatDay } from './dates';
import type { WarrantyDecision } from './verification';

/**
 * How a customer hears that staff verified or rejected their registration: by e-mail through
 * the outbox, and by SMS and WhatsApp when they asked for it (lib/text-messages' outbox). Each is called inside the transaction that stores
 * the decision, so a message is queued exactly when the decision is stored, once.
 */
export interface NotifiedRegistration {
  id: string;
  number: string;
  name: string;
  mobile: string;
  email: string;
  /** The model's name in the registration's language (the code when it left the catalogue). */
  model: string;
  /** `YYYY-MM-DD`. */
  warrantyEndsOn: string;
  /** The language of the page it was registered on (stored on the row): its messages use it. */
  language: string;
  /** The customer asked on the form to hear the decision by SMS too (and has not stopped it). */
  smsUpdates: boolean;
  /** The customer opted in to hear it on WhatsApp (and has not stopped it). */
  whatsappUpdates: boolean;
}

export interface WarrantyDecisionEvent {
  decision: WarrantyDecision;
  /** Why it was rejected (null when verified); the customer reads it as staff wrote it. */
  reason: string | null;
}

export interface WarrantyNotifier {
  decided(
    registration: NotifiedRegistration,
    event: WarrantyDecisionEvent,
    tx: Prisma.TransactionClient,
  ): Promise<void>;
}

/** A stored language; anything we do not have (an old row, a hand edit) reads as English. */
export const registrationLanguage = (stored: string): Language =>
  isLanguage(stored) ? stored : DEFAULT_LANGUAGE;

/** The subject of the decision's e-mail, in the registration's language. */
export function decisionMailSubject(
  registration: NotifiedRegistration,
  event: WarrantyDecisionEvent,
): string {
  const W = wordsOf(registrationLanguage(registration.language)).warranty.WARRANTY_DECISION_MAIL;
  return W.subject[event.decision](registration.number);
}

/**
 * The decision's e-mail, in the registration's language, with the reason of a rejection and the
 * "check my warranty" page's address in that language (/hi/warranty/check for a Hindi one).
 */
export function decisionMailText(
  registration: NotifiedRegistration,
  event: WarrantyDecisionEvent,
): string {
  const language = registrationLanguage(registration.language);
  const words = wordsOf(language);
  const W = words.warranty.WARRANTY_DECISION_MAIL;
  const check = new URL(words.routes.ROUTES.warrantyCheck.path, env.SITE_URL).toString();
  const { number, model } = registration;
  const body =
    event.decision === 'verified'
      ? [W.verified(number, model, formatDay(registration.warrantyEndsOn, language))]
      : [W.rejected(number, model), event.reason ?? '', '', W.rejectedNext];
  return [W.greeting(registration.name), '', ...body, '', W.check(check), '', W.signOff, ''].join(
    '\n',
  );
}

/** E-mail through the outbox (lib/platform/mail), retried there until the mail server takes it. */
export const emailWarrantyNotifier: WarrantyNotifier = {
  async decided(registration, event, tx) {
    await enqueueMail(tx, {
      kind: 'warranty',
      to: registration.email,
      subject: decisionMailSubject(registration, event),
      text: decisionMailText(registration, event),
    });
  },
};

/**
 * SMS, or WhatsApp, to a customer who asked for it on the form (lib/text-messages' outbox, on
 * the DLT templates): the cover's last day when verified, the reason when rejected (cut to what
 * a template's value carries; the check page and the e-mail have it in full).
 */
const textWarrantyNotifier = (channel: 'sms' | 'whatsapp'): WarrantyNotifier => ({
  async decided(registration, event, tx) {
    if (!(channel === 'sms' ? registration.smsUpdates : registration.whatsappUpdates)) return;
    const language = registrationLanguage(registration.language);
    await enqueueText(tx, {
      channel,
      warrantyRegistrationId: registration.id,
      to: registration.mobile,
      language,
      ...(event.decision === 'verified'
        ? {
            template: 'warrantyVerified',
            values: [
              registration.number,
              registration.model,
              formatDay(registration.warrantyEndsOn, language),
            ],
          }
        : { template: 'warrantyRejected', values: [registration.number, event.reason ?? ''] }),
    });
  },
});

export const smsWarrantyNotifier = textWarrantyNotifier('sms');

/** The same on WhatsApp (approved templates of the same words), to a customer who opted in. */
export const whatsappWarrantyNotifier = textWarrantyNotifier('whatsapp');

/** Every channel a decision is sent through. */
export const warrantyNotifiers: readonly WarrantyNotifier[] = [
  emailWarrantyNotifier,
  smsWarrantyNotifier,
  whatsappWarrantyNotifier,
];

/**
 * Tells the customer through every channel (or through `notifiers`, in tests); nobody when the
 * customer's details were erased (lib/privacy): the registration is kept to honour claims only.
 */
export async function notifyWarrantyDecided(
  registration: NotifiedRegistration,
  event: WarrantyDecisionEvent,
  tx: Prisma.TransactionClient,
  notifiers: readonly WarrantyNotifier[] = warrantyNotifiers,
): Promise<void> {
  if (isErasedEmail(registration.email)) return;
  for (const notifier of notifiers) await notifier.decided(registration, event, tx);
}
