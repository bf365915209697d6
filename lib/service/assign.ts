import type { Db } from '@/lib/platform/db/client';
import type { Outlet, Prisma } from '@/lib/platform/db/generated/client';
import { distanceKm, pincodeCoordinates } from '@/lib/locator/pincodes';

/**
 * Which service centre a request goes to: the nearest active outlet of type service centre that
 * serves the request's product line, by the straight-line distance between the two pincodes
 * (lib/locator). Centres whose pincode the data set lacks are skipped; a request whose own
 * pincode it lacks, or with no centre for its line, gets none (staff assign one by hand).
 */
export async function nearestServiceCentre(
  client: Db | Prisma.TransactionClient,
  productLine: string,
  pincode: string,
): Promise<Outlet | null> {
  const origin = await pincodeCoordinates(pincode);
  if (!origin) return null;
  const centres = await client.outlet.findMany({
    where: {
      active: true,
      type: 'service_centre',
      productLines: { has: productLine },
      lat: { not: null },
      lng: { not: null },
    },
  });
  let best: { outlet: Outlet; km: number } | null = null;
  for (const outlet of centres) {
    const km = distanceKm(origin, { lat: outlet.lat!, lng: outlet.lng! });
    if (!best || km < best.km || (km === best.km && outlet.name < best.outlet.name)) {
      best = { outlet, km };
    }
  }
  return best?.outlet ?? null;
}

/** Active service centres of a product line, by name: where staff may reassign a request. */
export function serviceCentresFor(client: Db | Prisma.TransactionClient, productLine: string) {
  return client.outlet.findMany({
    where: { active: true, type: 'service_centre', productLines: { has: productLine } },
    orderBy: { name: 'asc' },
  });
}
