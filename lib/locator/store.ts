import type { StaffActor } from '@/lib/platform/auth/access';
import { recordAudit } from '@/lib/platform/audit/log';
import type { Outlet, Prisma } from '@/lib/platform/db/generated/client';
import { outletDetails, type OutletDetails } from './details';
import { pincodeCoordinates } from './pincodes';
import type { OutletInput } from './schema';

/** What the staff functions (./admin.ts, ./import.ts) share: the row staff see, and how an outlet is stored. */

type Tx = Prisma.TransactionClient;

export interface OutletRow extends OutletDetails {
  createdAt: string;
  productLines: string[];
  active: boolean;
  /** Whether the pincode was in the distance data when the outlet was saved. */
  located: boolean;
}

export const outletRow = (o: Outlet): OutletRow => ({
  ...outletDetails(o),
  createdAt: o.createdAt.toISOString(),
  productLines: o.productLines,
  active: o.active,
  located: o.lat !== null && o.lng !== null,
});

/** An outlet's columns as stored: the form's fields and the pincode's coordinates. */
export async function storedOutlet(input: OutletInput) {
  const at = await pincodeCoordinates(input.pincode);
  return { ...input, lat: at?.lat ?? null, lng: at?.lng ?? null };
}

export const auditOutlet = (
  tx: Tx,
  me: StaffActor,
  action: string,
  entityId: string | undefined,
  summary: string,
) => recordAudit({ actorEmail: me.email, action, entity: 'Outlet', entityId, summary }, tx);
