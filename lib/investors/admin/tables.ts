import type {
  CommitteeMember as CommitteeMemberRow,
  Director as DirectorRow,
  GrievanceContact as GrievanceContactRow,
  RegistrarDetail as RegistrarDetailRow,
} from '@/lib/db/generated/client';
import { toCommitteeMember, toDirector, toGrievanceContact, toRegistrarDetail } from '../queries';
import type { CommitteeMember, Director, GrievanceContact, RegistrarDetail } from '../types';
import { orderedAdmin } from './ordered';
import type {
  CommitteeMemberFields,
  DirectorFields,
  GrievanceContactFields,
  RegistrarFields,
} from './schemas';

/** The staff operations on each ordered investor table (see ./ordered.ts). */

export const directorsAdmin = orderedAdmin<DirectorRow, Director, DirectorFields>({
  model: 'director',
  entity: 'Director',
  noun: 'director',
  area: 'directors',
  photoFolder: 'investors/directors',
  view: toDirector,
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
  view: toCommitteeMember,
  // The public page lists each committee on its own, so members move within their committee.
  groupOf: (row) => row.category,
});

export const registrarAdmin = orderedAdmin<RegistrarDetailRow, RegistrarDetail, RegistrarFields>({
  model: 'registrarDetail',
  entity: 'RegistrarDetail',
  noun: 'registrar',
  area: 'registrar',
  view: toRegistrarDetail,
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
  view: toGrievanceContact,
});
