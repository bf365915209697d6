import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Each build gets a deployment id (next.config.ts `deploymentId`): Next's skew protection, and
 * the key prefix of the cache the instances share in Redis (lib/platform/cache). `npm run build`
 * takes DEPLOYMENT_ID or makes a new one, and records it next to the build for `npm start`, so
 * every instance started on the same .next serves under the same id.
 */
export const DEPLOYMENT_ID_FILE = path.join('.next', 'DEPLOYMENT_ID');

/** A new id: when it was made (sortable) and 8 random hex digits. */
export const newDeploymentId = () => `d${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

export function recordDeploymentId(id: string, file = DEPLOYMENT_ID_FILE): void {
  writeFileSync(file, `${id}\n`);
}

/** The id the build in .next was made with; undefined for a build made without one. */
export function builtDeploymentId(file = DEPLOYMENT_ID_FILE): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
