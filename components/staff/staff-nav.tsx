'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { STAFF_FRAME_TEXT, STAFF_MENU_TEXT } from '@/content/staff';
import type { StaffMenuGroupView } from '@/lib/features';

/**
 * The back-office menu, grouped by feature (lib/features.ts): a sidebar on wide screens, one
 * menu behind a button on phones (closed again after each navigation). The current section's
 * link is marked for screen readers and by eye.
 */
export function StaffNav({ groups }: { groups: readonly StaffMenuGroupView[] }) {
  const pathname = usePathname();
  // Open on the page it was opened on: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const within = (href: string) =>
    href === '/staff' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  // One entry is current: the longest one the address is within (the report under
  // /staff/service-requests/report is its own, not also "Service requests").
  const hrefs = groups.flatMap((g) => g.entries.map((e) => e.href));
  const currentHref = hrefs.filter(within).sort((a, b) => b.length - a.length)[0];
  const current = (href: string) => href === currentHref;
  return (
    <nav aria-label={STAFF_FRAME_TEXT.navLabel}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="staff-menu"
        onClick={() => setOpenOn(open ? null : pathname)}
        className="rounded border border-brand-900 px-3 py-1 font-semibold lg:hidden"
      >
        {STAFF_MENU_TEXT.toggle}
      </button>
      <div
        id="staff-menu"
        className={`${open ? 'block' : 'hidden'} mt-3 space-y-4 lg:mt-0 lg:block`}
      >
        {groups.map(({ group, heading, entries }) => (
          <div key={group}>
            {heading ? (
              <p
                id={`staff-menu-${group}`}
                className="text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {heading}
              </p>
            ) : null}
            <ul
              aria-labelledby={heading ? `staff-menu-${group}` : undefined}
              className="mt-1 space-y-1"
            >
              {entries.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={current(item.href) ? 'page' : undefined}
                    className="block py-0.5 hover:underline aria-[current=page]:font-bold aria-[current=page]:underline"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
