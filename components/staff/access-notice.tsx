import { Link } from '@/components/ui/link';
import { STAFF_ACCESS_TEXT } from '@/content/staff';

/** A back-office page that cannot be shown (403, 404): what happened, and the way back. */
export function AccessNotice({ title, lead }: { title: string; lead: string }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p>{lead}</p>
      <p>
        <Link href="/staff" className="text-brand-700 underline">
          {STAFF_ACCESS_TEXT.backToDashboard}
        </Link>
      </p>
    </div>
  );
}
