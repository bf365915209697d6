import { storage as configuredStorage, type FileStorage } from '@/lib/platform/storage';
import { photoExtensionOf } from '@/lib/platform/storage/file-types';
import { PRIVATE_PREFIX } from '@/lib/platform/storage/serve';
import { SIGNATURE_BYTES } from './schema';

/**
 * A request's photos: `private/service-requests/<request id>/<n>.<jpg|png|webp>`. Under
 * `private/`, which /files never serves; staff open them through
 * /api/staff/service-requests/<id>/photos/<n>.
 */
export const PHOTO_FOLDER = `${PRIVATE_PREFIX}service-requests`;

/** Stores the (already checked) photos and returns their keys. */
export async function storePhotos(
  requestId: string,
  photos: readonly Blob[],
  storage: FileStorage = configuredStorage(),
): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const [index, photo] of photos.entries()) {
      const bytes = new Uint8Array(await photo.arrayBuffer());
      const extension = photoExtensionOf(bytes.subarray(0, SIGNATURE_BYTES)) ?? 'jpg';
      const key = `${PHOTO_FOLDER}/${requestId}/${index + 1}.${extension}`;
      await storage.put(key, bytes);
      keys.push(key);
    }
    return keys;
  } catch (error) {
    await removePhotos(keys, storage);
    throw error;
  }
}

/** Removes stored photos (a request that was not stored after all keeps no files). */
export async function removePhotos(keys: readonly string[], storage = configuredStorage()) {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}
