import { words } from '@/lib/platform/i18n/words';
import { Link } from '@/components/ui/link';

/**
 * After-sales help in one band (home and contact pages): the Support menu's links with what
 * each does, and the service desk's number. A server component: no script.
 */
export function SupportBand() {
  const { NAV } = words().routes;
  const { supportBandText: T } = words().shell;
  const { site } = words().site;
  // The second number of content/site.ts is the service desk's.
  const desk = site.phones[1] ?? site.phones[0];
  return (
    <section aria-labelledby="support-band" className="bg-brand-50">
      <div className="container-page py-12">
        <h2 id="support-band" className="text-2xl font-bold text-brand-900">
          {T.heading}
        </h2>
        <p className="mt-2 max-w-3xl">{T.lead}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {NAV.support.children.map((link) => (
            <li key={link.path}>
              <Link
                href={link.path}
                className="block h-full rounded-lg border border-slate-200 bg-white p-5 hover:border-brand-600"
              >
                <span className="block font-semibold text-brand-800 underline">{link.title}</span>
                <span className="mt-1 block text-sm text-muted">{link.description}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          {T.callLine}{' '}
          <a href={`tel:${desk.tel}`} className="font-semibold text-brand-800 underline">
            {desk.display}
          </a>
        </p>
      </div>
    </section>
  );
}
