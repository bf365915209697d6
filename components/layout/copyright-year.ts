/**
 * The footer's copyright year: the year now in India. Public pages are rendered at build time, so
 * their layouts regenerate them daily (`revalidate` in app/(site)/layout.tsx and the other public
 * roots): a page built in December shows the new year within a day of it.
 */
export function copyrightYear(now: Date = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(now),
  );
}
