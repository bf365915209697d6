'use client';

import { Link } from '@/components/ui/link';
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import type { MenuLink, MenuLinks, MenuText } from './menu-links';

type Submenu = 'about' | 'verticals' | 'support' | null;

// Hover opens About Us only where the menu is a bar (lg and up); in the stacked small-screen
// menu a tap would open it on hover and close it again on click.
const isDesktopLayout = () => window.matchMedia('(min-width: 1024px)').matches;

const itemLink =
  'block rounded px-3 py-2 font-medium whitespace-nowrap text-ink hover:bg-brand-50 hover:text-brand-800';
const subLink =
  'block rounded px-3 py-2 whitespace-nowrap text-ink hover:bg-brand-50 hover:text-brand-800';
const subList =
  'mt-1 min-w-56 space-y-0.5 rounded-md border border-slate-200 bg-white p-1 shadow-lg lg:absolute lg:left-0 lg:top-full lg:z-40';

type SubmenuName = Exclude<Submenu, null>;

/** A submenu's links; hidden unless it is the open one. */
function SubmenuList({
  which,
  open,
  routes,
}: {
  which: SubmenuName;
  open: boolean;
  routes: readonly MenuLink[];
}) {
  return (
    <ul id={`submenu-${which}`} hidden={!open} className={subList}>
      {routes.map((route) => (
        <li key={route.path}>
          <Link href={route.path} className={subLink}>
            {route.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The main menu (spec §2, §4): About Us opens on hover and on keyboard focus, Business Verticals
 * and Support (after-sales help) on click; on small screens a toggle shows the menu, one submenu is open at a time, and any link
 * closes the menu. Escape closes the open submenu, then the menu.
 */
export function MainNav({
  nav,
  text: navText,
  search,
}: {
  /** Only the paths and titles it shows (menu-links.ts): no content module is sent along. */
  nav: MenuLinks;
  text: MenuText;
  search: React.ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [submenu, setSubmenu] = useState<Submenu>(null);
  const navRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setSubmenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const close = (which: SubmenuName) => setSubmenu((s) => (s === which ? null : s));
  const toggle = (which: SubmenuName) => setSubmenu((s) => (s === which ? null : which));
  const leaveWith = (which: SubmenuName) => (event: FocusEvent<HTMLLIElement>) => {
    // In the stacked small-screen menu, closing on blur would move the item being tapped.
    if (!isDesktopLayout()) return;
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(which);
  };

  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) {
      setMenuOpen(false);
      setSubmenu(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (submenu) {
      document.getElementById(`${submenu}-toggle`)?.focus();
      setSubmenu(null);
    } else if (menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <div ref={navRef} className="flex items-center lg:w-full" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="rounded p-2 text-brand-900 lg:hidden"
        aria-expanded={menuOpen}
        aria-controls="main-menu"
        onClick={() => setMenuOpen((o) => !o)}
      >
        {menuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
        <span className="sr-only">{menuOpen ? navText.closeMenu : navText.openMenu}</span>
      </button>
      <nav
        id="main-menu"
        aria-label={navText.label}
        onClick={onClick}
        className={`${menuOpen ? 'flex' : 'hidden'} absolute inset-x-0 top-full z-30 flex-col gap-3 border-b border-slate-200 bg-white p-4 shadow-lg lg:static lg:flex lg:flex-1 lg:flex-row lg:items-center lg:border-b-0 lg:border-t lg:p-0 lg:pt-2 lg:shadow-none`}
      >
        <ul className="flex flex-col gap-1 lg:-mx-3 lg:flex-1 lg:flex-row lg:items-center lg:justify-between">
          <li
            className="relative"
            onMouseEnter={() => isDesktopLayout() && setSubmenu('about')}
            onMouseLeave={() => isDesktopLayout() && close('about')}
            onBlur={leaveWith('about')}
          >
            <div className="flex items-center">
              <Link href={nav.about.path} className={itemLink} onFocus={() => setSubmenu('about')}>
                {nav.about.title}
              </Link>
              <button
                id="about-toggle"
                type="button"
                className="rounded p-1"
                aria-expanded={submenu === 'about'}
                aria-controls="submenu-about"
                onClick={() => toggle('about')}
              >
                <ChevronDownIcon />
                <span className="sr-only">{navText.moreAboutUs}</span>
              </button>
            </div>
            <SubmenuList which="about" open={submenu === 'about'} routes={nav.about.children} />
          </li>
          <li>
            <Link href={nav.customers.path} className={itemLink}>
              {nav.customers.title}
            </Link>
          </li>
          <li className="relative" onBlur={leaveWith('verticals')}>
            <button
              id="verticals-toggle"
              type="button"
              className={`${itemLink} inline-flex items-center gap-1`}
              aria-expanded={submenu === 'verticals'}
              aria-controls="submenu-verticals"
              onClick={() => toggle('verticals')}
            >
              {nav.verticals.label}
              <ChevronDownIcon />
            </button>
            <SubmenuList
              which="verticals"
              open={submenu === 'verticals'}
              routes={nav.verticals.children}
            />
          </li>
          <li className="relative" onBlur={leaveWith('support')}>
            <button
              id="support-toggle"
              type="button"
              className={`${itemLink} inline-flex items-center gap-1`}
              aria-expanded={submenu === 'support'}
              aria-controls="submenu-support"
              onClick={() => toggle('support')}
            >
              {nav.support.label}
              <ChevronDownIcon />
            </button>
            <SubmenuList
              which="support"
              open={submenu === 'support'}
              routes={nav.support.children}
            />
          </li>
          <li>
            <a href={nav.careersUrl} target="_blank" rel="noopener noreferrer" className={itemLink}>
              {navText.career}
              <span className="sr-only">{navText.newTab}</span>
            </a>
          </li>
          <li>
            <Link href={nav.contact.path} className={itemLink}>
              {nav.contact.title}
            </Link>
          </li>
          <li>
            <Link href={nav.payment.path} className={itemLink}>
              {nav.payment.title}
            </Link>
          </li>
        </ul>
        {search}
        {/* The header's strip has the switch on every width; in the phone menu it is here too. */}
        <div className="px-3 lg:hidden">
          <LanguageSwitch label={navText.languages} className="flex gap-4" />
        </div>
      </nav>
    </div>
  );
}
