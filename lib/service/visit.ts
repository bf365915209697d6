import { SERVICE_AUDIT, SERVICE_VISIT_TEXT as V } from '@/content/service';
import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import { deliverSoon } from '@/lib/platform/mail/deliver';
import { isUuid } from '@/lib/platform/validation/fields';
import { deliverTextsSoon } from '@/lib/text-messages/outbox';
import { serviceRequests as feature } from './feature';
import { notifyStatusChanged, type ServiceNotifier } from './notifier';
import { serviceClock } from './overdue';
import { canMove } from './status';
import {
  dateOf,
  dayOf,
  isVisitDay,
  VISIT_WINDOWS,
  visitDayLabel,
  type VisitWindow,
} from './visit-days';

/**
 * Staff fix a request's visit (/staff/service-requests/<id>): they confirm the window the
 * customer asked for, or propose another day and window. Either stores the visit on the request
 * (`visitDate`, `visitWindow`, `visitState`), adds a public timeline entry, moves an assigned
 * request (or one in progress) to "visit scheduled", and tells the customer once through every
 * channel they allowed (serviceNotifiers). The form carries the visit it was drawn with
 * (`seen`): when two members act on the same page, the first wins and the second is told the
 * visit changed meanwhile ('stale'), under the request's row lock.
 */

export type VisitOutcome = 'visit' | 'stale' | 'invalidVisit' | 'notAllowed' | 'missing';

export type VisitChange =
  | { action: 'confirm'; seen: string }
  | { action: 'propose'; seen: string; date: string; window: string };

/** The visit a request holds, as the form carries it back (`seen`). */
export const visitToken = (r: {
  visitState: string | null;
  visitDate: Date | null;
  visitWindow: string | null;
}) => [r.visitState ?? '', r.visitDate ? dayOf(r.visitDate) : '', r.visitWindow ?? ''].join('|');

const isWindow = (value: string): value is VisitWindow =>
  (VISIT_WINDOWS as readonly string[]).includes(value);

/** Confirms the customer's window or proposes another; audited (service). */
export async function setServiceVisit(
  actor: StaffActor,
  id: string,
  change: VisitChange,
  notifiers?: readonly ServiceNotifier[],
): Promise<VisitOutcome> {
  const me = authorize(actor, feature.role);
  if (!isUuid(id)) return 'missing';
  if (
    change.action === 'propose' &&
    !(isVisitDay(change.date, serviceClock.date()) && isWindow(change.window))
  )
    return 'invalidVisit';
  const outcome = await db().$transaction(async (tx): Promise<VisitOutcome> => {
    await tx.$queryRaw`SELECT id FROM "ServiceRequest" WHERE id = ${id}::uuid FOR UPDATE`;
    const request = await tx.serviceRequest.findUnique({
      where: { id },
      include: { outlet: true },
    });
    if (!request) return 'missing';
    if (visitToken(request) !== change.seen) return 'stale';
    if (request.status === 'resolved' || request.status === 'closed') return 'notAllowed';
    let day: string;
    let window: VisitWindow;
    if (change.action === 'confirm') {
      if (request.visitState !== 'requested' || !request.visitDate || !request.visitWindow)
        return 'notAllowed';
      day = dayOf(request.visitDate);
      window = request.visitWindow;
    } else {
      day = change.date;
      window = change.window as VisitWindow;
    }
    const state = change.action === 'confirm' ? 'confirmed' : 'proposed';
    const status =
      request.status !== 'visit_scheduled' && canMove(request.status, 'visit_scheduled')
        ? 'visit_scheduled'
        : request.status;
    const at = new Date();
    await tx.serviceRequest.update({
      where: { id },
      data: { visitDate: dateOf(day), visitWindow: window, visitState: state, status },
    });
    await tx.serviceRequestEvent.createMany({
      data: [
        {
          requestId: id,
          at,
          kind: 'visit',
          visitDate: dateOf(day),
          visitWindow: window,
          visitState: state,
          public: true,
          actor: me.email,
        },
        // The new status after the visit, a millisecond later (the timeline keeps the order).
        ...(status !== request.status
          ? [
              {
                requestId: id,
                at: new Date(at.getTime() + 1),
                kind: 'status' as const,
                status,
                public: true,
                actor: me.email,
              },
            ]
          : []),
      ],
    });
    await recordAudit(
      {
        actorEmail: me.email,
        action: 'update',
        entity: 'ServiceRequest',
        entityId: id,
        summary: SERVICE_AUDIT.visit(
          request.ticket,
          V.mail.states[state],
          V.when(visitDayLabel(day, 'en'), V.windows[window]),
        ),
      },
      tx,
    );
    // One message, about the visit (the status it brings is in it).
    await notifyStatusChanged(
      { ...request, status, centre: request.outlet },
      { status, at, publicNote: null, visit: { day, window, state } },
      tx,
      notifiers,
    );
    return 'visit';
  });
  if (outcome === 'visit') {
    deliverSoon();
    deliverTextsSoon();
  }
  return outcome;
}
