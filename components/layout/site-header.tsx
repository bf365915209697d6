import { words } from '@/lib/platform/i18n/words';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { menuLinks, menuText } from './menu-links';
import { SearchForm } from './search-form';

export function SiteHeader() {
  const { site } = words().site;
  const { navText, newTabNote } = words().shell;
  const phone = site.phones[0];
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="bg-brand-900 text-sm text-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-2 py-1.5">
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
            <li>
              <a
                href={`mailto:${site.emails.sales}`}
                className="inline-flex items-center gap-1.5 hover:underline"
              >
                <MailIcon />
                {site.emails.sales}
              </a>
            </li>
            <li>
              <a
                href={`tel:${phone.tel}`}
                className="inline-flex items-center gap-1.5 hover:underline"
              >
                <PhoneIcon />
                {phone.display}
              </a>
            </li>
          </ul>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
            <LanguageSwitch label={navText.languages} className="flex items-center gap-4" />
            <ul className="flex items-center gap-4" aria-label={navText.socialLabel}>
              {site.social.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="hover:underline"
                  >
                    {s.name}
                    <span className="sr-only">{newTabNote}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      {/* From lg the menu is a second row under the logo, with the search box on the first: the
          spec's labels need the whole width to sit on one line each. */}
      <div className="container-page relative flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <Logo />
        <MainNav
          nav={menuLinks()}
          text={menuText()}
          search={
            <SearchForm
              id="site-search"
              className="w-full lg:absolute lg:top-3 lg:right-8 lg:h-9 lg:w-64"
            />
          }
        />
      </div>
    </header>
  );
}
