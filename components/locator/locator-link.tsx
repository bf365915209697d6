import { words } from '@/lib/platform/i18n/words';
import { Link } from '@/components/ui/link';

/** The way to the dealer locator from the dealers and contact pages. */
export function LocatorLink({ className = '' }: { className?: string }) {
  const { ROUTES } = words().routes;
  const { LOCATOR_TEXT } = words().locator;
  return (
    <p className={`rounded-lg bg-brand-50 p-4 ${className}`}>
      <Link href={ROUTES.dealerLocator.path} className="font-semibold text-brand-800 underline">
        {LOCATOR_TEXT.findLink}
      </Link>
    </p>
  );
}
