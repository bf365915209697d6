import { ERASED, ERASED_DOMAIN } from './erased';
import { personDigest } from './identifier';

/**
 * What replaces an erased person's details in the rows kept after an erasure (payments, warranty
 * registrations, service requests). The e-mail field keeps the keyed digests of the e-mail and
 * phone (never the values), so a later request from the same person still finds the kept rows.
 */

/** `erased.<digest of e-mail>.<digest of phone>@erased.invalid`: findable, not reversible. */
export const erasedEmail = (email: string, phone: string) =>
  `erased.${personDigest({ kind: 'email', value: email.toLowerCase() })}.${personDigest({ kind: 'phone', value: phone.trim() })}${ERASED_DOMAIN}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Free text (a service request's description, staff notes) with the person's own name (whole and
 * each word of three letters or more), e-mail address, mobile number (in any spacing, with or
 * without +91 or 0) and address replaced by `[erased]`; everything else stays, so the service
 * history still reads.
 */
export function redactPerson(
  text: string,
  person: { name: string; email: string; mobile: string; address?: string },
): string {
  const mobile = person.mobile.replace(/\D/g, '');
  const patterns: RegExp[] = [];
  for (const literal of [person.address, person.email, person.name]) {
    if (literal && literal.trim().length >= 3) {
      patterns.push(new RegExp(escapeRegExp(literal.trim()), 'gi'));
    }
  }
  if (mobile.length === 10) {
    patterns.push(new RegExp(`(?:\\+?91[\\s-]*|\\b0)?${mobile.split('').join('[\\s().-]*')}`, 'g'));
  }
  for (const word of person.name.split(/\s+/)) {
    if (word.length >= 3) {
      patterns.push(
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu'),
      );
    }
  }
  return patterns.reduce((out, pattern) => out.replace(pattern, ERASED), text);
}
