import type { ServiceStatusName } from '@/content/service';

/**
 * The moves a request's status may make. `assigned` is set by assigning a service centre (at
 * creation, or by staff reassigning a request that was waiting for one), never picked by hand;
 * work on the product (visit, progress, resolution) needs a centre; `closed` is final; a
 * resolved request can be reopened (back to in progress).
 */
export const SERVICE_STATUSES = [
  'received',
  'assigned',
  'visit_scheduled',
  'in_progress',
  'resolved',
  'closed',
] as const satisfies readonly ServiceStatusName[];

export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

const MOVES: Record<ServiceStatus, readonly ServiceStatus[]> = {
  received: ['closed'],
  assigned: ['visit_scheduled', 'in_progress', 'resolved', 'closed'],
  visit_scheduled: ['in_progress', 'resolved', 'closed'],
  in_progress: ['visit_scheduled', 'resolved', 'closed'],
  resolved: ['in_progress', 'closed'],
  closed: [],
};

/** The statuses staff may pick next. */
export const nextStatuses = (from: ServiceStatus): readonly ServiceStatus[] => MOVES[from];

export const canMove = (from: ServiceStatus, to: ServiceStatus) => MOVES[from].includes(to);

/** Open: still waiting for the customer's product to be put right. */
export const OPEN_STATUSES: readonly ServiceStatus[] = [
  'received',
  'assigned',
  'visit_scheduled',
  'in_progress',
];

export const isServiceStatus = (value: unknown): value is ServiceStatus =>
  (SERVICE_STATUSES as readonly unknown[]).includes(value);
