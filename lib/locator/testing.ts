import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { pincodeCoordinates } from './pincodes';

/** For tests: stores an active dealer (overridable), with its pincode's coordinates as a save would. */
export async function createTestOutlet(
  fields: Pick<Prisma.OutletCreateInput, 'name' | 'pincode' | 'city'> &
    Partial<Prisma.OutletCreateInput>,
) {
  const at = await pincodeCoordinates(fields.pincode);
  return db().outlet.create({
    data: {
      type: 'dealer',
      productLines: ['inverter-ups'],
      address: '1 Test Street',
      state: 'Punjab',
      phones: ['9876500001'],
      lat: at?.lat ?? null,
      lng: at?.lng ?? null,
      ...fields,
    },
  });
}
