import { db, type Db } from '@/lib/db/client';
import { optionalAddress, publicAddress } from './files';
import {
  KIND_IN_DB,
  type CommitteeMember,
  type Director,
  type DocumentKind,
  type DocumentList,
  type GrievanceContact,
  type RegistrarDetail,
} from './types';

/**
 * Uncached reads of the investor tables, turned into view types. Pages and handlers use the
 * cached versions in ./cached.ts; these take the client as a parameter so tests can run them
 * against any database.
 */

const byOrder = [{ sortOrder: 'asc' as const }, { createdAt: 'asc' as const }];

export async function findDirectors(client: Db = db()): Promise<Director[]> {
  const rows = await client.director.findMany({ orderBy: byOrder });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    designation: row.designation,
    image: optionalAddress(row.image),
    profileSummary: row.profileSummary,
  }));
}

export async function findCommitteeMembers(client: Db = db()): Promise<CommitteeMember[]> {
  const rows = await client.committeeMember.findMany({ orderBy: byOrder });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    designation: row.designation,
    image: optionalAddress(row.image),
    profileSummary: row.profileSummary,
    category: row.category,
  }));
}

export async function findRegistrarDetails(client: Db = db()): Promise<RegistrarDetail[]> {
  const rows = await client.registrarDetail.findMany({ orderBy: byOrder });
  return rows.map(({ id, name, address, telNo, emailId, contactPerson, website }) => ({
    id,
    name,
    address,
    telNo,
    emailId,
    contactPerson,
    website,
  }));
}

export async function findGrievanceContacts(client: Db = db()): Promise<GrievanceContact[]> {
  const rows = await client.grievanceContact.findMany({ orderBy: byOrder });
  return rows.map(({ id, name, address, number, email }) => ({ id, name, address, number, email }));
}

/** Current and archived documents of one kind, each in the staff's order, newest year first. */
export async function findDocuments(kind: DocumentKind, client: Db = db()): Promise<DocumentList> {
  const rows = await client.investorDocument.findMany({
    where: { kind: KIND_IN_DB[kind] },
    orderBy: [{ sortOrder: 'asc' }, { year: 'desc' }, { title: 'asc' }],
  });
  const list: DocumentList = { current: [], archived: [] };
  for (const row of rows) {
    const entry = { id: row.id, title: row.title, year: row.year, file: publicAddress(row.file) };
    (row.archived ? list.archived : list.current).push(entry);
  }
  return list;
}
