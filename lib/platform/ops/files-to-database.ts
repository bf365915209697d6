import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@/lib/platform/db/client';
import { normalizeKey, type FileStorage } from '@/lib/platform/storage';
import { fileChecksums } from './backup';

export interface MoveReport {
  /** Copied into the database. */
  moved: string[];
  /** Already in the database with the same bytes (a second run moves nothing). */
  present: string[];
  /** In the database with other bytes: a newer version, written since; the database's is kept. */
  differ: string[];
  /** Names no storage key may have (so the site never served them): left on the disk. */
  refused: string[];
}

/**
 * Copies every file under `storageDir` into the database storage `files`, under the same key
 * (`npm run files:to-database`). Idempotent: a file the database already holds, with the same
 * bytes or with newer ones, is left as it is. The disk's files are not deleted.
 */
export async function moveFilesToDatabase(
  storageDir: string,
  files: FileStorage,
  client: Db,
): Promise<MoveReport> {
  const report: MoveReport = { moved: [], present: [], differ: [], refused: [] };
  for (const [name, { sha256 }] of Object.entries(await fileChecksums(storageDir))) {
    // The local disk's temporary files (a put that never finished) are not files of the site.
    if (name.endsWith('.partial')) continue;
    const key = normalizeKey(name);
    if (!key) {
      report.refused.push(name);
      continue;
    }
    const stored = await client.storageFile.findUnique({
      where: { key },
      select: { sha256: true },
    });
    if (stored) {
      report[stored.sha256 === sha256 ? 'present' : 'differ'].push(key);
      continue;
    }
    await files.put(key, await readFile(path.join(storageDir, ...key.split('/'))));
    report.moved.push(key);
  }
  return report;
}
