import Link from 'next/link';
import { STAFF_ACCESS_TEXT } from '@/content/staff';

/** An unknown row or table of the back-office (status 404), inside the staff frame. */
export default function StaffNotFound() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-brand-900">{STAFF_ACCESS_TEXT.notFoundTitle}</h1>
      <p>{STAFF_ACCESS_TEXT.notFoundLead}</p>
      <p>
        <Link href="/staff" className="text-brand-700 underline">
          {STAFF_ACCESS_TEXT.backToDashboard}
        </Link>
      </p>
    </div>
  );
}
