/**
 * Other spellings of an address. RFC 3986 (§2.3, §6.2.2.2) makes a percent-encoded letter,
 * digit, `-`, `.`, `_` or `~` the same address as the character itself: `/%61bout-us` is
 * `/about-us`, `/%68i/online-payment` is `/hi/online-payment`. Next.js renders some of those
 * spellings as the page (with the headers of a page of another name: the payment page without its
 * nonce policy) and answers others with a server error ("Attempted to handle request too many
 * times", an error-log line each). proxy.ts answers every such spelling with a redirect to the
 * plain one, so each page is rendered, and its headers chosen, under its own name only.
 */

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The address with every percent-encoded unreserved character written plainly; every other
 * escape (`%2F`, `%20`, Devanagari's bytes) is kept as it was. Null when nothing changes.
 */
export function plainSpelling(pathname: string): string | null {
  if (!pathname.includes('%')) return null;
  const plain = pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape;
  });
  return plain === pathname ? null : plain;
}

/** The address as Next.js routes it (every escape decoded), or itself when it cannot be decoded. */
export function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * An address with an escape that decodes to nothing: `%` without two hex digits (`/%zz`) or
 * bytes that are not UTF-8 (`/%FF`). No page has one; Next.js answers them with a server error.
 */
export function undecodable(pathname: string): boolean {
  if (!pathname.includes('%')) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
