import { DEFAULT_LANGUAGE, isLanguage } from '@/content/languages';
import { ENQUIRY_AUDIT } from '@/content/staff-enquiries';
import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { allows } from '@/lib/platform/auth/roles';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import { Prisma } from '@/lib/platform/db/generated/client';
import { EnquiryMessageKind } from '@/lib/platform/db/generated/enums';
import { env } from '@/lib/platform/env';
import { wordsOf } from '@/lib/platform/i18n/words';
import { deliverSoon } from '@/lib/platform/mail/deliver';
import { enqueueMail } from '@/lib/platform/mail/outbox';
import { isErasedEmail } from '@/lib/platform/privacy/erased';
import { NO_CONTROL_CHARS } from '@/lib/platform/validation/text';
import { isUuid } from '@/lib/platform/validation/fields';
import { enquiries as feature } from './feature';

/**
 * What staff do to one enquiry (/staff/enquiries/[id], /staff/dealers/[id]), role `sales`: reply
 * to the enquirer by e-mail, add an internal note, assign it to a member. Each reply and note is
 * an entry of the enquiry's thread (EnquiryMessage, deleted with its enquiry); each change is
 * audited in its transaction, and a reply's mail is queued in it too (both or neither).
 */

const ACCESS = feature.role;
type Tx = Prisma.TransactionClient;

export type EnquiryEntity = 'ContactEnquiry' | 'DealerEnquiry';

/** The longest reply or note, as the column holds it. */
export const THREAD_TEXT_MAX = 4000;

export type ThreadOutcome =
  | 'replied'
  | 'noted'
  | 'assigned'
  | 'empty'
  | 'tooLong'
  | 'invalid'
  | 'erased'
  | 'noEmail'
  | 'notAssignable'
  | 'missing';

/** Why a reply or note cannot be stored as written, or null when it can. */
export function textProblem(text: unknown): 'empty' | 'tooLong' | 'invalid' | null {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > THREAD_TEXT_MAX) return 'tooLong';
  return NO_CONTROL_CHARS.test(trimmed) ? null : 'invalid';
}

/** One enquiry of either kind, as the thread's functions need it. */
interface Enquiry {
  entity: EnquiryEntity;
  id: string;
  name: string;
  /** A dealer enquiry holds no e-mail address. */
  email: string | null;
  language: string;
  message: string | null;
  createdAt: Date;
  assignedTo: { id: string; name: string } | null;
  /** How the audit log names it. */
  what: string;
}

const assignee = { select: { id: true, name: true } } as const;

async function loadEnquiry(tx: Tx, entity: EnquiryEntity, id: string): Promise<Enquiry | null> {
  if (!isUuid(id)) return null;
  if (entity === 'ContactEnquiry') {
    const e = await tx.contactEnquiry.findUnique({
      where: { id },
      include: { assignedTo: assignee },
    });
    return e && { ...e, entity, what: `contact enquiry from ${e.name} (${e.email})` };
  }
  const e = await tx.dealerEnquiry.findUnique({ where: { id }, include: { assignedTo: assignee } });
  return (
    e && {
      ...e,
      entity,
      email: null,
      message: null,
      what: `dealer enquiry from ${e.name} (${e.number})`,
    }
  );
}

/** The enquiry, locked for this transaction so that two members' changes queue. */
async function lockedEnquiry(tx: Tx, entity: EnquiryEntity, id: string) {
  if (!isUuid(id)) return null;
  await tx.$queryRaw`SELECT id FROM ${Prisma.raw(`"${entity}"`)} WHERE id = ${id}::uuid FOR UPDATE`;
  return loadEnquiry(tx, entity, id);
}

const threadOf = (entity: EnquiryEntity, id: string) =>
  entity === 'ContactEnquiry' ? { contactEnquiryId: id } : { dealerEnquiryId: id };

/**
 * One change of one enquiry: the role checked first, the enquiry locked in a transaction
 * ('missing' when there is none), the work done; a queued mail is sent soon after.
 */
async function change(
  actor: StaffActor,
  entity: EnquiryEntity,
  id: string,
  work: (tx: Tx, me: StaffActor, enquiry: Enquiry) => Promise<ThreadOutcome>,
): Promise<ThreadOutcome> {
  const me = authorize(actor, ACCESS);
  const outcome = await db().$transaction(async (tx) => {
    const enquiry = await lockedEnquiry(tx, entity, id);
    return enquiry ? work(tx, me, enquiry) : 'missing';
  });
  if (outcome === 'replied') deliverSoon();
  return outcome;
}

const audit = (tx: Tx, me: StaffActor, enquiry: Enquiry, summary: string) =>
  recordAudit(
    {
      actorEmail: me.email,
      action: 'update',
      entity: enquiry.entity,
      entityId: enquiry.id,
      summary,
    },
    tx,
  );

/** The reply's e-mail, in the language of the page the enquiry came from, quoting it. */
export function replyMail(
  enquiry: { name: string; language: string; message: string | null; createdAt: Date },
  reply: string,
  member: string,
) {
  const words = wordsOf(isLanguage(enquiry.language) ? enquiry.language : DEFAULT_LANGUAGE);
  const W = words.contact.CONTACT_REPLY_MAIL;
  const company = words.site.site.name;
  const date = enquiry.createdAt.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' });
  const quoted = (enquiry.message ?? '').split('\n').map((line) => `> ${line}`);
  return {
    subject: W.subject(company),
    text: [
      W.greeting(enquiry.name),
      '',
      reply,
      '',
      W.signOff(member, company),
      '',
      W.yourEnquiry(date),
      ...quoted,
      '',
    ].join('\n'),
  };
}

