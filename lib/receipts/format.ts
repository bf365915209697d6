import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/content/languages';

const IST: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * "21 Nov 2026, 03:15 am": receipts show India's time, whatever the server's zone. Other
 * languages read the 24-hour clock ("22 नव॰ 2026, 03:00"): their locales' am/pm is English.
 */
export function formatReceiptDate(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  let format = formats.get(language);
  if (!format) {
    const clock = language === DEFAULT_LANGUAGE ? {} : { hourCycle: 'h23' as const };
    format = new Intl.DateTimeFormat(LANGUAGES[language].locale, { ...IST, ...clock });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}

/** A receipt number as a file name: RCPT/2026-27/000001 -> RCPT-2026-27-000001.pdf. */
export const receiptFileName = (receiptId: string) =>
  `${receiptId.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
