import { SITE_SERVER_ENV } from '../../playwright.config';
import { startNextInstance } from '../../scripts/edge-processes';
import { E2E } from './settings';

export {
  REDIS_SERVER,
  startRedis,
  type NextInstance as Instance,
} from '../../scripts/edge-processes';

/** One more instance of the e2e build on the e2e site's database (which the e2e site hosts). */
export const startInstance = (extraEnv: Record<string, string> = {}) =>
  startNextInstance({
    ...SITE_SERVER_ENV,
    NEXTAUTH_URL: SITE_SERVER_ENV.SITE_URL,
    DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${E2E.dbPort}/postgres`,
    ...extraEnv,
  });
