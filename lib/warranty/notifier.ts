import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/content/languages';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { env } from '@/lib/platform/env';
import { wordsOf } from '@/lib/platform/i18n/words';
import { enqueueMail } from '@/lib/platform/mail/outbox';
import { isErasedEmail } from '@/lib/platform/privacy/erased';
import { formatDay } from './dates';
import type { WarrantyDecision } from './verification';

/**
 * How a customer hears that staff verified or rejected their registration. The site sends
 * e-mail through the outbox; an SMS or WhatsApp provider implements the same interface (and is
 * added where `warrantyNotifiers` lists them). Each is called inside the transaction that stores
 * the decision, so a message is queued exactly when the decision is stored, once.
 */
export interface NotifiedRegistration {
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

/** Every channel a decision is sent through. */
export const warrantyNotifiers: readonly WarrantyNotifier[] = [emailWarrantyNotifier];

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
