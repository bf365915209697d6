/**
 * Money is integer paise everywhere; this is the one place that converts between rupees as people
 * type them ("1500", "1,500.5") and paise, and back to text. No floating-point arithmetic on
 * amounts: rupee text is split at the decimal point instead of multiplied by 100.
 */

export const PAISE_PER_RUPEE = 100;

const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Paise for a rupee amount given as text or as a JSON number: digits with at most 2 decimals
 * (thousands separators and surrounding spaces allowed in text). Anything else gives null.
 */
export function parseRupeesToPaise(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    // A JSON number such as 1500.5 prints as "1500.5"; 1e-7 prints in exponent form and fails.
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim().replace(/,/g, '');
  } else {
    return null;
  }
  const match = RUPEES.exec(text);
  if (!match) return null;
  const rupees = Number(match[1]);
  const paise = Number((match[2] ?? '').padEnd(2, '0'));
  return rupees * PAISE_PER_RUPEE + paise;
}

/** "1500.50": rupees with exactly 2 decimals, no grouping (for JSON and the PDF table). */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / PAISE_PER_RUPEE);
  const rest = String(abs % PAISE_PER_RUPEE).padStart(2, '0');
  return `${sign}${rupees}.${rest}`;
}

const grouping = new Intl.NumberFormat('en-IN');

/** "₹1,500.50": Indian digit grouping with the rupee sign, for people to read. */
export function formatRupees(paise: number): string {
  const [rupees = '0', decimals = '00'] = formatPaise(paise).split('.');
  return `₹${grouping.format(Number(rupees))}.${decimals}`;
}
