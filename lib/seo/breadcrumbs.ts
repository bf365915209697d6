import { NAV, ROUTES, type PublicRoute } from '@/content/routes';

const byPath = new Map<string, PublicRoute>(Object.values(ROUTES).map((r) => [r.path, r]));

/** Pages that sit under another in the menu though their address is flat (About Us's submenu). */
const MENU_PARENTS = new Map<string, PublicRoute>([
  ...NAV.about.children.map((c) => [c.path, ROUTES.about] as const),
  [ROUTES.management.path, ROUTES.about],
  [ROUTES.manufacturingUnits.path, ROUTES.about],
  [ROUTES.bess.path, ROUTES.services],
]);

function parentOf(path: string): PublicRoute | undefined {
  if (path === '/') return undefined;
  const menuParent = MENU_PARENTS.get(path);
  if (menuParent) return menuParent;
  const cut = path.lastIndexOf('/');
  return cut > 0 ? byPath.get(path.slice(0, cut)) : ROUTES.home;
}

/** Home, then each ancestor, then the page itself (Home alone for the home page). */
export function breadcrumbTrail(route: PublicRoute): PublicRoute[] {
  const trail = [route];
  for (let p = parentOf(route.path); p && trail.length < 6; p = parentOf(p.path)) {
    trail.unshift(p);
    if (p.path === '/') break;
  }
  return trail;
}
