// Runs `prisma generate` offline. The Prisma CLI insists on a schema-engine binary being present
// before it generates, although generation never runs it; pointing the variable at any existing
// file stops it from trying to download one (see shared/docs/offline-toolchain.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

if (!existsSync('node_modules/.bin/prisma')) process.exit(0); // dependencies not installed yet

const env = {
  ...process.env,
  CHECKPOINT_DISABLE: '1',
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  PRISMA_SCHEMA_ENGINE_BINARY:
    process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? fileURLToPath(import.meta.url),
};
const result = spawnSync('node_modules/.bin/prisma', ['generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
