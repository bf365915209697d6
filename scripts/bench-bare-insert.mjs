// The bench's yardstick for contact writes (scripts/bench-writes.ts): a bare Node http server
// with `pg` and nothing else. It reads a JSON body, and stores one row like a contact enquiry
// plus its queued mail in one transaction (BEGIN, two INSERTs, COMMIT on one pooled connection),
// in the site's own tables on the same database. No validation, captcha or rate limit: it is
// the floor under what any framework can do with the same write. Answers 201 like the site.
// Environment: DATABASE_URL, PORT, POOL_SIZE (default 10, the site's own pool).
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
});
pool.on('error', () => {});

const ENQUIRY = `INSERT INTO "ContactEnquiry"
  ("id", "types", "name", "mobile", "email", "city", "pincode", "message", "ip", "userAgent")
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;
const MAIL = `INSERT INTO "MailOutbox" ("id", "to", "replyTo", "subject", "text", "kind")
  VALUES ($1, 'sales@example.com', $2, $3, $4, 'contact-enquiry')`;

async function store(body, ip, userAgent) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(ENQUIRY, [
      randomUUID(),
      body.enquiry,
      body.name,
      body.mobile,
      body.email,
      body.city,
      body.pincode,
      body.message,
      ip,
      userAgent,
    ]);
    await client.query(MAIL, [
      randomUUID(),
      body.email,
      `Enquiry from ${body.name}, ${body.city}`,
      `${body.name}\n${body.mobile}\n${body.email}\n\n${body.message}\n`,
    ]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

const server = createServer((req, res) => {
  if (req.method === 'GET') return res.end('{"ok":true}'); // the bench waits for this
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    res.setHeader('content-type', 'application/json');
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString());
      await store(body, req.socket.remoteAddress ?? null, req.headers['user-agent'] ?? null);
      res.statusCode = 201;
      res.end('{"message":"stored"}');
    } catch {
      res.statusCode = 400;
      res.end('{"message":"not stored"}');
    }
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare insert server ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
