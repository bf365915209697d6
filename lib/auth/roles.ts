import type { StaffRole } from '@/lib/db/generated/enums';

export type { StaffRole };

/** Every role, in the order the back-office lists them. */
export const STAFF_ROLES = [
  'admin',
  'sales',
  'service',
  'accounts',
  'investor_relations',
] as const satisfies readonly StaffRole[];

/**
 * What a page, action or data function needs: a role, or `signed-in` for what every member may
 * see (the dashboard's page views). An admin may do everything.
 */
export type Access = StaffRole | 'signed-in';

export function allows(roles: readonly StaffRole[], access: Access): boolean {
  return access === 'signed-in' || roles.includes('admin') || roles.includes(access);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.includes(value as StaffRole);
}
