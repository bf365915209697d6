import { OUTLET_TYPE_LABELS } from '@/content/locator';
import type { StaffActor } from '@/lib/auth/access';
import { recordAudit } from '@/lib/audit/log';
import type { Outlet, Prisma } from '@/lib/db/generated/client';
import { pincodeCoordinates } from './pincodes';
import type { OutletInput } from './schema';

/** What the staff functions (./admin.ts, ./import.ts) share: the row staff see, and how an outlet is stored. */

type Tx = Prisma.TransactionClient;

export interface OutletRow {
  id: string;
  createdAt: string;
  name: string;
  type: Outlet['type'];
  typeLabel: string;
  productLines: string[];
  address: string;
  city: string;
  state: string;
  pincode: string;
  phones: string[];
  email: string | null;
  openingHours: string | null;
  active: boolean;
  /** Whether the pincode was in the distance data when the outlet was saved. */
  located: boolean;
}

export const outletRow = (o: Outlet): OutletRow => ({
  id: o.id,
  createdAt: o.createdAt.toISOString(),
  name: o.name,
  type: o.type,
  typeLabel: OUTLET_TYPE_LABELS[o.type],
  productLines: o.productLines,
  address: o.address,
  city: o.city,
  state: o.state,
  pincode: o.pincode,
  phones: o.phones,
  email: o.email,
  openingHours: o.openingHours,
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
