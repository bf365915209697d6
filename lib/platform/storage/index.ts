import { env } from '@/lib/platform/env';
import { databaseStorage } from './database';
import { localDiskStorage } from './local-disk';
import type { FileStorage } from './types';

export type { FileStorage, StoredFile } from './types';
export { contentTypeOf, fileUrl, normalizeKey } from './keys';
export { localDiskStorage } from './local-disk';
export { databaseStorage } from './database';

let configured: FileStorage | undefined;

/**
 * The site's file storage, chosen by FILE_STORAGE: the local disk under STORAGE_DIR (`disk`, the
 * default, for one instance) or PostgreSQL (`database`, shared by several instances).
 */
export function storage(): FileStorage {
  configured ??=
    env.FILE_STORAGE === 'database' ? databaseStorage() : localDiskStorage(env.STORAGE_DIR);
  return configured;
}
