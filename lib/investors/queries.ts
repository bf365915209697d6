import { db, type Db } from '@/lib/db/client';
import type {
  CommitteeMember as CommitteeMemberRow,
  Director as DirectorRow,
  GrievanceContact as GrievanceContactRow,
  RegistrarDetail as RegistrarDetailRow,
} from '@/lib/db/generated/client';
import { DOCUMENT_PAGES } from '@/content/investors';
import { DOCUMENT_ORDER } from './tables/documents';
import { ROW_ORDER } from './tables/rows';
import { optionalAddress, publicAddress } from './files';
import { visibleDocuments } from './visibility';
import {
  KIND_IN_DB,
  type CommitteeMember,
  type Director,
  type DocumentKind,
  type DocumentList,
  type GrievanceContact,
  type RegistrarDetail,
  type StoredDocument,
} from './types';

/**
 * Uncached reads of the investor tables, turned into view types. Pages and handlers use the
 * cached versions in ./cached.ts; these take the client as a parameter so tests can run them
 * against any database.
 */

/** Archived people and contacts stay in the back-office only. */
const CURRENT = { archived: false };

/** Row to view type; the staff pages (./tables/) use the same ones. */
export const toDirector = (row: DirectorRow): Director => ({
  id: row.id,
  name: row.name,
  designation: row.designation,
  image: optionalAddress(row.image),
  profileSummary: row.profileSummary,
});

export const toCommitteeMember = (row: CommitteeMemberRow): CommitteeMember => ({
  ...toDirector(row),
  category: row.category,
});

export const toRegistrarDetail = (row: RegistrarDetailRow): RegistrarDetail => ({
  id: row.id,
  name: row.name,
  address: row.address,
  telNo: row.telNo,
  emailId: row.emailId,
  contactPerson: row.contactPerson,
  website: row.website,
});

export const toGrievanceContact = (row: GrievanceContactRow): GrievanceContact => ({
  id: row.id,
  name: row.name,
  address: row.address,
  number: row.number,
  email: row.email,
});

export async function findDirectors(client: Db = db()): Promise<Director[]> {
  return (await client.director.findMany({ where: CURRENT, orderBy: ROW_ORDER })).map(toDirector);
}

export async function findCommitteeMembers(client: Db = db()): Promise<CommitteeMember[]> {
  return (await client.committeeMember.findMany({ where: CURRENT, orderBy: ROW_ORDER })).map(
    toCommitteeMember,
  );
}

export async function findRegistrarDetails(client: Db = db()): Promise<RegistrarDetail[]> {
  return (await client.registrarDetail.findMany({ where: CURRENT, orderBy: ROW_ORDER })).map(
    toRegistrarDetail,
  );
}

export async function findGrievanceContacts(client: Db = db()): Promise<GrievanceContact[]> {
  return (await client.grievanceContact.findMany({ where: CURRENT, orderBy: ROW_ORDER })).map(
    toGrievanceContact,
  );
}

/** Every document of one kind, scheduled ones too, in the staff's order, newest year first. */
export async function findStoredDocuments(
  kind: DocumentKind,
  client: Db = db(),
): Promise<StoredDocument[]> {
  const rows = await client.investorDocument.findMany({
    where: { kind: KIND_IN_DB[kind] },
    orderBy: DOCUMENT_ORDER,
  });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    year: row.year,
    file: publicAddress(row.file),
    publishedAt: row.publishAt.toISOString(),
    archived: row.archived,
  }));
}

/** The public's current and archived documents of one kind at `now` (./visibility.ts). */
export async function findDocuments(
  kind: DocumentKind,
  client: Db = db(),
  now = new Date(),
): Promise<DocumentList> {
  const standing = DOCUMENT_PAGES[kind].standing === true;
  return visibleDocuments(await findStoredDocuments(kind, client), standing, now);
}
