import { env } from '@/lib/platform/env';
import { localDiskStorage } from './local-disk';
import type { FileStorage } from './types';

export type { FileStorage, StoredFile } from './types';
export { contentTypeOf, fileUrl, normalizeKey } from './keys';
export { localDiskStorage } from './local-disk';

let configured: FileStorage | undefined;

/** The site's file storage: local disk under STORAGE_DIR (an object store can replace it here). */
export function storage(): FileStorage {
  configured ??= localDiskStorage(env.STORAGE_DIR);
  return configured;
}
