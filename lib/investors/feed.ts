import { DISCLOSURE_TEXT } from '@/content/disclosures';
import { INVESTOR_TEXT } from '@/content/investors';
import type { Announcement } from './disclosures';

const escape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** An absolute address: files are served by this site, outside links are kept as they are. */
const absolute = (siteUrl: string, address: string) =>
  /^https?:\/\//i.test(address) ? address : `${siteUrl}${address}`;

/**
 * The announcements as an Atom 1.0 feed (RFC 4287): one entry per published filing, newest
 * first, linking to the file, with its list as the category. `updated` is the newest entry's
 * publish time, so the feed only changes when something is published.
 */
export function atomFeed(siteUrl: string, items: Announcement[]): string {
  const feedUrl = `${siteUrl}${DISCLOSURE_TEXT.feedPath}`;
  const updated = items[0]?.publishedAt ?? new Date(0).toISOString();
  const entries = items.map((item) => {
    const title = INVESTOR_TEXT.filing(item.title, item.year);
    return [
      '  <entry>',
      `    <id>${escape(`${siteUrl}/investor-relations#${item.id}`)}</id>`,
      `    <title>${escape(title)}</title>`,
      `    <updated>${item.publishedAt}</updated>`,
      `    <published>${item.publishedAt}</published>`,
      `    <link rel="alternate" href="${escape(absolute(siteUrl, item.file))}"/>`,
      `    <category term="${escape(item.kind)}" label="${escape(item.heading)}"/>`,
      `    <summary>${escape(`${item.heading}: ${title}`)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escape(feedUrl)}</id>`,
    `  <title>${escape(DISCLOSURE_TEXT.feedTitle)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escape(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escape(`${siteUrl}/investor-relations`)}"/>`,
    `  <author><name>${escape(DISCLOSURE_TEXT.feedAuthor)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
