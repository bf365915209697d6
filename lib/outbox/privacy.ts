import { redactMailSecrets } from '@/lib/platform/mail/redact';
import {
  byDate,
  insensitive,
  plain,
  type PersonQuery,
  type PersonTableHooks,
} from '@/lib/platform/privacy/person-table';

/**
 * The personal-data tool's hooks for the mail the site queued (lib/features/privacy.ts): a mail
 * to, from or about the person (its text quotes their record) is deleted on erasure.
 */

const where = ({ id, spellings }: PersonQuery) =>
  id.kind === 'email'
    ? {
        OR: [
          { to: insensitive(id.value) },
          { replyTo: insensitive(id.value) },
          { text: { contains: id.value, mode: 'insensitive' as const } },
        ],
      }
    : { OR: spellings.map((text) => ({ text: { contains: text } })) };

export const mailHooks: PersonTableHooks = {
  async find(tx, person) {
    const mail = await tx.mailOutbox.findMany({ where: where(person), ...byDate });
    // Its links are the person's, not the admin's to use: their tokens are hidden
    // (lib/platform/mail/redact.ts).
    return mail.map(({ lockedUntil: _locked, ...m }) =>
      plain({
        ...m,
        text: redactMailSecrets(m.text),
        unsubscribeUrl: m.unsubscribeUrl && redactMailSecrets(m.unsubscribeUrl),
      }),
    );
  },
  async erase(tx, person) {
    return { deleted: (await tx.mailOutbox.deleteMany({ where: where(person) })).count };
  },
};
