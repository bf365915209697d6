import { SignOutButton } from '@/components/staff/sign-out-button';
import { StaffNav } from '@/components/staff/staff-nav';
import { skipLinkText } from '@/content/shell';
import { STAFF_ACCESS_TEXT, STAFF_FRAME_TEXT } from '@/content/staff';
import { requireStaff } from '@/lib/platform/auth/session';
import { staffMenu } from '@/lib/features';
import { signOutEverywhereAction } from './account/actions';

export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  // A convenience for the frame (menu, e-mail): each page and data function checks for itself.
  const staff = await requireStaff();
  const menu = staffMenu(staff.roles);
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
        <div className="container-page flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
          <span className="font-bold">{STAFF_FRAME_TEXT.brand}</span>
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
      <div className="container-page flex-1 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <aside className="pt-4 lg:border-r lg:border-slate-200 lg:py-8">
          <StaffNav groups={menu} />
        </aside>
        <main id="main" className="min-w-0 space-y-6 py-8">
          {children}
        </main>
      </div>
    </>
  );
}