/**
 * Replies to a contact enquiry: the reply is stored in its thread and e-mailed to the enquirer
 * (kind `contact-enquiry`, reply-to the sales desk) in one transaction. None for an enquiry whose
 * person was erased, nor for a dealer enquiry (no e-mail address). Audited (sales).
 */
export async function replyToEnquiry(
  actor: StaffActor,
  entity: EnquiryEntity,
  id: string,
  text: string,
): Promise<ThreadOutcome> {
  authorize(actor, ACCESS);
  const problem = textProblem(text);
  if (problem) return problem;
  return change(actor, entity, id, async (tx, me, enquiry) => {
    if (enquiry.email === null) return 'noEmail';
    if (isErasedEmail(enquiry.email)) return 'erased';
    const reply = text.trim();
    await tx.enquiryMessage.create({
      data: {
        ...threadOf(entity, id),
        kind: EnquiryMessageKind.reply,
        text: reply,
        authorEmail: me.email,
        authorName: me.name,
      },
    });
    await enqueueMail(tx, {
      kind: 'contact-enquiry',
      to: enquiry.email,
      replyTo: env.SALES_EMAIL,
      ...replyMail(enquiry, reply, me.name),
    });
    await audit(tx, me, enquiry, ENQUIRY_AUDIT.replied(enquiry.what, enquiry.email));
    return 'replied';
  });
}

/** Adds an internal note to an enquiry's thread: staff read it, the enquirer never. Audited (sales). */
export async function addEnquiryNote(
  actor: StaffActor,
  entity: EnquiryEntity,
  id: string,
  text: string,
): Promise<ThreadOutcome> {
  authorize(actor, ACCESS);
  const problem = textProblem(text);
  if (problem) return problem;
  return change(actor, entity, id, async (tx, me, enquiry) => {
    await tx.enquiryMessage.create({
      data: {
        ...threadOf(entity, id),
        kind: EnquiryMessageKind.note,
        text: text.trim(),
        authorEmail: me.email,
        authorName: me.name,
      },
    });
    await audit(tx, me, enquiry, ENQUIRY_AUDIT.noted(enquiry.what));
    return 'noted';
  });
}

export interface Assignee {
  id: string;
  name: string;
  email: string;
}

/** Members who may take enquiries: enabled, with the sales role or admins. */
async function assignees(tx: Tx | ReturnType<typeof db>): Promise<Assignee[]> {
  const members = await tx.staffUser.findMany({
    where: { disabledAt: null, roles: { hasSome: ['sales', 'admin'] } },
    select: { id: true, name: true, email: true, roles: true },
    orderBy: [{ name: 'asc' }, { email: 'asc' }],
  });
  return members
    .filter((m) => allows(m.roles, ACCESS))
    .map(({ id, name, email }) => ({ id, name, email }));
}

/** The members an enquiry may be assigned to (sales). */
export async function listEnquiryAssignees(actor: StaffActor): Promise<Assignee[]> {
  authorize(actor, ACCESS);
  return assignees(db());
}

/**
 * Assigns an enquiry to a member with the sales role (or an admin), or to nobody (`null`); any
 * other member is refused. Audited, with who it was assigned to before (sales).
 */
export async function assignEnquiry(
  actor: StaffActor,
  entity: EnquiryEntity,
  id: string,
  staffId: string | null,
): Promise<ThreadOutcome> {
  authorize(actor, ACCESS);
  return change(actor, entity, id, async (tx, me, enquiry) => {
    const to =
      staffId === null ? null : ((await assignees(tx)).find((m) => m.id === staffId) ?? undefined);
    if (to === undefined) return 'notAssignable';
    const data = { assignedToId: to?.id ?? null };
    if (entity === 'ContactEnquiry') await tx.contactEnquiry.update({ where: { id }, data });
    else await tx.dealerEnquiry.update({ where: { id }, data });
    const before = enquiry.assignedTo?.name ?? null;
    await audit(tx, me, enquiry, ENQUIRY_AUDIT.assigned(enquiry.what, before, to?.name ?? null));
    return 'assigned';
  });
}

export interface ThreadEntry {
  id: string;
  kind: EnquiryMessageKind;
  text: string;
  authorName: string;
  authorEmail: string;
  at: string;
}

export interface EnquiryThread {
  assignedToId: string | null;
  assignedTo: string | null;
  thread: ThreadEntry[];
  assignees: Assignee[];
}

/** An enquiry's thread, oldest first, its assignment and who it may be assigned to (sales). */
export async function findEnquiryThread(
  actor: StaffActor,
  entity: EnquiryEntity,
  id: string,
): Promise<EnquiryThread | null> {
  authorize(actor, ACCESS);
  const enquiry = await loadEnquiry(db(), entity, id);
  if (!enquiry) return null;
  const [messages, members] = await Promise.all([
    db().enquiryMessage.findMany({
      where: threadOf(entity, id),
      orderBy: [{ at: 'asc' }, { id: 'asc' }],
    }),
    assignees(db()),
  ]);
  return {
    assignedToId: enquiry.assignedTo?.id ?? null,
    assignedTo: enquiry.assignedTo?.name ?? null,
    assignees: members,
    thread: messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      text: m.text,
      authorName: m.authorName,
      authorEmail: m.authorEmail,
      at: m.at.toISOString(),
    })),
  };
}
