import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import { PRODUCT_LINES, type ProductLine } from '@/content/products/lines';
import { translatorFor } from '@/lib/platform/i18n/answers';
import { wordsOf } from '@/lib/platform/i18n/words';
import { db } from '@/lib/platform/db/client';
import type { Outlet } from '@/lib/platform/db/generated/client';
import { env } from '@/lib/platform/env';
import { fieldErrors } from '@/lib/platform/http/responses';
import { outletDetails, type OutletDetails } from './details';
import { distanceKm, pincodeCoordinates, type Coordinates } from './pincodes';
import { outletSearchSchema, searchFields, type OutletSearch } from './schema';

/**
 * The public half of the locator (/dealer-locator and GET /api/outlets): active outlets only,
 * found by pincode (nearest first, by the straight-line distance between the two pincodes'
 * coordinates), city or state, and narrowed by type and product line.
 */

/** Results shown at most; the count says how many matched. */
export const RESULT_LIMIT = 20;
/** How long this process reuses its list of active outlets (staff changes here clear it at once). */
const CACHE_MS = 60_000;

let cache: { at: number; outlets: Promise<Outlet[]> } | undefined;

function activeOutlets(): Promise<Outlet[]> {
  if (!cache || Date.now() - cache.at > CACHE_MS) {
    const outlets = db().outlet.findMany({ where: { active: true }, orderBy: { name: 'asc' } });
    cache = { at: Date.now(), outlets };
    // A failed read is not kept: the next search asks the database again.
    outlets.catch(() => (cache = undefined));
  }
  return cache.outlets;
}

/** Called by every staff change of an outlet, so this process shows it on the next search. */
export function forgetActiveOutlets(): void {
  cache = undefined;
}

export interface PublicOutlet extends OutletDetails {
  productLines: { key: ProductLine; name: string }[];
  /** Kilometres in a straight line from the searched pincode (pincode searches only). */
  distanceKm: number | null;
  links: { tel: string[]; whatsapp: string | null; directions: string };
}

export type SearchResult =
  | { kind: 'found'; ok: true; total: number; outlets: PublicOutlet[]; nearestFrom: string | null }
  | { kind: 'unknown'; ok: false; unknownPincode: string };

/** `tel:` links, a WhatsApp link for the first mobile number, and a maps directions link. */
export function outletLinks(outlet: Outlet, fromPincode: string | null): PublicOutlet['links'] {
  const mobile = outlet.phones.find((phone) => /^[6-9]/.test(phone));
  const directions = new URL(env.MAPS_DIRECTIONS_URL);
  directions.searchParams.set(
    'destination',
    `${outlet.name}, ${outlet.address}, ${outlet.city}, ${outlet.state} ${outlet.pincode}, India`,
  );
  if (fromPincode) directions.searchParams.set('origin', `${fromPincode}, India`);
  return {
    tel: outlet.phones.map((phone) => `tel:+91${phone}`),
    whatsapp: mobile ? `https://wa.me/91${mobile}` : null,
    directions: directions.toString(),
  };
}

function publicOutlet(
  outlet: Outlet,
  distance: number | null,
  from: string | null,
  language: Language,
): PublicOutlet {
  const { OUTLET_TYPE_LABELS, productLineLabel } = wordsOf(language).locator;
  const lines = PRODUCT_LINES.filter((line) => outlet.productLines.includes(line));
  return {
    ...outletDetails(outlet),
    typeLabel: OUTLET_TYPE_LABELS[outlet.type],
    productLines: lines.map((key) => ({ key, name: productLineLabel(key) })),
    distanceKm: distance === null ? null : Math.round(distance * 10) / 10,
    links: outletLinks(outlet, from),
  };
}

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

function matches(outlet: Outlet, query: OutletSearch): boolean {
  return (
    (!query.city || same(outlet.city, query.city)) &&
    (!query.state || outlet.state === query.state) &&
    (!query.type || outlet.type === query.type) &&
    (!query.line || outlet.productLines.includes(query.line))
  );
}

/**
 * Outlets matching the search. With a pincode: only outlets whose own pincode has coordinates,
 * nearest first; a pincode the data set lacks is answered `unknownPincode`. Otherwise by city and
 * state (stored and searched by its English name), in name order. Type and product line names
 * in `language`.
 */
export async function searchOutlets(
  query: OutletSearch,
  language: Language = DEFAULT_LANGUAGE,
): Promise<SearchResult> {
  let origin: Coordinates | null = null;
  if (query.pincode) {
    origin = await pincodeCoordinates(query.pincode);
    if (!origin) return { kind: 'unknown', ok: false, unknownPincode: query.pincode };
  }
  const found = (await activeOutlets()).filter((outlet) => matches(outlet, query));
  const from = query.pincode ?? null;
  const ranked = origin
    ? found
        .filter((o) => o.lat !== null && o.lng !== null)
        .map((o) => ({ o, d: distanceKm(origin, { lat: o.lat!, lng: o.lng! }) }))
        .sort((a, b) => a.d - b.d || a.o.name.localeCompare(b.o.name))
    : found.map((o) => ({ o, d: null }));
  return {
    kind: 'found',
    ok: true,
    total: ranked.length,
    outlets: ranked.slice(0, RESULT_LIMIT).map(({ o, d }) => publicOutlet(o, d, from, language)),
    nearestFrom: from,
  };
}

export type LocateAnswer =
  | { kind: 'form' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | Extract<SearchResult, { kind: 'found' }>;

/**
 * A search from a query string (page and API): nothing asked yet, refused fields with their
 * messages (an unknown pincode among them), or the outlets found; its words in `language` (the
 * page's, or the one the API was asked in).
 */
export async function locateOutlets(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ values: Record<string, string | undefined>; answer: LocateAnswer }> {
  const values = searchFields(params);
  if (Object.values(values).every((value) => !value?.trim()))
    return { values, answer: { kind: 'form' } };
  const parsed = outletSearchSchema.safeParse(values);
  if (!parsed.success) {
    const translate = translatorFor(language);
    const errors = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error)).map(([name, text]) => [name, translate(text)]),
    );
    return { values, answer: { kind: 'invalid', errors } };
  }
  const result = await searchOutlets(parsed.data, language);
  if (!result.ok) {
    const { LOCATOR_MESSAGES } = wordsOf(language).locator;
    const errors = { pincode: LOCATOR_MESSAGES.unknownPincode(result.unknownPincode) };
    return { values, answer: { kind: 'invalid', errors } };
  }
  return { values, answer: result };
}

/** A dealer or distributor as the warranty form lists it (its state is the one asked for). */
export interface DealerChoice {
  id: string;
  name: string;
  city: string;
  productLines: string[];
}

const sells = (outlet: Outlet) => outlet.type !== 'service_centre';

/**
 * The states that have an active dealer or distributor, in name order: the warranty form's first
 * step. The form then asks for one state's dealers (`dealersIn`, GET /api/outlets/dealers), so
 * the page carries a list of states, not the whole directory.
 */
export async function dealerStates(): Promise<string[]> {
  const states = new Set((await activeOutlets()).filter(sells).map((outlet) => outlet.state));
  return [...states].sort((a, b) => a.localeCompare(b));
}

/**
 * The active dealers and distributors of a state, by city and name. Service centres sell nothing,
 * so they are not offered; the registration checks the choice again (lib/warranty).
 */
export async function dealersIn(state: string): Promise<DealerChoice[]> {
  return (await activeOutlets())
    .filter((outlet) => sells(outlet) && outlet.state === state)
    .map(({ id, name, city, productLines }) => ({ id, name, city, productLines }))
    .sort((a, b) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name));
}
