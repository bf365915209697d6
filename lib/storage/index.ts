import path from 'node:path';
import { env } from '@/lib/env';
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

let private_: FileStorage | undefined;

/**
 * Files never served to the public: customers' photos of their products. They live under
 * STORAGE_DIR/.private, which /files cannot reach (a key segment may not start with a dot), and
 * are read only through staff routes that check the member's role.
 */
export function privateStorage(): FileStorage {
  private_ ??= localDiskStorage(path.join(env.STORAGE_DIR, '.private'));
  return private_;
}
