import type { StaffRole } from '@/lib/platform/db/generated/enums';

export type { StaffRole };

/** Every role, in the order the back-office lists them. */
export const STAFF_ROLES = [
  'admin',
  'sales',
  'service',
  'accounts',
  'investor_relations',
  'catalogue',
] as const satisfies readonly StaffRole[];

/**
 * What a page, action or data function needs: a role, any one of several roles (a page whose
 * rows belong to several, such as the outbox, which then shows each member only their own), or
 * `signed-in` for what every member may see (the dashboard's page views). An admin may do
 * everything.
 */
export type Access = StaffRole | readonly StaffRole[] | 'signed-in';

export function allows(roles: readonly StaffRole[], access: Access): boolean {
  if (access === 'signed-in' || roles.includes('admin')) return true;
  return typeof access === 'string'
    ? roles.includes(access)
    : access.some((r) => roles.includes(r));
}

export function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.includes(value as StaffRole);
}
