import { sampleLookup } from '@/lib/catalogue/testing';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { withOwnDatabase } from '@/lib/platform/db/own-database.jest';
import { countOpenServiceRequests } from './admin';
import { createServiceRequest } from './create';
import { serviceClock } from './overdue';
import { serviceFieldsSchema } from './schema';
import { validService } from './testing';

// Counts of every row: a database of its own, so other files' requests do not count.
withOwnDatabase();

const HOUR = 3_600_000;

describe('the dashboard of open service requests', () => {
  it('counts those past a promised deadline, once they are', async () => {
    const staff = await signedInActor(['service']);
    // No centre serves a pincode no data knows: it waits for staff to choose one.
    await createServiceRequest(
      await serviceFieldsSchema(sampleLookup).parseAsync(validService({ pincode: '999999' })),
      { ip: null, userAgent: null },
      [],
    );
    expect(await countOpenServiceRequests(staff)).toMatchObject({ unassigned: 1, overdue: 0 });
    // The centre was promised within 24 hours (the seeded promise).
    serviceClock.advance(25 * HOUR);
    expect(await countOpenServiceRequests(staff)).toMatchObject({ unassigned: 1, overdue: 1 });
  });
});
