import { modelNames } from '@/lib/catalogue/after-sales';
import { staffTextRows, type StaffTextRow } from '@/lib/text-messages/staff';
import {
  SERVICE_AUDIT,
  SERVICE_EVENT_TEXT,
  SERVICE_STATUS_LABELS,
  serviceCategoryLabel,
  SERVICE_VISIT_TEXT,
  STAFF_SERVICE_TEXT,
} from '@/content/service';
import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import type { Outlet, Prisma } from '@/lib/platform/db/generated/client';
import { deliverSoon } from '@/lib/platform/mail/deliver';
import { deliverTextsSoon } from '@/lib/text-messages/outbox';
import { storage, type StoredFile } from '@/lib/platform/storage';
import type { InboxFilter } from '@/lib/platform/inbox/filters';
import { defineInbox, inboxWhere } from '@/lib/platform/inbox/inbox';
import { serviceCentresFor } from './assign';
import { notifyStatusChanged, type ServiceNotifier } from './notifier';
import {
  canMove,
  nextStatuses,
  OPEN_STATUSES,
  SERVICE_STATUSES,
  type ServiceStatus,
} from './status';
import { productName } from './track';
import { isUuid } from '@/lib/platform/validation/fields';
import { serviceRequests as feature } from './feature';
import { isOverdue, overdueWhere, serviceClock } from './overdue';
import { visitToken } from './visit';
import { dayOf, visitDayLabel, type VisitWindow } from './visit-days';

/** Service requests as staff see and work them (/staff/service-requests), role `service`. */

const ACCESS = feature.role;
type Tx = Prisma.TransactionClient;

/** The inbox's status filter (`?type=`): any open request, or one status. */
export const SERVICE_STATUS_FILTER = [
  { value: 'open', label: STAFF_SERVICE_TEXT.openOption },
  ...SERVICE_STATUSES.map((value) => ({ value, label: SERVICE_STATUS_LABELS[value] })),
];

const DAY_MS = 86_400_000;

/** The age buckets of the inbox filter and the dashboard, in days since the request came in. */
export const SERVICE_AGES = [
  { value: 'under-1d', from: 0, to: 1 },
  { value: '1-3d', from: 1, to: 3 },
  { value: '3-7d', from: 3, to: 7 },
  { value: 'over-7d', from: 7, to: null },
] as const;

const ageWhere = (value: string | undefined, now: number): Prisma.ServiceRequestWhereInput => {
  const age = SERVICE_AGES.find((a) => a.value === value);
  if (!age) return {};
  return {
    createdAt: {
      lte: new Date(now - age.from * DAY_MS),
      ...(age.to === null ? {} : { gt: new Date(now - age.to * DAY_MS) }),
    },
  };
};

function serviceWhere(filter: InboxFilter): Prisma.ServiceRequestWhereInput {
  const base = inboxWhere<Prisma.ServiceRequestWhereInput, string>(filter, {
    search: ['ticket', 'name', 'mobile', 'email', 'pincode', 'serial', 'description'],
    type: {
      values: SERVICE_STATUS_FILTER,
      where: (value) =>
        value === 'open'
          ? { status: { in: [...OPEN_STATUSES] } }
          : { status: value as ServiceStatus },
    },
  });
  const centre =
    filter.centre === 'unassigned'
      ? { outletId: null }
      : filter.centre && isUuid(filter.centre)
        ? { outletId: filter.centre }
        : {};
  return {
    AND: [
      base,
      filter.line ? { productLine: filter.line } : {},
      centre,
      ageWhere(filter.age, Date.now()),
      // `?state=overdue`: past a promised deadline (lib/service/overdue.ts).
      filter.state === 'overdue' ? overdueWhere(serviceClock.date()) : {},
    ],
  };
}

export interface ServiceRequestRow {
  id: string;
  createdAt: string;
  updatedAt: string;
  ticket: string;
  name: string;
  mobile: string;
  email: string;
  address: string;
  pincode: string;
  productLine: string;
  modelCode: string;
  product: string;
  serial: string | null;
  category: string;
  description: string;
  status: ServiceStatus;
  statusLabel: string;
  centre: string | null;
  /** Past a promised deadline, still waiting for its centre or its call. */
  overdue: boolean;
  /** The promise stored when it was made. */
  assignBy: string;
  callBy: string;
}

