import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Routes of every page.tsx under app/(site), so a new page missing from ROUTES is caught. Pages
 * under a [dynamic] folder (a year of filings) are made from data, not listed in ROUTES: their
 * own specs cover them (e2e/staff-investor-years.spec.ts).
 */
export function pageRoutesOnDisk(
  dir = join(process.cwd(), 'app', '(site)'),
  prefix = '',
): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (!statSync(full).isDirectory()) return name === 'page.tsx' ? [prefix || '/'] : [];
    if (name.startsWith('[')) return [];
    return pageRoutesOnDisk(full, `${prefix}/${name}`);
  });
}

/**
 * Routes of the signed-in staff pages that need no parameter (every page.tsx under
 * app/(staff)/staff/(signed-in) outside a [dynamic] folder; route groups add no segment).
 */
export function staffPageRoutesOnDisk(
  dir = join(process.cwd(), 'app', '(staff)', 'staff', '(signed-in)'),
  prefix = '/staff',
): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (!statSync(full).isDirectory()) return name === 'page.tsx' ? [prefix] : [];
    if (name.startsWith('[')) return [];
    return staffPageRoutesOnDisk(full, name.startsWith('(') ? prefix : `${prefix}/${name}`);
  });
}

/**
 * Staff addresses under which a [dynamic] segment takes any value (`/staff/accounts` for
 * `/staff/accounts/[id]`), in the pages and the staff API, open ones (set-password) left out.
 */
export function staffDynamicParents(): string[] {
  const walk = (dir: string, prefix: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      if (!statSync(full).isDirectory()) return [];
      if (name.startsWith('[')) return [prefix];
      return walk(full, name.startsWith('(') ? prefix : `${prefix}/${name}`);
    });
  const found = [
    ...walk(join(process.cwd(), 'app', '(staff)', 'staff', '(signed-in)'), '/staff'),
    ...walk(join(process.cwd(), 'app', 'api', 'staff'), '/api/staff'),
  ];
  return [...new Set(found)];
}
