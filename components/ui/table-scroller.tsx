/**
 * The box a wide table scrolls in on a narrow screen, so that the page itself does not. It can be
 * focused and is named after its table: a keyboard user reaches it with Tab and scrolls it with
 * the arrow keys, whether or not the table holds a link (WCAG 2.1.1; axe's
 * scrollable-region-focusable). Relative, so that the table's screen-reader-only caption and
 * headers are placed, and clipped, inside it.
 */
export function TableScroller({
  label,
  className = '',
  children,
}: {
  /** The table's caption. */
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-x-auto ${className}`}
    >
      {children}
    </div>
  );
}
