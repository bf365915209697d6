import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export { MIN_PASSWORD_LENGTH } from '@/content/staff-accounts';

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verified against when the e-mail is unknown, so that both cases take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password');
  const target = storedHash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return storedHash !== null && ok;
}
