import { OUTLET_TYPE_LABELS } from '@/content/locator';
import type { Outlet } from '@/lib/platform/db/generated/client';

/** What staff (./store.ts) and the public (./search.ts) both read of an outlet. */
export type OutletDetails = Pick<
  Outlet,
  'id' | 'name' | 'type' | 'address' | 'city' | 'state' | 'pincode' | 'phones' | 'email'
> & { openingHours: string | null; typeLabel: string };

export const outletDetails = (o: Outlet): OutletDetails => ({
  id: o.id,
  name: o.name,
  type: o.type,
  typeLabel: OUTLET_TYPE_LABELS[o.type],
  address: o.address,
  city: o.city,
  state: o.state,
  pincode: o.pincode,
  phones: o.phones,
  email: o.email,
  openingHours: o.openingHours,
});
