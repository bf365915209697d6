import { OUTLET_AUDIT_TEXT, OUTLET_TYPE_OPTIONS, STAFF_OUTLETS_TEXT } from '@/content/locator';
import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { fieldErrors } from '@/lib/platform/http/responses';
import { defineInbox, inboxWhere } from '@/lib/platform/inbox/inbox';
import { outletSchema, type OutletFields } from './schema';
import { storedOutlet, auditOutlet, outletRow, type OutletRow } from './store';
import { forgetActiveOutlets } from './search';
import { isUuid } from '@/lib/platform/validation/fields';
import { outlets as feature } from './feature';

/**
 * The outlets of the dealer locator as staff manage them (/staff/outlets): the `service` role
 * (and admins). Every function checks the actor before it touches the database; every change is
 * one transaction with its audit row. Coordinates are looked up from the pincode when an outlet
 * is saved, so a search never looks every outlet up again.
 */

const ACCESS = feature.role;

const outlets = defineInbox({
  access: ACCESS,
  where: (filter): Prisma.OutletWhereInput =>
    inboxWhere(filter, {
      search: [
        'name',
        'city',
        'state',
        'pincode',
        'address',
        (q): Prisma.OutletWhereInput => ({ phones: { has: q.replace(/\D/g, '').slice(-10) } }),
      ],
      type: { values: OUTLET_TYPE_OPTIONS, where: (type) => ({ type }) },
    }),
  find: (query) => db().outlet.findMany(query),
  count: (where) => db().outlet.count({ where }),
  row: outletRow,
});

/** One page of outlets, newest first, and how many match (service). */
export const listOutlets = outlets.list;
/** Every outlet the filter matches, in batches, for the CSV export (service). */
export const allOutlets = outlets.all;

/** One outlet for its edit page, or null (service). */
export async function findOutlet(actor: StaffActor, id: string): Promise<OutletRow | null> {
  authorize(actor, ACCESS);
  if (!isUuid(id)) return null;
  const found = await db().outlet.findUnique({ where: { id } });
  return found ? outletRow(found) : null;
}

export type { OutletRow };

export type SaveResult = { ok: true; id: string } | { ok: false; errors: Record<string, string> };

/** Adds an outlet (`id` null) or saves one; refused fields come back with their messages. */
export async function saveOutlet(
  actor: StaffActor,
  id: string | null,
  fields: OutletFields,
): Promise<SaveResult> {
  const me = authorize(actor, ACCESS);
  const parsed = outletSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const data = await storedOutlet(parsed.data);
  const saved = await db().$transaction(async (tx) => {
    if (id !== null && !(isUuid(id) && (await tx.outlet.findUnique({ where: { id } })))) {
      return null;
    }
    const outlet = id
      ? await tx.outlet.update({ where: { id }, data })
      : await tx.outlet.create({ data });
    const summary = (id ? OUTLET_AUDIT_TEXT.edited : OUTLET_AUDIT_TEXT.added)(
      data.name,
      data.pincode,
    );
    await auditOutlet(tx, me, id ? 'outlet-edit' : 'outlet-add', outlet.id, summary);
    return outlet;
  });
  forgetActiveOutlets();
  return saved
    ? { ok: true, id: saved.id }
    : { ok: false, errors: { form: STAFF_OUTLETS_TEXT.notices.missing } };
}

/** Shows (`true`) or hides an outlet on the public locator; false when it does not exist. */
export async function setOutletActive(
  actor: StaffActor,
  id: string,
  active: boolean,
): Promise<boolean> {
  const me = authorize(actor, ACCESS);
  if (!isUuid(id)) return false;
  const done = await db().$transaction(async (tx) => {
    const { count } = await tx.outlet.updateMany({ where: { id }, data: { active } });
    if (count === 0) return false;
    const outlet = await tx.outlet.findUniqueOrThrow({ where: { id } });
    await auditOutlet(
      tx,
      me,
      'outlet-active',
      id,
      OUTLET_AUDIT_TEXT.activated(active, outlet.name),
    );
    return true;
  });
  forgetActiveOutlets();
  return done;
}

/**
 * Deletes an outlet: `missing` when it does not exist, `inUse` (nothing deleted) when a service
 * request, an entry of a request's history or a warranty registration names it, so that their
 * history keeps its outlet (staff deactivate such an outlet instead). The database's foreign keys
 * refuse the same, should a reference be written while this runs.
 */
export async function deleteOutlet(
  actor: StaffActor,
  id: string,
): Promise<'deleted' | 'missing' | 'inUse'> {
  const me = authorize(actor, ACCESS);
  if (!isUuid(id)) return 'missing';
  const outcome = await db()
    .$transaction(async (tx) => {
      const outlet = await tx.outlet.findUnique({
        where: { id },
        include: {
          _count: {
            select: { serviceRequests: true, serviceEvents: true, warrantyRegistrations: true },
          },
        },
      });
      if (!outlet) return 'missing' as const;
      if (Object.values(outlet._count).some((count) => count > 0)) return 'inUse' as const;
      await tx.outlet.delete({ where: { id } });
      await auditOutlet(
        tx,
        me,
        'outlet-delete',
        id,
        OUTLET_AUDIT_TEXT.deleted(outlet.name, outlet.pincode),
      );
      return 'deleted' as const;
    })
    .catch((error: unknown) => {
      if ((error as { code?: unknown })?.code === 'P2003') return 'inUse' as const;
      throw error;
    });
  forgetActiveOutlets();
  return outcome;
}
