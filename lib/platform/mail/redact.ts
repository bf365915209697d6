/**
 * Links in mail that act for whoever holds them: a member's set-password link, a subscriber's
 * confirm and unsubscribe links (the page's and the one-click one), a receipt's download link.
 * The mail goes out with them; staff who read mail here (the outbox page, the personal-data
 * search, its JSON and CSV downloads) see `[hidden]` in their place, or one member could set
 * another's password, or unsubscribe someone, unseen. Any `token=` in a query string counts, so a
 * new link of that shape is hidden without an edit here.
 */
const SECRET_LINKS: readonly RegExp[] = [
  /(\/staff\/set-password\/)[\w-]+/g,
  /(\/api\/payment\/receipt\/)[\w-]+/g,
  /([?&]token=)[^\s&#"'<>]+/g,
];

export const HIDDEN = '[hidden]';

/** The text with every secret link's token replaced by `[hidden]`; everything else stays. */
export function redactMailSecrets(text: string): string {
  return SECRET_LINKS.reduce((out, pattern) => out.replace(pattern, `$1${HIDDEN}`), text);
}