type StoredRow = Prisma.ServiceRequestGetPayload<{ include: { outlet: true } }> & {
  /** The model's name in the catalogue, when it is still there. */
  modelName?: string;
};

/** Rows with their models' names from the catalogue (a request keeps the code). */
async function withModelNames<R extends { modelCode: string }>(rows: R[]) {
  const names = await modelNames(rows.map((r) => r.modelCode));
  return rows.map((r) => ({ ...r, modelName: names.get(r.modelCode) }));
}

const row = (r: StoredRow): ServiceRequestRow => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  ticket: r.ticket,
  name: r.name,
  mobile: r.mobile,
  email: r.email,
  address: r.address,
  pincode: r.pincode,
  productLine: r.productLine,
  modelCode: r.modelCode,
  product: productName(r.productLine, r.modelCode, undefined, r.modelName),
  serial: r.serial,
  category: serviceCategoryLabel(r.category),
  description: r.description,
  status: r.status,
  statusLabel: SERVICE_STATUS_LABELS[r.status],
  centre: r.outlet?.name ?? null,
  overdue: isOverdue(r, serviceClock.date()),
  assignBy: r.assignBy.toISOString(),
  callBy: r.callBy.toISOString(),
});

const inbox = defineInbox({
  access: ACCESS,
  where: serviceWhere,
  find: async (query) =>
    withModelNames(await db().serviceRequest.findMany({ ...query, include: { outlet: true } })),
  count: (where) => db().serviceRequest.count({ where }),
  row,
});

/** One page of service requests and how many match (service). */
export const listServiceRequests = inbox.list;
/** Every service request the filter matches, in batches, for the CSV export (no cap). */
export const allServiceRequests = inbox.all;

/** The centres the inbox can filter by: every service centre, active or not (service). */
export async function listServiceCentres(actor: StaffActor) {
  authorize(actor, ACCESS);
  const centres = await db().outlet.findMany({
    where: { type: 'service_centre' },
    orderBy: { name: 'asc' },
    select: { id: true, name: true },
  });
  return centres.map((c) => ({ value: c.id, label: c.name }));
}

export interface OpenByAge {
  ages: { value: (typeof SERVICE_AGES)[number]['value']; count: number }[];
  unassigned: number;
  /** Past a promised deadline (lib/service/overdue.ts). */
  overdue: number;
}

/**
 * Open requests by how long ago they came in, how many have no centre, and how many are past a
 * promised deadline (dashboard; service).
 */
export async function countOpenServiceRequests(actor: StaffActor): Promise<OpenByAge> {
  authorize(actor, ACCESS);
  const now = Date.now();
  const open = { status: { in: [...OPEN_STATUSES] } };
  const [unassigned, overdue, ...counts] = await Promise.all([
    db().serviceRequest.count({ where: { ...open, outletId: null } }),
    db().serviceRequest.count({ where: overdueWhere(serviceClock.date()) }),
    ...SERVICE_AGES.map((age) =>
      db().serviceRequest.count({ where: { ...open, ...ageWhere(age.value, now) } }),
    ),
  ]);
  return {
    ages: SERVICE_AGES.map((age, i) => ({ value: age.value, count: counts[i] ?? 0 })),
    unassigned,
    overdue,
  };
}

export interface HistoryEntry {
  id: string;
  at: string;
  what: string;
  actor: string;
  note: string | null;
  public: boolean;
}

export interface ServiceRequestDetail extends ServiceRequestRow {
  warrantyRegistrationId: string | null;
  photoCount: number;
  outletId: string | null;
  centres: { value: string; label: string }[];
  nextStatuses: { value: ServiceStatus; label: string }[];
  history: HistoryEntry[];
  /** The customer confirmed the mobile number with a code sent by SMS. */
  mobileConfirmed: boolean;
  /** The customer asked for updates by SMS or WhatsApp (and has not stopped them). */
  smsUpdates: boolean;
  /** The visit asked for, confirmed or proposed (lib/service/visit.ts), and the form's token. */
  visit: {
    state: 'requested' | 'confirmed' | 'proposed' | null;
    text: string;
    seen: string;
    canConfirm: boolean;
    canChange: boolean;
  };
  /** The text messages sent or queued about it, oldest first. */
  texts: StaffTextRow[];
  /** The customer's rating once resolved (lib/service/feedback.ts), or null. */
  feedback: { rating: number; comment: string | null; at: string } | null;
}

