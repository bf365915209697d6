import { words } from '@/lib/platform/i18n/words';

/** A menu entry as the header's client component needs it: no description, no other routes. */
export interface MenuLink {
  path: string;
  title: string;
}

const link = ({ path, title }: MenuLink): MenuLink => ({ path, title });

/**
 * The main menu's links and words, picked on the server from content/ and passed to MainNav as
 * props: a client component that imported content/routes would send every route's title and
 * description to every page's browser as code.
 */
export function menuLinks() {
  const { NAV } = words().routes;
  const { site } = words().site;
  return {
    about: { ...link(NAV.about.route), children: NAV.about.children.map(link) },
    customers: link(NAV.customers),
    verticals: { label: NAV.verticals.label, children: NAV.verticals.children.map(link) },
    support: { label: NAV.support.label, children: NAV.support.children.map(link) },
    careersUrl: site.careersUrl,
    contact: link(NAV.contact),
    payment: link(NAV.payment),
  };
}
export type MenuLinks = ReturnType<typeof menuLinks>;

export function menuText() {
  const { navText, newTabNote } = words().shell;
  return {
    label: navText.label,
    openMenu: navText.openMenu,
    closeMenu: navText.closeMenu,
    moreAboutUs: navText.moreAboutUs,
    career: navText.career,
    languages: navText.languages,
    newTab: newTabNote,
  };
}
export type MenuText = ReturnType<typeof menuText>;
