import { ACCESS_MESSAGES } from '@/content/api';
import { allows, type Access, type StaffRole } from './roles';

/**
 * A member of staff acting in the current request. Only lib/platform/auth/sessions.ts makes these, from a
 * session it has just found live in the database; data functions take one and call `authorize`
 * before they touch the database, so a page that forgot to check reads nothing.
 */
export interface StaffActor {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly roles: readonly StaffRole[];
  readonly sessionId: string;
}

export type NotAllowedReason = 'no-session' | 'role';

/** Thrown by data functions (and mapped to a sign-in redirect, 401, or 403 by their callers). */
export class NotAllowedError extends Error {
  constructor(readonly reason: NotAllowedReason) {
    super(reason === 'no-session' ? ACCESS_MESSAGES.signIn : ACCESS_MESSAGES.forbidden);
    this.name = 'NotAllowedError';
  }
}

// Kept on globalThis: Next may load this module once per bundle layer, and an actor made in one
// must be recognised in another.
const KEY = Symbol.for('corporate-site.staff-actors');
const holder = globalThis as unknown as Record<symbol, WeakSet<object> | undefined>;
const actors = (holder[KEY] ??= new WeakSet<object>());

/** For lib/platform/auth/sessions.ts only: marks an actor made from a live session. */
export function registerActor(actor: StaffActor): StaffActor {
  const frozen = Object.freeze({ ...actor, roles: Object.freeze([...actor.roles]) });
  actors.add(frozen);
  return frozen;
}

/**
 * The data layer's check: the actor must come from a live session (not an object made up
 * elsewhere) and hold the access asked for; otherwise NotAllowedError.
 */
export function authorize(actor: StaffActor | null | undefined, access: Access): StaffActor {
  if (!actor || typeof actor !== 'object' || !actors.has(actor)) {
    throw new NotAllowedError('no-session');
  }
  if (!allows(actor.roles, access)) throw new NotAllowedError('role');
  return actor;
}
