/**
 * What browsers resolve `#site-css` to (package.json "imports", condition "browser"): nothing.
 * The stylesheet is already in the page's <head>, written there by the server; sending it again as
 * code would cost every visitor its size twice.
 */
export function siteCss(): string {
  return '';
}
