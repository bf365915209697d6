import type { Access, StaffRole } from '@/lib/auth/roles';

/**
 * Inbox rows staff can mark as dealt with, each with the role that owns it. Only that role (and
 * admins) may mark a row, whichever inbox the form was posted from: the one "mark handled"
 * action is shared by the sales and after-sales inboxes, so the page it came from says nothing
 * about the row. The action, `setHandled` and the boundary test all read this; it needs no
 * database, so the browser tests can read it too. How each is updated is in ./handled.ts, keyed
 * by these names (a new entity fails the type check there until it is written).
 */
export const HANDLED_OWNERS = {
  Subscriber: 'sales',
  ContactEnquiry: 'sales',
  DealerEnquiry: 'sales',
  WarrantyRegistration: 'service',
} as const satisfies Record<string, StaffRole>;

export type HandledEntity = keyof typeof HANDLED_OWNERS;

export const HANDLED_ENTITIES = Object.keys(HANDLED_OWNERS) as [HandledEntity, ...HandledEntity[]];

/** What marking this entity needs; nothing an unknown name could match (not even an admin). */
export function handledAccess(entity: string): Access | null {
  return Object.hasOwn(HANDLED_OWNERS, entity) ? HANDLED_OWNERS[entity as HandledEntity] : null;
}

/** Every role that owns some handled entity: who may post the shared action at all. */
export const ANY_HANDLED_OWNER: Access = [...new Set(Object.values(HANDLED_OWNERS))];
