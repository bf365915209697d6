// `npm run revalidate`: asks the running site (SITE_URL) to refresh its investor pages, after
// hand edits in Prisma Studio. Needs REVALIDATE_SECRET, the same value the site runs with.
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { env } from '@/lib/platform/env';
import { requestRevalidation } from '@/lib/investors/request-revalidation';

async function main(): Promise<number> {
  if (!env.REVALIDATE_SECRET) {
    console.error('Set REVALIDATE_SECRET (the same value the site runs with).');
    return 2;
  }
  const outcome = await requestRevalidation(env.SITE_URL, env.REVALIDATE_SECRET);
  if (!outcome.ok) {
    console.error(`Revalidation failed (${outcome.reason}): ${outcome.detail}`);
    return 1;
  }
  console.log(`Revalidated ${outcome.tags.join(', ')} on ${env.SITE_URL}`);
  return 0;
}

runCommand(main);
