import type {
  CommitteeMember as CommitteeMemberRow,
  Director as DirectorRow,
  GrievanceContact as GrievanceContactRow,
  RegistrarDetail as RegistrarDetailRow,
} from '@/lib/db/generated/client';
import { optionalAddress } from '../files';
import type { CommitteeMember, Director, GrievanceContact, RegistrarDetail } from '../types';
import { orderedAdmin } from './ordered';
import type {
  CommitteeMemberFields,
  DirectorFields,
  GrievanceContactFields,
  RegistrarFields,
} from './schemas';

/** The staff operations on each ordered investor table (see ./ordered.ts). */

const person = ({ id, name, designation, profileSummary, image }: DirectorRow): Director => ({
  id,
  name,
  designation,
  profileSummary,
  image: optionalAddress(image),
});

export const directorsAdmin = orderedAdmin<DirectorRow, Director, DirectorFields>({
  model: 'director',
  entity: 'Director',
  noun: 'director',
  area: 'directors',
  photoFolder: 'investors/directors',
  view: person,
});

export const committeeAdmin = orderedAdmin<
  CommitteeMemberRow,
  CommitteeMember,
  CommitteeMemberFields
>({
  model: 'committeeMember',
  entity: 'CommitteeMember',
  noun: 'committee member',
  area: 'committees',
  photoFolder: 'investors/committees',
  view: (row) => ({ ...person(row), category: row.category }),
  // The public page lists each committee on its own, so members move within their committee.
  groupOf: (row) => row.category,
});

export const registrarAdmin = orderedAdmin<RegistrarDetailRow, RegistrarDetail, RegistrarFields>({
  model: 'registrarDetail',
  entity: 'RegistrarDetail',
  noun: 'registrar',
  area: 'registrar',
  view: ({ id, name, address, telNo, emailId, contactPerson, website }) => ({
    id,
    name,
    address,
    telNo,
    emailId,
    contactPerson,
    website,
  }),
});

export const grievanceAdmin = orderedAdmin<
  GrievanceContactRow,
  GrievanceContact,
  GrievanceContactFields
>({
  model: 'grievanceContact',
  entity: 'GrievanceContact',
  noun: 'grievance contact',
  area: 'grievance',
  view: ({ id, name, address, number, email }) => ({ id, name, address, number, email }),
});
