import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = path.resolve('.data/auth-secret');

/**
 * A session-signing secret for a developer's machine, made once and kept under .data/ (git-ignored)
 * so that staff stay signed in across restarts. A public site must set NEXTAUTH_SECRET instead
 * (lib/env.ts refuses to start without it).
 */
export function localAuthSecret(): string {
  if (existsSync(FILE)) return readFileSync(FILE, 'utf8').trim();
  mkdirSync(path.dirname(FILE), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(FILE, secret, { mode: 0o600 });
  return secret;
}
