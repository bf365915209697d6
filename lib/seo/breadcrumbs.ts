import { splitLanguage } from '@/content/languages';
import { NAV, ROUTES, type PublicRoute } from '@/content/routes';
import { wordsOf } from '@/lib/platform/i18n/words';

type RouteKey = keyof typeof ROUTES;
const byPath = new Map<string, PublicRoute>(Object.values(ROUTES).map((r) => [r.path, r]));
const keyOf = new Map(Object.entries(ROUTES).map(([key, r]) => [r.path, key as RouteKey]));

/** Pages that sit under another in the menu though their address is flat (About Us's submenu). */
const MENU_PARENTS = new Map<string, PublicRoute>([
  ...NAV.about.children.map((c) => [c.path, ROUTES.about] as const),
  [ROUTES.management.path, ROUTES.about],
  [ROUTES.manufacturingUnits.path, ROUTES.about],
  [ROUTES.bess.path, ROUTES.services],
]);

/** The English parent of an English address. */
function parentOf(path: string): PublicRoute | undefined {
  if (path === '/') return undefined;
  const menuParent = MENU_PARENTS.get(path);
  if (menuParent) return menuParent;
  const cut = path.lastIndexOf('/');
  return cut > 0 ? byPath.get(path.slice(0, cut)) : ROUTES.home;
}

/**
 * Home, then each ancestor, then the page itself (Home alone for the home page), in the page's
 * language: a Hindi page's trail is of Hindi pages (/hi, /hi/about-us …), worked out from the
 * English addresses.
 */
export function breadcrumbTrail(route: PublicRoute): PublicRoute[] {
  const { language, path } = splitLanguage(route.path);
  const { ROUTES: local } = wordsOf(language).routes;
  const inLanguage = (r: PublicRoute): PublicRoute => {
    const key = keyOf.get(r.path);
    return key ? local[key] : r;
  };
  const trail = [route];
  for (let p = parentOf(path); p && trail.length < 6; p = parentOf(p.path)) {
    trail.unshift(inLanguage(p));
    if (p.path === '/') break;
  }
  return trail;
}
