import { randomBytes } from 'node:crypto';
import type { FEATURES } from '@/lib/features';
import { auditLog } from './audit-log';
import { catalogue } from './catalogue';
import { cspReports } from './csp-reports';
import { enquiries } from './enquiries';
import { investors } from './investors';
import { NO_MARKERS, type FeatureMarkers } from './kit';
import { newsletter } from './newsletter';
import { outbox } from './outbox';
import { outlets } from './outlets';
import { payments } from './payments';
import { serviceRequests } from './service-requests';
import { staffAccounts } from './staff-accounts';
import { warranty } from './warranty';

/** The name of each feature with staff areas: the boundary spec attacks those. */
type StaffFeature = Extract<(typeof FEATURES)[number], { staffAreas: readonly string[] }>['name'];

/**
 * Each feature's marker rows (one file per feature here), by the feature's name: a new feature
 * with staff areas fails the type check until it has its markers, or says why it has none.
 * Their order is the order rows are planted, read back and their ids tried as `[id]`.
 */
export const MARKERS = {
  enquiries,
  newsletter,
  outbox,
  payments,
  investors,
  'audit-log': auditLog,
  'csp-reports': cspReports,
  outlets,
  catalogue,
  warranty,
  'service-requests': serviceRequests,
  // Counts and the page-view report only, of rows planted above.
  dashboard: NO_MARKERS,
  // Shows a person's records only when an admin searches for them.
  'personal-data': NO_MARKERS,
  'staff-accounts': staffAccounts,
  // The member's own account: each attack brings its own member.
  'own-account': NO_MARKERS,
} satisfies Record<StaffFeature, FeatureMarkers<Record<string, string>>>;

type IdsOf<M> = M extends FeatureMarkers<infer Ids> ? Ids : never;
type Both<U> = (U extends unknown ? (u: U) => void : never) extends (both: infer B) => void
  ? B
  : never;

/** The planted rows' ids by name (`markers.contactId`), and the tag in every word of theirs. */
export type Markers = { tag: string } & Both<IdsOf<(typeof MARKERS)[keyof typeof MARKERS]>>;

const features = Object.values(MARKERS) as FeatureMarkers<Record<string, string>>[];

export async function insertMarkers(): Promise<Markers> {
  const tag = `leak${randomBytes(6).toString('hex')}`;
  const run = { tag, word: (what: string) => `${what}${tag}` };
  let ids: Record<string, string> = {};
  for (const feature of features) ids = { ...ids, ...(await feature.insert(run)) };
  return { ...ids, tag } as Markers;
}

/** Everything a write could change, to compare before and after the attacks. */
export async function markerState(m: Markers): Promise<string> {
  const rows = await Promise.all(features.map((feature) => feature.state(m)));
  return JSON.stringify(rows.flat());
}

/** The features' sample values of each dynamic segment, in the features' order above. */
export function markerSegments(m: Markers): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const feature of features) {
    for (const [name, list] of Object.entries(feature.segments?.(m) ?? {})) {
      values[name] = [...(values[name] ?? []), ...list];
    }
  }
  return values;
}
