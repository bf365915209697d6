import { canMove, nextStatuses, SERVICE_STATUSES } from './status';

describe('service request status moves', () => {
  it('follows the usual order, with closing allowed from anywhere open', () => {
    expect(canMove('received', 'closed')).toBe(true);
    expect(canMove('assigned', 'visit_scheduled')).toBe(true);
    expect(canMove('visit_scheduled', 'in_progress')).toBe(true);
    expect(canMove('in_progress', 'resolved')).toBe(true);
    expect(canMove('resolved', 'closed')).toBe(true);
  });

  it('needs a service centre before any work: received only closes (assigning moves it)', () => {
    expect(nextStatuses('received')).toEqual(['closed']);
    for (const status of SERVICE_STATUSES) expect(canMove(status, 'assigned')).toBe(false);
  });

  it('reopens a resolved request to in progress; closed is final', () => {
    expect(canMove('resolved', 'in_progress')).toBe(true);
    expect(nextStatuses('closed')).toEqual([]);
    for (const status of SERVICE_STATUSES) expect(canMove('closed', status)).toBe(false);
  });

  it('never moves to the status it has', () => {
    for (const status of SERVICE_STATUSES) expect(canMove(status, status)).toBe(false);
  });
});
