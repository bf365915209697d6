'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { STAFF_FRAME_TEXT } from '@/content/staff';

/** The back-office menu; the current section's link is marked for screen readers and by eye. */
export function StaffNav({ items }: { items: readonly { href: string; label: string }[] }) {
  const pathname = usePathname();
  const current = (href: string) =>
    href === '/staff' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav aria-label={STAFF_FRAME_TEXT.navLabel}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current(item.href) ? 'page' : undefined}
              className="hover:underline aria-[current=page]:font-bold aria-[current=page]:underline"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
