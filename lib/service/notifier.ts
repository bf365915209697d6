import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@/content/languages';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { env } from '@/lib/platform/env';
import { wordsOf } from '@/lib/platform/i18n/words';
import { enqueueMail } from '@/lib/platform/mail/outbox';
import { enqueueText } from '@/lib/text-messages/outbox';
import { isErasedEmail } from '@/lib/platform/privacy/erased';
import { feedbackUrl } from './feedback-link';
import { promiseDay } from './promise';
import { visitDayLabel, type VisitWindow } from './visit-days';
import type { ServiceStatus } from './status';

/**
 * How a customer hears that their request's status changed. The site sends e-mail through the
 * outbox; an SMS or WhatsApp provider implements the same interface (and is added where
 * `serviceNotifiers` lists them). Each is called inside the transaction that makes the change,
 * so a message is queued exactly when the change is stored, once per change.
 */
export interface NotifiedRequest {
  id: string;
  ticket: string;
  name: string;
  mobile: string;
  email: string;
  status: ServiceStatus;
  centre: { name: string; phones: string[] } | null;
  /** The language of the page the request was made on (stored on the row): its mails use it. */
  language: string;
  /** The customer asked for updates by SMS (and has not stopped them). */
  smsUpdates: boolean;
  /** The customer opted in to updates on WhatsApp (and has not stopped them). */
  whatsappUpdates: boolean;
  /** The promise stored when it was made (lib/service/promise.ts). */
  assignBy: Date;
  callBy: Date;
}

export interface NotifiedEvent {
  status: ServiceStatus;
  at: Date;
  /** A note staff wrote for the customer with this change; never an internal note. */
  publicNote: string | null;
  /** The visit staff confirmed or proposed with this change (lib/service/visit.ts). */
  visit?: { day: string; window: VisitWindow; state: 'confirmed' | 'proposed' };
}

export interface ServiceNotifier {
  statusChanged(
    request: NotifiedRequest,
    event: NotifiedEvent,
    tx: Prisma.TransactionClient,
  ): Promise<void>;
}

/** A stored language; anything we do not have (an old row, a hand edit) reads as English. */
export const requestLanguage = (stored: string): Language =>
  isLanguage(stored) ? stored : DEFAULT_LANGUAGE;

/** The words of the mails in the request's language (content/service.ts, content/hi/service.ts). */
const wordsFor = (request: NotifiedRequest) => {
  const words = wordsOf(requestLanguage(request.language));
  return { W: words.service.SERVICE_MAIL, STATUS: words.service.SERVICE_STATUS_LABELS, words };
};

/** The customer's subject line about a status change, in the request's language. */
export function statusMailSubject(request: NotifiedRequest, event: NotifiedEvent): string {
  const { W, STATUS, words } = wordsFor(request);
  if (event.visit) {
    const V = words.service.SERVICE_VISIT_TEXT;
    return V.mail.subject(request.ticket, V.mail.states[event.visit.state]);
  }
  return W.subject(request.ticket, STATUS[event.status]);
}

/**
 * The customer's e-mail about a status change, in the request's language, with the tracking
 * page's address in that language (/hi/service-request/track for a request made in Hindi), and
 * once it is resolved the link to rate the service.
 */
export function statusMailText(request: NotifiedRequest, event: NotifiedEvent): string {
  const { W, STATUS, words } = wordsFor(request);
  const language = requestLanguage(request.language);
  const status = STATUS[event.status];
  const track = new URL(words.routes.ROUTES.serviceTrack.path, env.SITE_URL).toString();
  return [
    W.greeting(request.name),
    '',
    W.statusLine(request.ticket, status),
    ...(request.centre ? [W.centre(request.centre.name, request.centre.phones.join(', '))] : []),
    ...promiseLines(request, event),
    ...visitLines(request, event),
    ...(event.publicNote ? ['', W.note, event.publicNote] : []),
    // Resolved: the link to rate the service (lib/service/feedback-link.ts).
    ...(event.status === 'resolved'
      ? [
          '',
          words.serviceFeedback.SERVICE_FEEDBACK_TEXT.mailLine(feedbackUrl(request.id, language)),
        ]
      : []),
    '',
    W.track(track),
    '',
    W.signOff,
    '',
  ].join('\n');
}

