import { SignOutButton } from '@/components/staff/sign-out-button';
import { StaffNav } from '@/components/staff/staff-nav';
import { skipLinkText } from '@/content/shell';
import { STAFF_ACCESS_TEXT, STAFF_FRAME_TEXT, STAFF_NAV } from '@/content/staff';
import { allows } from '@/lib/auth/roles';
import { requireStaff } from '@/lib/auth/session';
import { accessForPath } from '@/lib/auth/staff-paths';
import { signOutEverywhereAction } from './session-actions';

export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  // A convenience for the frame (menu, e-mail): each page and data function checks for itself.
  const staff = await requireStaff();
  const menu = STAFF_NAV.filter((item) => allows(staff.roles, accessForPath(item.href)));
  const roles = staff.roles.map((role) => STAFF_ACCESS_TEXT.roles[role]).join(', ');
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {skipLinkText}
      </a>
      <header className="bg-brand-900 text-white">
        <div className="container-page flex flex-wrap items-center gap-6 py-3">
          <span className="font-bold">{STAFF_FRAME_TEXT.brand}</span>
          <StaffNav items={menu} />
          <span className="ml-auto text-sm">
            {staff.email}
            {roles ? (
              <span className="block text-xs text-white/80">
                {STAFF_ACCESS_TEXT.rolesLabel}: {roles}
              </span>
            ) : null}
          </span>
          <SignOutButton />
          <form action={signOutEverywhereAction}>
            <button
              type="submit"
              className="rounded border border-white/60 px-3 py-1 text-sm hover:bg-white/10"
            >
              {STAFF_ACCESS_TEXT.signOutEverywhere}
            </button>
          </form>
        </div>
      </header>
      <main id="main" className="container-page flex-1 space-y-6 py-8">
        {children}
      </main>
    </>
  );
}
