import { env } from '@/lib/platform/env';
import { listAllInvestorDocuments } from '@/lib/investors/cached';
import { latestAnnouncements } from '@/lib/investors/disclosures';
import { atomFeed } from '@/lib/investors/feed';

// Made like the pages (ISR, the lists' cached data filtered at the time of rendering): a
// scheduled filing enters the feed within a minute of its time.
export const revalidate = 60;

/** How many filings the feed carries. */
const ENTRIES = 50;

export async function GET() {
  const items = latestAnnouncements(await listAllInvestorDocuments(), ENTRIES);
  return new Response(atomFeed(env.SITE_URL, items), {
    headers: { 'content-type': 'application/atom+xml; charset=utf-8' },
  });
}
