/**
 * A template's `{name}` places filled in: fillIn('{n} of {count}', { n: 2, count: 5 }) → '2 of 5'.
 * For words that reach the browser as data (a function cannot be a prop); a place without a
 * value is left as it is, so that a missing value shows instead of vanishing.
 */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : place,
  );
}