/** One request with its history and what staff may do next, or null (service). */
export async function findServiceRequest(
  actor: StaffActor,
  id: string,
): Promise<ServiceRequestDetail | null> {
  authorize(actor, ACCESS);
  if (!isUuid(id)) return null;
  const request = await db().serviceRequest.findUnique({
    where: { id },
    include: {
      outlet: true,
      events: { orderBy: [{ at: 'asc' }, { id: 'asc' }] },
      textMessages: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
      feedback: true,
    },
  });
  if (!request) return null;
  const outletIds = request.events.map((e) => e.outletId).filter((o): o is string => !!o);
  const [named, centres] = await Promise.all([
    db().outlet.findMany({ where: { id: { in: outletIds } }, select: { id: true, name: true } }),
    serviceCentresFor(db(), request.productLine),
  ]);
  const names = new Map(named.map((o) => [o.id, o.name]));
  return {
    ...row((await withModelNames([request]))[0]!),
    warrantyRegistrationId: request.warrantyRegistrationId,
    photoCount: request.photos.length,
    outletId: request.outletId,
    centres: centres.map((c) => ({ value: c.id, label: `${c.name}, ${c.city} ${c.pincode}` })),
    nextStatuses: nextStatuses(request.status).map((value) => ({
      value,
      label: SERVICE_STATUS_LABELS[value],
    })),
    history: request.events.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      what:
        e.kind === 'status' && e.status
          ? SERVICE_STATUS_LABELS[e.status]
          : e.kind === 'assign'
            ? SERVICE_EVENT_TEXT.assigned(names.get(e.outletId ?? '') ?? '')
            : e.kind === 'visit'
              ? SERVICE_VISIT_TEXT.event[e.visitState === 'confirmed' ? 'confirmed' : 'proposed'](
                  visitWhen(e.visitDate, e.visitWindow),
                )
              : e.public
                ? SERVICE_EVENT_TEXT.notePublic
                : SERVICE_EVENT_TEXT.noteInternal,
      actor: e.actor,
      note: e.note,
      public: e.public,
    })),
    visit: {
      state: request.visitState,
      text: request.visitState
        ? SERVICE_VISIT_TEXT.staff[request.visitState](
            visitWhen(request.visitDate, request.visitWindow),
          )
        : SERVICE_VISIT_TEXT.staff.none,
      seen: visitToken(request),
      canConfirm: request.visitState === 'requested' && !isFinal(request.status),
      canChange: !isFinal(request.status),
    },
    mobileConfirmed: request.mobileConfirmedAt !== null,
    smsUpdates: request.smsUpdates || request.whatsappUpdates,
    texts: staffTextRows(request.textMessages),
    feedback: request.feedback && {
      rating: request.feedback.rating,
      comment: request.feedback.comment,
      at: request.feedback.createdAt.toISOString(),
    },
  };
}

const isFinal = (status: ServiceStatus) => status === 'resolved' || status === 'closed';

/** A visit's day and window in the staff pages' words. */
const visitWhen = (date: Date | null, window: VisitWindow | null) =>
  date && window
    ? SERVICE_VISIT_TEXT.when(visitDayLabel(dayOf(date), 'en'), SERVICE_VISIT_TEXT.windows[window])
    : '';

/** A stored photo of a request (1-based), or null (service). */
export async function findServiceRequestPhoto(
  actor: StaffActor,
  id: string,
  n: number,
): Promise<StoredFile | null> {
  authorize(actor, ACCESS);
  if (!isUuid(id) || !Number.isInteger(n) || n < 1) return null;
  const request = await db().serviceRequest.findUnique({ where: { id }, select: { photos: true } });
  const key = request?.photos[n - 1];
  return key ? storage().get(key) : null;
}

export type ServiceChangeOutcome = 'status' | 'assigned' | 'note' | 'notAllowed' | 'missing';

