/**
 * The message a staff page shows for the `?notice=` (or `?outcome=`) a server action redirected
 * with; null for anything else. Only the map's own keys count, so `?notice=__proto__` or
 * `?notice=toString` is just an unknown notice.
 */
export function noticeText(
  messages: Readonly<Record<string, string>>,
  value: unknown,
): string | null {
  return typeof value === 'string' && Object.hasOwn(messages, value) ? messages[value]! : null;
}
