const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "21 Nov 2026, 03:15 am": receipts show India's time, whatever the server's zone. */
export const formatReceiptDate = (iso: string) => IST.format(new Date(iso));

/** A receipt number as a file name: RCPT/2026-27/000001 -> RCPT-2026-27-000001.pdf. */
export const receiptFileName = (receiptId: string) =>
  `${receiptId.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
