import { words } from '@/lib/platform/i18n/words';
import { Link } from '@/components/ui/link';
import type { PublicRoute } from '@/content/routes';
import { env } from '@/lib/platform/env';
import { breadcrumbTrail } from '@/lib/seo/breadcrumbs';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { JsonLd } from './json-ld';

/**
 * "Home / Parent / This page" above a nested page, with the same trail as BreadcrumbList
 * JSON-LD. The current page is text with aria-current, not a link to itself.
 */
export function Breadcrumbs({
  route,
  trail = breadcrumbTrail(route),
}: {
  route: PublicRoute;
  /** For a page made from data, whose parents its address does not name in the route table. */
  trail?: PublicRoute[];
}) {
  const { navText } = words().shell;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(env.SITE_URL, trail)} />
      <nav aria-label={navText.breadcrumbLabel} className="border-b border-slate-200 bg-white">
        <ol className="container-page flex flex-wrap items-center gap-x-2 py-2 text-sm">
          {trail.map((r, i) => (
            <li key={r.path} className="flex items-center gap-2">
              {i > 0 ? (
                <span aria-hidden="true" className="text-muted">
                  /
                </span>
              ) : null}
              {i === trail.length - 1 ? (
                <span aria-current="page" className="text-muted">
                  {r.title}
                </span>
              ) : (
                <Link href={r.path} className="text-brand-700 underline">
                  {r.title}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
