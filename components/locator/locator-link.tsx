import Link from 'next/link';
import { LOCATOR_TEXT } from '@/content/locator';
import { ROUTES } from '@/content/routes';

/** The way to the dealer locator from the dealers and contact pages. */
export function LocatorLink({ className = '' }: { className?: string }) {
  return (
    <p className={`rounded-lg bg-brand-50 p-4 ${className}`}>
      <Link href={ROUTES.dealerLocator.path} className="font-semibold text-brand-800 underline">
        {LOCATOR_TEXT.findLink}
      </Link>
    </p>
  );
}
