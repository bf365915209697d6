import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localDiskStorage } from './local-disk';
import type { FileStorage } from './types';

/** A file storage of a test file's own, in a temporary folder, and its removal. */
export interface TemporaryStorage {
  files: FileStorage;
  remove(): Promise<void>;
}

/** Makes one (`beforeAll`); `remove()` deletes the folder with every file (`afterAll`). */
export async function temporaryStorage(prefix: string): Promise<TemporaryStorage> {
  const dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  return {
    files: localDiskStorage(dir),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
