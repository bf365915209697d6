import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { db } from '@/lib/platform/db/client';
import { serviceRequests as feature } from './feature';

/**
 * How well the service promise was kept, and how customers rated it: per month (in India's time)
 * of the requests raised, and per service centre. Each request's promise is the one stored with
 * it when it was made (`assignBy`, `callBy`: lib/service/promise.ts). A promise counts once it
 * fell due, or once it was kept early: a request whose centre was chosen by its `assignBy`, and whose centre fixed a
 * visit (or got to work, or resolved it) by its `callBy`, met both. Ratings are those given on
 * the month's requests (lib/service/feedback.ts).
 */
export interface ServiceReportRow {
  /** `YYYY-MM`. */
  month: string;
  /** The request's centre now; null while none is chosen. */
  centreId: string | null;
  centre: string | null;
  requests: number;
  /** Requests whose centre should have been chosen by now, and those chosen in time. */
  assignDue: number;
  assignMet: number;
  /** Requests whose visit should have been fixed by now, and those fixed in time. */
  callDue: number;
  callMet: number;
  ratings: number;
  /** The mean of the ratings (1 to 5), null without any. */
  averageRating: number | null;
}

/** Statuses that show the centre has been in touch with the customer. */
const CALLED = ['visit_scheduled', 'in_progress', 'resolved'];

/**
 * The last `months` months (this one included), newest first, each month's centres by name,
 * "no centre yet" last (service). `now` is when promises are judged due.
 */
export async function serviceReport(
  actor: StaffActor,
  { months = 6, now = new Date() }: { months?: number; now?: Date } = {},
): Promise<ServiceReportRow[]> {
  authorize(actor, feature.role);
  const span = Math.min(Math.max(Math.trunc(months), 1), 24);
  const rows = await db().$queryRaw<ServiceReportRow[]>`
    WITH r AS (
      SELECT sr.id, sr."outletId",
             to_char(sr."createdAt" AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month,
             sr."assignBy", sr."callBy",
             (SELECT min(e.at) FROM "ServiceRequestEvent" e
               WHERE e."requestId" = sr.id AND e.kind = 'assign') AS assigned,
             (SELECT min(e.at) FROM "ServiceRequestEvent" e
               WHERE e."requestId" = sr.id AND e.kind = 'status'
                 AND e.status::text = ANY(${CALLED})) AS called
        FROM "ServiceRequest" sr
       WHERE sr."createdAt" >= (date_trunc('month', ${now}::timestamptz AT TIME ZONE 'Asia/Kolkata')
                                - make_interval(months => ${span - 1})) AT TIME ZONE 'Asia/Kolkata'
         AND sr."createdAt" <= ${now}
    )
    SELECT r.month, r."outletId" AS "centreId", o.name AS centre,
           count(*)::int AS requests,
           count(*) FILTER (WHERE r.assigned <= r."assignBy" OR r."assignBy" < ${now})::int
             AS "assignDue",
           count(*) FILTER (WHERE r.assigned <= r."assignBy")::int AS "assignMet",
           count(*) FILTER (WHERE r.called <= r."callBy" OR r."callBy" < ${now})::int AS "callDue",
           count(*) FILTER (WHERE r.called <= r."callBy")::int AS "callMet",
           count(f.id)::int AS ratings,
           round(avg(f.rating), 1)::float AS "averageRating"
      FROM r
      LEFT JOIN "Outlet" o ON o.id = r."outletId"
      LEFT JOIN "ServiceFeedback" f ON f."requestId" = r.id
     GROUP BY r.month, r."outletId", o.name
     ORDER BY r.month DESC, o.name NULLS LAST`;
  return rows;
}

/** "18 of 20 (90%)", or "—" when nothing fell due. */
export const attainment = (met: number, due: number) =>
  due === 0 ? '—' : `${met} of ${due} (${Math.round((met / due) * 100)}%)`;
