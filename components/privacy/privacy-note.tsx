import Link from 'next/link';
import { privacyFormNote } from '@/content/privacy';
import { ROUTES } from '@/content/routes';

/** The line beside a form's submit button that points to the privacy notice. */
export function PrivacyNote({ className = 'text-xs text-muted' }: { className?: string }) {
  return (
    <p className={className}>
      {privacyFormNote.lead}{' '}
      <Link href={ROUTES.privacy.path} className="underline">
        {privacyFormNote.link}
      </Link>
    </p>
  );
}
