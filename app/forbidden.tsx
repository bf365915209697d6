import Link from 'next/link';
import { STAFF_ACCESS_TEXT } from '@/content/staff';

/** Shown (with status 403) when a signed-in member opens a part of the back-office outside their roles. */
export default function Forbidden() {
  return (
    <main id="main" className="container-page space-y-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">{STAFF_ACCESS_TEXT.forbiddenTitle}</h1>
      <p>{STAFF_ACCESS_TEXT.forbiddenLead}</p>
      <p>
        <Link href="/staff" className="text-brand-700 underline">
          {STAFF_ACCESS_TEXT.backToDashboard}
        </Link>
      </p>
    </main>
  );
}
