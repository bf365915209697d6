import { SignOutButton } from '@/components/staff/sign-out-button';
import { StaffNav } from '@/components/staff/staff-nav';
import { STAFF_NAV } from '@/content/staff';
import { requireStaff } from '@/lib/auth/session';

export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireStaff();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="bg-brand-900 text-white">
        <div className="container-page flex flex-wrap items-center gap-6 py-3">
          <span className="font-bold">Back-office</span>
          <StaffNav items={STAFF_NAV} />
          <span className="ml-auto text-sm">{staff.email}</span>
          <SignOutButton />
        </div>
      </header>
      <main id="main" className="container-page flex-1 space-y-6 py-8">
        {children}
      </main>
    </>
  );
}
