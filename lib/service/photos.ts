import { privateStorage, type FileStorage } from '@/lib/storage';
import { photoExtensionOf, SIGNATURE_BYTES } from '@/lib/validation/file-type';

/** A request's photos in the private storage: service-requests/<request id>/<n>.<jpg|png|webp>. */

/** Stores the (already checked) photos and returns their keys. */
export async function storePhotos(
  requestId: string,
  photos: readonly Blob[],
  storage: FileStorage = privateStorage(),
): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const [index, photo] of photos.entries()) {
      const bytes = new Uint8Array(await photo.arrayBuffer());
      const extension = photoExtensionOf(bytes.subarray(0, SIGNATURE_BYTES)) ?? 'jpg';
      const key = `service-requests/${requestId}/${index + 1}.${extension}`;
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
export async function removePhotos(keys: readonly string[], storage = privateStorage()) {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}
