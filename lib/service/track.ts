import { modelNames } from '@/lib/catalogue/after-sales';
import { feedbackHref, RATEABLE } from './feedback-link';
import { timingSafeEqual } from 'node:crypto';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/content/languages';
import type { ProductLine } from '@/content/products/lines';
import { db } from '@/lib/platform/db/client';
import { HttpError } from '@/lib/platform/http/responses';
import { wordsOf } from '@/lib/platform/i18n/words';
import { enforceRateLimit } from '@/lib/platform/rate-limit';
import { site } from '@/content/site';
import { staffDate } from '@/lib/platform/inbox/format';
import { formatIndianPhone, telHref } from '@/lib/platform/format/indian-phone';
import { promiseDay } from './promise';
import { dayOf, visitDayLabel, type VisitWindow } from './visit-days';
import { trackSchema } from './schema';
import type { Phone, TrackedRequest, TrackState } from './track-state';

export type { TimelineEntry, TrackedRequest, TrackState } from './track-state';

/**
 * The customer's view of a request (/service-request/track): found only when the ticket and the
 * mobile number both match, and then only what the customer may read: statuses, assignments and
 * public notes, never internal notes nor who on the staff wrote what.
 */
const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * "Line: model", the line as the language names it (English for staff) and the model by its name
 * in the catalogue (read by the caller), or its code when it has left the catalogue.
 */
export const productName = (
  line: string,
  modelCode: string,
  language: Language = DEFAULT_LANGUAGE,
  modelName?: string,
) => {
  const { PRODUCT_LINE_INFO } = wordsOf(language).productLines;
  const lineName = PRODUCT_LINE_INFO[line as ProductLine]?.name ?? line;
  return `${lineName}: ${modelName ?? modelCode}`;
};

/**
 * When an event happened, for the customer: in English as staff read it ("26 Nov 2026, 4:33
 * pm"); in another language written out in its words ("26 नवंबर 2026 को शाम 4:33 बजे"), with
 * no Latin am/pm. India's time in every case.
 */
export const customerDate = (at: Date, language: Language = DEFAULT_LANGUAGE) =>
  language === DEFAULT_LANGUAGE
    ? staffDate(at.toISOString())
    : at.toLocaleString(LANGUAGES[language].locale, {
        timeZone: 'Asia/Kolkata',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: 'short',
      });

const phone = (digits: string): Phone => ({
  display: formatIndianPhone(digits),
  href: telHref(digits) ?? `tel:${digits}`,
});

/**
 * The public events as the customer reads them: each step once. Assigning a centre writes two
 * events (the assignment, naming the centre, and the status "assigned"): the status beside an
 * assignment is left out.
 */
function eachStepOnce<E extends { kind: string; status: string | null }>(events: E[]): E[] {
  const isAssign = (e: E | undefined) => e?.kind === 'assign';
  return events.filter(
    (e, i) =>
      !(
        e.kind === 'status' &&
        e.status === 'assigned' &&
        (isAssign(events[i - 1]) || isAssign(events[i + 1]))
      ),
  );
}

/**
 * The request, or null for any mismatch (unknown ticket, wrong mobile, malformed entry); in the
 * language of the page that asks (not the request's own: a request made in Hindi reads in
 * English on the English page).
 */
