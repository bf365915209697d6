import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { contentTypeOf, normalizeKey } from './keys';
import type { FileStorage, StoredFile } from './types';

/**
 * Files under one folder on the local disk. (The turbopackIgnore comments tell the bundler that
 * these paths are data chosen at run time, not source files to trace into the build.)
 */
export function localDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);

  // The key is already restricted (normalizeKey); checking the resolved path as well costs
  // nothing and keeps every file inside the folder whatever the key rules become.
  function pathOf(key: string): string | null {
    const normalized = normalizeKey(key);
    if (!normalized) return null;
    const full = path.resolve(base, ...normalized.split('/'));
    return full.startsWith(base + path.sep) ? full : null;
  }

  function mustPath(key: string): string {
    const full = pathOf(key);
    if (!full) throw new Error(`Not an allowed storage key: ${JSON.stringify(key)}`);
    return full;
  }

  return {
    async put(key, data) {
      const full = mustPath(key);
      await mkdir(/* turbopackIgnore: true */ path.dirname(full), { recursive: true });
      // Write then rename, so a reader never sees half a file; a temporary name of each put's
      // own, so two puts of one key at once cannot write into one temporary file.
      const temporary = `${full}.${randomUUID()}.partial`;
      await writeFile(/* turbopackIgnore: true */ temporary, data);
      await rename(/* turbopackIgnore: true */ temporary, full);
    },

    async get(key): Promise<StoredFile | null> {
      const full = pathOf(key);
      if (!full) return null;
      const info = await stat(/* turbopackIgnore: true */ full).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        key: normalizeKey(key) as string,
        size: info.size,
        modified: info.mtime,
        contentType: contentTypeOf(full),
        stream: () =>
          Readable.toWeb(
            createReadStream(/* turbopackIgnore: true */ full),
          ) as ReadableStream<Uint8Array>,
      };
    },

    async exists(key) {
      const full = pathOf(key);
      if (!full) return false;
      return (await stat(/* turbopackIgnore: true */ full).catch(() => null))?.isFile() ?? false;
    },

    async remove(key) {
      await rm(/* turbopackIgnore: true */ mustPath(key), { force: true });
    },
  };
}
