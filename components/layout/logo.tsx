import { words } from '@/lib/platform/i18n/words';
import { Link } from '@/components/ui/link';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { site } = words().site;
  const { navText } = words().shell;
  const { ROUTES } = words().routes;
  const text = tone === 'dark' ? 'text-brand-900' : 'text-white';
  return (
    <Link
      href={ROUTES.home.path}
      className={`inline-flex shrink-0 items-center gap-2 font-bold whitespace-nowrap ${text}`}
    >
      <svg viewBox="0 0 32 32" className="h-9 w-9" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0b5cad" />
        <path d="M18 4 8 18h7l-2 10 11-15h-7z" fill="#f5a524" />
      </svg>
      <span className="text-lg leading-tight">
        {site.shortName}
        <span className="sr-only">{navText.logoSuffix}</span>
      </span>
    </Link>
  );
}