/** The request, locked for this transaction so that two members' changes queue. */
async function lockedRequest(tx: Tx, id: string) {
  if (!isUuid(id)) return null;
  await tx.$queryRaw`SELECT id FROM "ServiceRequest" WHERE id = ${id}::uuid FOR UPDATE`;
  return tx.serviceRequest.findUnique({ where: { id }, include: { outlet: true } });
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockedRequest>>>;

const audit = (tx: Tx, me: StaffActor, request: Locked, summary: string) =>
  recordAudit(
    {
      actorEmail: me.email,
      action: 'update',
      entity: 'ServiceRequest',
      entityId: request.id,
      summary,
    },
    tx,
  );

/** Moves the status and tells the customer (once), in the caller's transaction. */
async function moveStatus(
  tx: Tx,
  me: StaffActor,
  request: Locked,
  centre: Outlet | null,
  to: ServiceStatus,
  note: string | null,
  notifiers?: readonly ServiceNotifier[],
) {
  const at = new Date();
  await tx.serviceRequest.update({ where: { id: request.id }, data: { status: to } });
  await tx.serviceRequestEvent.create({
    data: {
      requestId: request.id,
      at,
      kind: 'status',
      status: to,
      note,
      public: true,
      actor: me.email,
    },
  });
  await audit(tx, me, request, SERVICE_AUDIT.status(request.ticket, request.status, to));
  await notifyStatusChanged(
    { ...request, status: to, centre },
    { status: to, at, publicNote: note },
    tx,
    notifiers,
  );
}

/**
 * One staff change of one request: the role checked, the request locked in a transaction
 * ('missing' when there is none), the work done; mail queued by it is sent soon after.
 */
async function change(
  actor: StaffActor,
  id: string,
  work: (tx: Tx, me: StaffActor, request: Locked) => Promise<ServiceChangeOutcome>,
): Promise<ServiceChangeOutcome> {
  const me = authorize(actor, ACCESS);
  const outcome = await db().$transaction(async (tx) => {
    const request = await lockedRequest(tx, id);
    return request ? work(tx, me, request) : 'missing';
  });
  if (outcome === 'status' || outcome === 'assigned') {
    deliverSoon();
    deliverTextsSoon();
  }
  return outcome;
}

/**
 * Changes a request's status along an allowed move (lib/service/status.ts), with an optional
 * note for the customer; the customer is told once. Audited (service).
 */
export async function changeServiceStatus(
  actor: StaffActor,
  id: string,
  to: ServiceStatus,
  note: string | null,
  notifiers?: readonly ServiceNotifier[],
): Promise<ServiceChangeOutcome> {
  return change(actor, id, async (tx, me, request) => {
    if (!canMove(request.status, to)) return 'notAllowed';
    await moveStatus(tx, me, request, request.outlet, to, note, notifiers);
    return 'status';
  });
}

/**
 * Assigns a request to another active service centre of its product line. A request still
 * waiting for a centre moves to `assigned` (and the customer is told); a closed one cannot be
 * reassigned. Audited (service).
 */
export async function reassignServiceRequest(
  actor: StaffActor,
  id: string,
  outletId: string,
  notifiers?: readonly ServiceNotifier[],
): Promise<ServiceChangeOutcome> {
  return change(actor, id, async (tx, me, request) => {
    const centre = (await serviceCentresFor(tx, request.productLine)).find(
      (c) => c.id === outletId,
    );
    if (!centre) return 'missing';
    if (request.status === 'closed' || centre.id === request.outletId) return 'notAllowed';
    await tx.serviceRequest.update({ where: { id }, data: { outletId: centre.id } });
    await tx.serviceRequestEvent.create({
      data: { requestId: id, kind: 'assign', outletId: centre.id, public: true, actor: me.email },
    });
    await audit(tx, me, request, SERVICE_AUDIT.assign(request.ticket, centre.name));
    if (request.status === 'received') {
      await moveStatus(tx, me, request, centre, 'assigned', null, notifiers);
    }
    return 'assigned';
  });
}

/** Adds a note: public ones show on the customer's tracking page, internal ones never. Audited (service). */
export async function addServiceNote(
  actor: StaffActor,
  id: string,
  note: string,
  isPublic: boolean,
): Promise<ServiceChangeOutcome> {
  return change(actor, id, async (tx, me, request) => {
    await tx.serviceRequestEvent.create({
      data: { requestId: id, kind: 'note', note, public: isPublic, actor: me.email },
    });
    const visibility = isPublic ? SERVICE_EVENT_TEXT.notePublic : SERVICE_EVENT_TEXT.noteInternal;
    await audit(tx, me, request, SERVICE_AUDIT.note(request.ticket, visibility.toLowerCase()));
    return 'note';
  });
}
