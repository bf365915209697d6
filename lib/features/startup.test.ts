import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { recordNavigation } from '@/lib/analytics/click-log';
import { connectDatabase, db } from '@/lib/platform/db/client';
import { withOwnDatabase } from '@/lib/platform/db/own-database.jest';
import { deliverPendingMail } from '@/lib/platform/mail/deliver';
import { enqueueMail } from '@/lib/platform/mail/outbox';
import { startServer } from '@/lib/features/startup';
import { isStopping, onShutdown, shutdown, trackWork } from '../platform/ops/shutdown';

// The stop sends the first due mail of its database: a database of its own, so that mail is
// this test's and no other test file's.
const ownDatabase = withOwnDatabase();

const siteShutdown = () =>
  (globalThis as unknown as { __siteShutdown: () => Promise<void> }).__siteShutdown();

it('runs the stop steps in order once background work is done; a failing step does not stop the others', async () => {
  const order: string[] = [];
  let finishWork!: () => void;
  void trackWork(new Promise<void>((resolve) => (finishWork = resolve))).then(() =>
    order.push('work'),
  );
  onShutdown('test: first', async () => void order.push('first'));
  onShutdown('test: broken', async () => {
    throw new Error('broken step');
  });
  onShutdown('test: last', async () => void order.push('last'));
  const logged: string[] = [];
  const stopped = shutdown((message) => logged.push(message));
  expect(isStopping()).toBe(true);
  setTimeout(finishWork, 50);
  await stopped;
  expect(order).toEqual(['work', 'first', 'last']);
  expect(logged).toEqual(
    expect.arrayContaining([
      'stopped: test: first',
      'stop step failed: test: broken',
      'stopped: test: last',
    ]),
  );
});

it("the site's stop sends the mail in hand and no other, and writes waiting page views at once", async () => {
  // A fresh process's state: the test above has already stopped this one.
  delete (globalThis as { __shutdownState?: unknown }).__shutdownState;
  // No mail server in the test environment: start-up says so, in its box.
  const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
  startServer();
  expect(warned.mock.calls.map(([text]) => String(text))).toContainEqual(
    expect.stringContaining('| MAIL IS NOT BEING SENT: SMTP_URL is not set.'),
  );
  warned.mockRestore();
  const marker = randomUUID();
  for (const n of [1, 2, 3]) {
    await enqueueMail(db(), {
      kind: 'contact-enquiry',
      to: 'sales@example.com',
      subject: `${n} ${marker}`,
      text: 'Hi',
    });
  }
  let received = 0;
  let stopped: Promise<void> | undefined;
  const ua = `StopTest/${marker}`;
  // The stop begins while the first mail is being sent.
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received++;
        // A page view arrives just before the stop: it is written by the stop, not 500 ms later.
        void recordNavigation('/stop-test', { ip: '198.51.100.9', userAgent: ua });
        stopped ??= siteShutdown();
        setTimeout(callback, 100);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  try {
    void trackWork(deliverPendingMail({ smtpUrl: `smtp://127.0.0.1:${port}`, limit: 1000 }));
    while (!stopped) await new Promise((resolve) => setTimeout(resolve, 20));
    await stopped;
    // The stop let go of the database client; the next db() would open DATABASE_URL's.
    connectDatabase(ownDatabase());
    expect(received).toBe(1);
    expect(await db().clickLog.count({ where: { userAgent: ua } })).toBe(1);
    const mine = await db().mailOutbox.findMany({ where: { subject: { contains: marker } } });
    // Whatever was claimed was finished: no mail is left locked by a send that never ended.
    expect(mine.filter((m) => m.status === 'pending' && m.lockedUntil !== null)).toEqual([]);
    expect(mine.filter((m) => m.status === 'sent').length).toBeLessThanOrEqual(1);
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
