import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NotAllowedError } from '@/lib/platform/auth/access';
import { STAFF_ROLES, allows, type StaffRole } from '@/lib/platform/auth/roles';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { withOwnDatabase } from '@/lib/platform/db/own-database.jest';
import { env } from '@/lib/platform/env';
import { parseInboxFilter } from '@/lib/platform/inbox/filters';
import { listMigrations, MIGRATIONS_DIR } from '@/lib/platform/db/migrations';
import { countStuckMail, listMail, resendMail } from './admin';
import { MAIL_KINDS } from '@/lib/features';

// Counts every stuck mail: a database of its own, so other files' mail never counts here.
withOwnDatabase();

const originalSmtp = env.SMTP_URL;
beforeAll(() => Object.assign(env, { SMTP_URL: 'smtp://127.0.0.1:9' }));
afterAll(() => Object.assign(env, { SMTP_URL: originalSmtp }));

/**
 * Who owns each kind of mail, as issue 29 set it: a warranty confirmation or a service update is
 * after-sales' (service), not sales'; set-password mail is admins' alone.
 */
const DECIDED: Record<string, StaffRole> = {
  'contact-enquiry': 'sales',
  'dealer-enquiry': 'sales',
  newsletter: 'sales',
  warranty: 'service',
  'service-request': 'service',
  'staff-account': 'admin',
  notice: 'admin',
};
/**
 * Every kind the manifests declare, with its owner (the declaring feature's role): the outbox's
 * checks below cover a new feature's kind without an edit here.
 */
const OWNERS: Record<string, StaffRole> = MAIL_KINDS;
const KINDS = Object.keys(OWNERS);

/** A failed mail of each kind, queued two hours ago (so the dashboard counts it as stuck). */
async function plantMail(tag: string) {
  const createdAt = new Date(Date.now() - 2 * 3_600_000);
  const rows = await Promise.all(
    KINDS.map((kind) =>
      db().mailOutbox.create({
        data: {
          kind,
          to: `${kind}-${tag}@example.com`,
          subject: `${kind} ${tag}`,
          text: 'Hello',
          status: 'failed',
          attempts: 20,
          createdAt,
        },
      }),
    ),
  );
  return new Map(rows.map((row) => [row.kind, row]));
}

const refusal = (call: () => Promise<unknown>) =>
  call().then(
    () => 'allowed',
    (error: unknown) => (error instanceof NotAllowedError ? error.reason : `other: ${error}`),
  );

describe('the outbox, per role', () => {
  it('lists and counts for each member only the mail of the kinds their roles own', async () => {
    const tag = randomUUID();
    await plantMail(tag);
    for (const role of STAFF_ROLES) {
      const actor = await signedInActor([role]);
      const mine = KINDS.filter((kind) => allows([role], OWNERS[kind]!));
      if (!mine.some((kind) => OWNERS[kind] === role)) {
        // A member owning no kind of mail may not open the outbox at all.
        expect([role, await refusal(() => listMail(actor, parseInboxFilter({})))]).toEqual([
          role,
          'role',
        ]);
        continue;
      }
      const { rows, total } = await listMail(actor, parseInboxFilter({ q: tag }));
      expect([role, rows.map((r) => r.subject).sort()]).toEqual([
        role,
        mine.map((kind) => `${kind} ${tag}`).sort(),
      ]);
      expect(total).toBe(mine.length);
      expect([role, await countStuckMail(actor)]).toEqual([role, mine.length]);
    }
  });

  it('resends a mail only for a role that owns its kind; others are refused, the mail unchanged', async () => {
    for (const role of STAFF_ROLES) {
      const actor = await signedInActor([role]);
      const mails = await plantMail(randomUUID());
      for (const kind of KINDS) {
        const mail = mails.get(kind)!;
        const outcome = await refusal(() => resendMail(actor, mail.id));
        const after = await db().mailOutbox.findUniqueOrThrow({ where: { id: mail.id } });
        const audited = await db().auditLog.count({ where: { entityId: mail.id } });
        if (allows([role], OWNERS[kind]!)) {
          expect([role, kind, outcome, after.attempts, audited]).toEqual([
            role,
            kind,
            'allowed',
            1,
            1,
          ]);
        } else {
          expect([role, kind, outcome, after.status, after.attempts, audited]).toEqual([
            role,
            kind,
            'role',
            'failed',
            20,
            0,
          ]);
        }
      }
    }
  });

  it('keeps the owners issue 29 decided', () => {
    expect(MAIL_KINDS).toMatchObject(DECIDED);
  });
});

describe('the mail_kinds migration', () => {
  it('places older mail by what it says, set-password links first, the rest for admins', async () => {
    const tag = randomUUID();
    const old = [
      ['You are invited to the staff back-office', 'Open https://x.in/staff/set-password/abc'],
      ['Website enquiry from Ravi (Pune)', 'Message: see /staff/set-password/abc'],
      ['Warranty registered: WR/2026-27/000001', 'Hello'],
      ['Service request SR/2026-27/000001: Received', 'Hello'],
      ['Dealer enquiry from Asha', 'Hello'],
      ['Website enquiry from Ravi (Pune)', 'Hello'],
      ['Something else', 'Hello'],
    ];
    const rows = [];
    for (const [subject, text] of old) {
      rows.push(
        await db().mailOutbox.create({
          data: { to: `${tag}@example.com`, subject: subject!, text: text! },
        }),
      );
    }
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['notice']));
    const name = listMigrations().find((m) => m.endsWith('_mail_kinds'))!;
    const sql = readFileSync(path.join(MIGRATIONS_DIR, name, 'migration.sql'), 'utf8');
    for (const statement of sql.split(/;\s*$/m).filter((s) => /\bUPDATE\b/.test(s))) {
      await db().$executeRawUnsafe(statement);
    }
    const after = await db().mailOutbox.findMany({
      where: { id: { in: rows.map((r) => r.id) } },
    });
    const kindOf = new Map(after.map((r) => [r.id, r.kind]));
    expect(rows.map((r) => kindOf.get(r.id))).toEqual([
      'staff-account',
      'staff-account',
      'warranty',
      'service-request',
      'dealer-enquiry',
      'contact-enquiry',
      'notice',
    ]);
  });
});
