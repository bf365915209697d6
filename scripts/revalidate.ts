// `npm run revalidate`: asks the running site to refresh its investor pages, after hand edits in
// Prisma Studio: SITE_URL with REVALIDATE_SECRET (the same value the site runs with), or, when
// that is unset, the site `npm start` runs here on the embedded database (scripts/revalidation-target.ts).
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { requestRevalidation } from '@/lib/investors/request-revalidation';
import { revalidationTarget } from './revalidation-target';

async function main(): Promise<number> {
  const target = revalidationTarget();
  if (!target) {
    console.error(
      'No site to refresh: start it here with npm start, or set REVALIDATE_SECRET (the same value the site runs with).',
    );
    return 2;
  }
  const outcome = await requestRevalidation(target.url, target.secret);
  if (!outcome.ok) {
    console.error(`Revalidation failed (${outcome.reason}): ${outcome.detail}`);
    return 1;
  }
  console.log(`Revalidated ${outcome.tags.join(', ')} on ${target.url}`);
  return 0;
}

runCommand(main);
