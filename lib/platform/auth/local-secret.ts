import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A random secret made once in `.data/<name>` (git-ignored) and read back on later starts. */
function localSecret(name: string): string {
  const file = path.resolve('.data', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A session-signing secret for a developer's machine, so that staff stay signed in across
 * restarts. A public site must set NEXTAUTH_SECRET instead (lib/platform/env.ts refuses to start without it).
 */
export const localAuthSecret = () => localSecret('auth-secret');

/**
 * The key that encrypts two-factor secrets on a developer's machine; kept so that enrolments
 * survive restarts. A public site must set STAFF_SECRET_KEY instead.
 */
export const localStaffSecretKey = () => localSecret('staff-secret-key');

/**
 * The bearer secret of POST /api/revalidate on a developer's machine when REVALIDATE_SECRET is
 * unset: `npm start` gives it to a site on a local address, and `npm run revalidate` reads it back
 * to refresh that site after hand edits in Prisma Studio.
 */
export const localRevalidateSecret = () => localSecret('revalidate-secret');

/** The local revalidation secret if `npm start` has made one, without making it. */
export const existingLocalRevalidateSecret = (): string | undefined => {
  const file = path.resolve('.data', 'revalidate-secret');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
};
