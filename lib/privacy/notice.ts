import type { NoticeRecord } from '@/content/privacy';
import type { SiteWords } from '@/content/words';

/**
 * The privacy notice's records in one language: its own (content/privacy.ts), then each words
 * module's `privacyRecord` (a feature's form, in its own content/<feature>.ts), in the order of
 * content/en.ts. `kept` takes the periods by name (lib/privacy/retention.ts).
 */
export function noticeRecords(words: SiteWords): NoticeRecord<string>[] {
  const own = words.privacy.privacyNotice.records as readonly NoticeRecord<string>[];
  const features = Object.values(words).flatMap((module) =>
    'privacyRecord' in module ? [module.privacyRecord as NoticeRecord<string>] : [],
  );
  return [...own, ...features];
}
