// `npm run staff:create -- --email <e> [--name <n>] [--roles admin,sales]`: creates a member of
// staff (an admin unless --roles says otherwise) or resets their password, ending their sessions. The password is asked for without echo (or read from standard input when piped).
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { ZodError } from 'zod';
import { provideDatabase } from '@/lib/platform/db/bootstrap';
import { connectDatabase } from '@/lib/platform/db/client';
import type { StaffRole } from '@/lib/platform/auth/roles';
import { createOrResetStaffUser } from '@/lib/staff/users';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.split(/\r?\n/)[0] ?? '';
  }
  let muted = false;
  const output = new Writable({
    write: (chunk, _enc, done) => (muted || process.stdout.write(chunk), done()),
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const ask = (q: string) =>
    new Promise<string>((resolve) => {
      muted = false;
      rl.question(q, (answer) => resolve(answer));
      muted = true;
    });
  const first = await ask('Password: ');
  process.stdout.write('\n');
  const second = await ask('Repeat password: ');
  process.stdout.write('\n');
  rl.close();
  if (first !== second) throw new Error('The passwords do not match.');
  return first;
}

async function createOrReset(): Promise<number> {
  const email = arg('email');
  if (!email)
    throw new Error(
      'Usage: npm run staff:create -- --email <e-mail> [--name <name>] [--roles admin,sales,...]',
    );
  const password = await readPassword();
  const database = await provideDatabase(() => {});
  const client = connectDatabase(database.url);
  try {
    const outcome = await createOrResetStaffUser({
      email,
      name: arg('name'),
      password,
      // Checked by the schema, which names the roles when one is wrong.
      roles: arg('roles')
        ?.split(',')
        .map((role) => role.trim().replace('-', '_')) as StaffRole[] | undefined,
    });
    console.log(
      outcome === 'created' ? `Created staff user ${email}.` : `Reset the password of ${email}.`,
    );
    return 0;
  } finally {
    await client.$disconnect();
    await database.stop();
  }
}

// Every failure here (usage, passwords, the database in use) is for the person at the terminal.
async function main(): Promise<number> {
  try {
    return await createOrReset();
  } catch (error) {
    console.error(
      error instanceof ZodError
        ? error.issues.map((i) => i.message).join('\n')
        : (error as Error).message,
    );
    return 1;
  }
}

runCommand(main);
