import { sql } from '../db';

/**
 * The marker rows of one feature (e2e/staff-boundary.spec.ts): rows whose words must never reach
 * anyone outside the staff roles that may read them, planted so that a leak is seen, and read
 * again after the attacks, so that a write is seen.
 */
export interface FeatureMarkers<Ids extends Record<string, string>> {
  /** Plants the rows, each word of theirs made with `word` (it holds the run's tag). */
  insert(run: MarkerRun): Promise<Ids>;
  /** What a write could change in the rows, to compare before and after the attacks. */
  state(markers: Ids & { tag: string }): Promise<unknown[]>;
  /** Sample values of the dynamic segments of the feature's addresses (`[id]`: its rows). */
  segments?(markers: Ids): Record<string, string[]>;
}

export interface MarkerRun {
  tag: string;
  word: (what: string) => string;
}

/** Declares a feature's markers; keeps its ids' names, so the spec's `markers.x` is typed. */
export const defineMarkers = <Ids extends Record<string, string>>(markers: FeatureMarkers<Ids>) =>
  markers;

/** A feature with no rows of its own to plant (the reason is given where it is used). */
export const NO_MARKERS = defineMarkers({
  insert: async () => ({}),
  state: async () => [],
});

/** Inserts one row (the statement returns its id); returns the id. */
export const insertRow = async (text: string, params: unknown[]) =>
  (await sql<{ id: string }>(text, params))[0]!.id;

export { sql };
