import { words } from '@/lib/platform/i18n/words';
import { Link } from '@/components/ui/link';
import { SubscribeForm } from '@/components/newsletter/subscribe-form';
import { copyrightYear } from './copyright-year';
import { Logo } from './logo';

const heading = 'mb-3 text-base font-semibold text-white';
const link = 'hover:underline';

/** One column's list of the site's pages. */
function PageLinks({ pages }: { pages: readonly { path: string; title: string }[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {pages.map((r) => (
        <li key={r.path}>
          <Link href={r.path} className={link}>
            {r.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const { formatAddress, site } = words().site;
  const { footerText, newTabNote } = words().shell;
  const { NAV, ROUTES } = words().routes;
  const { corporate, mohali, rajpura, australia } = site.addresses;
  return (
    <footer className="bg-brand-900 text-slate-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-3 lg:grid-cols-5">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm">{site.experienceLine}</p>
          <ul className="space-y-1 text-sm">
            {site.professionalNetwork.map((n) => (
              <li key={n.href}>
                <a href={n.href} target="_blank" rel="noopener noreferrer" className={link}>
                  {n.name}
                  <span className="sr-only">{newTabNote}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={footerText.navLabel}>
          <h2 className={heading}>{footerText.companyHeading}</h2>
          <PageLinks
            pages={[
              ROUTES.about,
              ROUTES.contact,
              ROUTES.dealerLocator,
              ROUTES.infrastructure,
              ROUTES.investors,
              ROUTES.privacy,
            ]}
          />
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={heading}>
            {NAV.support.label}
          </h2>
          <PageLinks pages={NAV.support.children} />
        </nav>
        <div>
          <h2 className={heading}>{footerText.contactHeading}</h2>
          <address className="space-y-2 text-sm not-italic">
            <p>
              <a href={`mailto:${site.emails.sales}`} className={link}>
                {site.emails.sales}
              </a>
            </p>
            {site.phones.map((p) => (
              <p key={p.tel}>
                {p.label}:{' '}
                <a href={`tel:${p.tel}`} className={link}>
                  {p.display}
                </a>
              </p>
            ))}
            <p>
              <span className="font-semibold">{corporate.label}:</span> {formatAddress(corporate)}
            </p>
          </address>
        </div>
        <div className="space-y-4">
          <div>
            <h2 className={heading}>{footerText.locationsHeading}</h2>
            <ul className="space-y-1 text-sm">
              {[corporate, mohali, rajpura, australia].map((a) => (
                <li key={a.label}>
                  {a.label}: {a.city}, {a.country}
                </li>
              ))}
            </ul>
          </div>
          <SubscribeForm />
        </div>
      </div>
      <div className="border-t border-white/20">
        <p className="container-page py-4 text-sm">
          © {copyrightYear()} {site.name}. {footerText.rightsReserved}
        </p>
      </div>
    </footer>
  );
}