export async function trackServiceRequest(
  entry: unknown,
  language: Language = DEFAULT_LANGUAGE,
): Promise<TrackedRequest | null> {
  const { SERVICE_EVENT_TEXT, SERVICE_STATUS_LABELS, SERVICE_TRACK_TEXT, serviceCategoryLabel } =
    wordsOf(language).service;
  const parsed = trackSchema.safeParse(entry);
  if (!parsed.success) return null;
  const request = await db().serviceRequest.findUnique({
    where: { ticket: parsed.data.ticket },
    include: {
      outlet: true,
      events: { where: { public: true }, orderBy: [{ at: 'asc' }, { id: 'asc' }] },
      feedback: { select: { rating: true } },
    },
  });
  if (!request || !sameText(request.mobile, parsed.data.mobile)) return null;
  const outletIds = [
    ...new Set(request.events.map((e) => e.outletId).filter((id): id is string => !!id)),
  ];
  const outlets = new Map(
    (await db().outlet.findMany({ where: { id: { in: outletIds } } })).map((o) => [o.id, o.name]),
  );
  // The promise stored on the request when it was made (lib/service/promise.ts); a centre
  // chosen late by staff still has as long to call as the promise gave it.
  const day = (at: Date) => promiseDay(at, language);
  const { assignBy } = request;
  const lastAssigned = request.events.filter((e) => e.kind === 'assign').at(-1)?.at;
  const callBy = new Date(
    Math.max(
      request.callBy.getTime(),
      lastAssigned
        ? lastAssigned.getTime() + request.callBy.getTime() - request.assignBy.getTime()
        : 0,
    ),
  );
  const N = SERVICE_TRACK_TEXT.next;
  const next =
    request.status === 'received' || (request.status === 'assigned' && !request.outlet)
      ? N.received(day(assignBy), day(callBy))
      : request.status === 'assigned'
        ? N.assigned(request.outlet!.name, day(callBy))
        : N[request.status];
  const support = site.phones.find((p) => p.label === 'Support') ?? site.phones[0]!;
  const V = wordsOf(language).service.SERVICE_VISIT_TEXT;
  const when = (date: Date | null, window: VisitWindow | null) =>
    date && window ? V.when(visitDayLabel(dayOf(date), language), V.windows[window]) : '';
  const visit =
    request.visitState && request.visitDate && request.visitWindow
      ? V.track[request.visitState](when(request.visitDate, request.visitWindow))
      : null;
  return {
    ticket: request.ticket,
    product: productName(
      request.productLine,
      request.modelCode,
      language,
      (await modelNames([request.modelCode], language)).get(request.modelCode),
    ),
    problem: serviceCategoryLabel(request.category),
    status: SERVICE_STATUS_LABELS[request.status],
    createdAt: request.createdAt.toISOString(),
    centre: request.outlet
      ? {
          name: request.outlet.name,
          address: `${request.outlet.address}, ${request.outlet.city} ${request.outlet.pincode}`,
          phones: request.outlet.phones.map(phone),
        }
      : null,
    // Only while it still waits for one: a request closed or resolved without a centre waits no more.
    unassigned:
      request.outlet || !['received', 'assigned'].includes(request.status)
        ? null
        : SERVICE_TRACK_TEXT.notAssigned(day(assignBy)),
    next,
    visit,
    helpline: phone(support.tel),
    timeline: eachStepOnce(request.events).map((e) => ({
      at: e.at.toISOString(),
      when: customerDate(e.at, language),
      kind: e.kind,
      text:
        e.kind === 'status' && e.status
          ? SERVICE_STATUS_LABELS[e.status]
          : e.kind === 'assign'
            ? SERVICE_EVENT_TEXT.assigned(outlets.get(e.outletId ?? '') ?? '')
            : e.kind === 'visit'
              ? V.event[e.visitState === 'confirmed' ? 'confirmed' : 'proposed'](
                  when(e.visitDate, e.visitWindow),
                )
              : SERVICE_TRACK_TEXT.noteFromTeam,
      note: e.note,
    })),
    smsUpdates: request.smsUpdates || request.whatsappUpdates,
    // Resolved or closed: the link to rate it, in the page's language, until it is rated.
    feedbackHref:
      RATEABLE.has(request.status) && !request.feedback ? feedbackHref(request.id, language) : null,
    rating: request.feedback?.rating ?? null,
  };
}

/**
 * The tracking form's answer (its server action, with or without JavaScript): rate-limited per
 * client like the forms; any mismatch gets the one "not found" message.
 */
export async function trackFromForm(
  form: FormData,
  ip: string | null,
  language: Language = DEFAULT_LANGUAGE,
): Promise<TrackState> {
  const { SERVICE_TRACK_TEXT } = wordsOf(language).service;
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 40) : '';
  };
  const typed = { ticket: field('ticket'), mobile: field('mobile') };
  try {
    await enforceRateLimit('service-track', ip);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) {
      return { ...typed, message: SERVICE_TRACK_TEXT.tooMany, request: null };
    }
    throw error;
  }
  // "Stop SMS updates": only for the request the ticket and mobile number name (checked as for
  // showing it), then shown as it now is.
  if (field('stopSms') === '1' && (await trackServiceRequest(typed, language))) {
    await db().serviceRequest.update({
      where: { ticket: typed.ticket.trim().toUpperCase() },
      data: { smsUpdates: false, whatsappUpdates: false },
    });
    const request = await trackServiceRequest(typed, language);
    return { ...typed, message: null, request, smsStopped: true };
  }
  const request = await trackServiceRequest(typed, language);
  return { ...typed, message: request ? null : SERVICE_TRACK_TEXT.notFound, request };
}
