/**
 * Server actions are public endpoints: their arguments are whatever a client sends, not what our
 * forms send. An argument that is not a FormData is read as an empty form, so the action's own
 * checks refuse it with their usual message instead of failing with a 500.
 */
export const formOf = (value: unknown): FormData =>
  value instanceof FormData ? value : new FormData();
