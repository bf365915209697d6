import type { FieldSpec } from '@/components/entity-form/entity-form';
import { STAFF_ACCESS_TEXT } from '@/content/staff';
import { STAFF_ACCOUNTS_TEXT as T } from '@/content/staff-accounts';
import { STAFF_ROLES, type StaffRole } from '@/lib/platform/auth/roles';

export const rolesField = (roles: readonly StaffRole[] = []): FieldSpec => ({
  name: 'roles',
  label: T.fields.roles,
  type: 'checkboxes',
  hint: T.fields.rolesHint,
  defaultValue: roles.join(','),
  options: STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ACCESS_TEXT.roles[role] })),
});

export const inviteFields = (): FieldSpec[] => [
  { name: 'name', label: T.fields.name, type: 'text', autoComplete: 'off' },
  { name: 'email', label: T.fields.email, type: 'email', autoComplete: 'off' },
  rolesField(),
];
