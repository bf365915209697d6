import { getServerSession } from 'next-auth';
import { redirect } from 'next/navigation';
import { HttpError } from '@/lib/http/responses';
import { authOptions, type StaffSessionUser } from './options';

export async function currentStaff(): Promise<StaffSessionUser | null> {
  const session = await getServerSession(authOptions);
  const user = session?.user as Partial<StaffSessionUser> | undefined;
  return user?.email ? { id: user.id ?? '', email: user.email, name: user.name ?? '' } : null;
}

/** For staff pages and server actions: the signed-in member of staff, or off to the sign-in page. */
export async function requireStaff(): Promise<StaffSessionUser> {
  const staff = await currentStaff();
  if (!staff) redirect('/staff/login');
  return staff;
}

/** For staff route handlers: the signed-in member of staff, or a 401. */
export async function requireStaffApi(): Promise<StaffSessionUser> {
  const staff = await currentStaff();
  if (!staff) throw new HttpError(401, 'Please sign in.');
  return staff;
}
