import { PRODUCT_LINE_INFO, PRODUCT_LINES, type ProductLine } from '@/content/products/lines';
import { SERVICE_AUDIT } from '@/content/service';
import { pincodeState } from '@/lib/locator/pincode-state';
import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { recordAudit } from '@/lib/platform/audit/log';
import { db, type Db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { isUuid } from '@/lib/platform/validation/fields';
import { serviceRequests as feature } from './feature';
import {
  ALL_AREAS,
  DEFAULT_PROMISE,
  servicePromiseSchema,
  type PromiseHours,
  type ServicePromiseInput,
} from './promise';

type Client = Prisma.TransactionClient | Db;

/**
 * The promise for a request of `productLine` at `pincode`: the line's row for the pincode's state
 * (lib/locator/pincode-state.ts), else the line's row for every area, else DEFAULT_PROMISE.
 */
export async function servicePromiseFor(
  client: Client,
  productLine: string,
  pincode: string,
): Promise<PromiseHours> {
  const state = pincodeState(pincode);
  const rows = await client.servicePromise.findMany({
    where: { productLine, area: { in: state ? [state, ALL_AREAS] : [ALL_AREAS] } },
    select: { area: true, assignHours: true, callHours: true },
  });
  const best = rows.find((r) => r.area === state) ?? rows.find((r) => r.area === ALL_AREAS);
  return best
    ? { assignHours: best.assignHours, callHours: best.callHours }
    : { ...DEFAULT_PROMISE };
}

export interface ServicePromiseRow {
  id: string;
  productLine: ProductLine;
  line: string;
  area: string;
  assignHours: number;
  callHours: number;
  /** The line's row for every area: edited, never deleted. */
  isDefault: boolean;
  updatedAt: string;
}

const lineOrder = (line: string) => PRODUCT_LINES.indexOf(line as ProductLine);

/** Every promise, by product line, each line's row for all areas first (service). */
export async function listServicePromises(actor: StaffActor): Promise<ServicePromiseRow[]> {
  authorize(actor, feature.role);
  const rows = await db().servicePromise.findMany();
  return rows
    .filter((r) => lineOrder(r.productLine) >= 0)
    .map((r) => ({
      id: r.id,
      productLine: r.productLine as ProductLine,
      line: PRODUCT_LINE_INFO[r.productLine as ProductLine].name,
      area: r.area,
      assignHours: r.assignHours,
      callHours: r.callHours,
      isDefault: r.area === ALL_AREAS,
      updatedAt: r.updatedAt.toISOString(),
    }))
    .sort(
      (a, b) =>
        lineOrder(a.productLine) - lineOrder(b.productLine) ||
        Number(b.isDefault) - Number(a.isDefault) ||
        a.area.localeCompare(b.area),
    );
}

export type PromiseOutcome =
  | { ok: true; saved: 'created' | 'updated' | 'deleted' }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> }
  | { ok: false; reason: 'missing' | 'isDefault' };

const audit = (tx: Prisma.TransactionClient, me: StaffActor, id: string, summary: string) =>
  recordAudit(
    { actorEmail: me.email, action: 'update', entity: 'ServicePromise', entityId: id, summary },
    tx,
  );

/**
 * Sets the hours of a product line in an area (a state's override is made when it has none),
 * after the same checks as the form; audited in the same transaction (service). Requests already
 * made keep the deadlines stored on them.
 */
export async function saveServicePromise(
  actor: StaffActor,
  input: unknown,
): Promise<PromiseOutcome> {
  const me = authorize(actor, feature.role);
  const parsed = servicePromiseSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      errors[String(issue.path[0] ?? 'form')] ??= issue.message;
    return { ok: false, reason: 'invalid', errors };
  }
  const p: ServicePromiseInput = parsed.data;
  return db().$transaction(async (tx) => {
    const before = await tx.servicePromise.findUnique({
      where: { productLine_area: { productLine: p.productLine, area: p.area } },
    });
    const row = await tx.servicePromise.upsert({
      where: { productLine_area: { productLine: p.productLine, area: p.area } },
      create: p,
      update: { assignHours: p.assignHours, callHours: p.callHours },
    });
    await audit(
      tx,
      me,
      row.id,
      SERVICE_AUDIT.promise(p.productLine, p.area, p.assignHours, p.callHours),
    );
    return { ok: true, saved: before ? 'updated' : 'created' } as const;
  });
}

/** Deletes a state's override (never a line's row for all areas); audited (service). */
export async function deleteServicePromise(actor: StaffActor, id: string): Promise<PromiseOutcome> {
  const me = authorize(actor, feature.role);
  if (!isUuid(id)) return { ok: false, reason: 'missing' };
  return db().$transaction(async (tx) => {
    const row = await tx.servicePromise.findUnique({ where: { id } });
    if (!row) return { ok: false, reason: 'missing' } as const;
    if (row.area === ALL_AREAS) return { ok: false, reason: 'isDefault' } as const;
    await tx.servicePromise.delete({ where: { id } });
    await audit(tx, me, id, SERVICE_AUDIT.promiseDeleted(row.productLine, row.area));
    return { ok: true, saved: 'deleted' } as const;
  });
}
