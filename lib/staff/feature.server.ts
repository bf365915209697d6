import { defineFeatureServer } from '@/lib/platform/feature-server';
import { ownAccount } from './feature';
import { signInAttemptsHooks } from './privacy';
import { pruneLoginAttempts } from './retention';

/** The sign-in's behaviour (its attempts: lib/platform/feature-server.ts). */
export const ownAccountServer = defineFeatureServer({
  feature: ownAccount,
  personTables: { signInAttempts: signInAttemptsHooks },
  prunes: { loginAttempts: pruneLoginAttempts },
});