/** The promise, in a mail about a request still waiting for its centre or its call. */
function promiseLines(request: NotifiedRequest, event: NotifiedEvent): string[] {
  const { W } = wordsFor(request);
  const day = (at: Date) => promiseDay(at, requestLanguage(request.language));
  if (event.status === 'received')
    return [W.promiseReceived(day(request.assignBy), day(request.callBy))];
  if (event.status === 'assigned') return [W.promiseAssigned(day(request.callBy))];
  return [];
}

/** The visit staff confirmed or proposed, with its day and window in the request's language. */
function visitLines(request: NotifiedRequest, event: NotifiedEvent): string[] {
  if (!event.visit) return [];
  const language = requestLanguage(request.language);
  const V = wordsOf(language).service.SERVICE_VISIT_TEXT;
  const when = V.when(visitDayLabel(event.visit.day, language), V.windows[event.visit.window]);
  return ['', V.mail[event.visit.state](when)];
}

/** A visit's day and window short enough for a text message's value ("visit 1 Dec 9am-12noon"). */
function visitText(request: NotifiedRequest, visit: NonNullable<NotifiedEvent['visit']>) {
  const language = requestLanguage(request.language);
  const V = wordsOf(language).service.SERVICE_VISIT_TEXT;
  const day = new Date(`${visit.day}T12:00:00+05:30`).toLocaleDateString(
    LANGUAGES[language].locale,
    { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' },
  );
  return V.text(day, V.windowsShort[visit.window]);
}

/** A promised day short enough for a text message's value: "Sat, 28 Nov". */
const shortDay = (at: Date, language: Language) =>
  at.toLocaleDateString(LANGUAGES[language].locale, {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });

/** E-mail through the outbox (lib/mail), retried there until the mail server takes it. */
export const emailNotifier: ServiceNotifier = {
  async statusChanged(request, event, tx) {
    await enqueueMail(tx, {
      kind: 'service-request',
      to: request.email,
      subject: statusMailSubject(request, event),
      text: statusMailText(request, event),
    });
  },
};

/**
 * SMS to a customer who asked for it on the form (lib/text-messages' outbox, on the DLT
 * templates): the centre's name and phone when one is chosen, the new status otherwise.
 */
const textNotifier = (channel: 'sms' | 'whatsapp'): ServiceNotifier => ({
  async statusChanged(request, event, tx) {
    if (!(channel === 'sms' ? request.smsUpdates : request.whatsappUpdates)) return;
    const language = requestLanguage(request.language);
    const { STATUS } = wordsFor(request);
    const assigned = event.status === 'assigned' && request.centre;
    await enqueueText(tx, {
      channel,
      serviceRequestId: request.id,
      to: request.mobile,
      language,
      ...(assigned
        ? {
            template: 'serviceAssigned',
            values: [request.ticket, request.centre!.name, request.centre!.phones[0] ?? ''],
          }
        : event.status === 'received' && !event.visit
          ? // A new request waiting for its centre: the promised days, short.
            {
              template: 'serviceReceived',
              values: [
                request.ticket,
                shortDay(request.assignBy, language),
                shortDay(request.callBy, language),
              ],
            }
          : event.visit
            ? // The "visit scheduled" message, its status value naming the day and window.
              {
                template: 'serviceStatus',
                values: [request.ticket, visitText(request, event.visit)],
              }
            : { template: 'serviceStatus', values: [request.ticket, STATUS[event.status]] }),
    });
  },
});

export const smsNotifier = textNotifier('sms');

/** The same on WhatsApp (approved templates of the same words), to a customer who opted in. */
export const whatsappNotifier = textNotifier('whatsapp');

/** Every channel a status change is sent through. */
export const serviceNotifiers: readonly ServiceNotifier[] = [
  emailNotifier,
  smsNotifier,
  whatsappNotifier,
];

/**
 * Tells the customer through every channel (or through `notifiers`, in tests); nobody when the
 * customer's details were erased (lib/privacy): the request is kept as a service record only.
 */
export async function notifyStatusChanged(
  request: NotifiedRequest,
  event: NotifiedEvent,
  tx: Prisma.TransactionClient,
  notifiers: readonly ServiceNotifier[] = serviceNotifiers,
): Promise<void> {
  if (isErasedEmail(request.email)) return;
  for (const notifier of notifiers) await notifier.statusChanged(request, event, tx);
}
