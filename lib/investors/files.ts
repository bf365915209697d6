import { fileUrl } from '@/lib/platform/storage/keys';

/**
 * The address of a stored `file` or `image` value: a storage key becomes `/files/<key>`; a site
 * path (`/...`) or an https URL, which staff may paste in Prisma Studio, is kept as it is.
 */
export function publicAddress(value: string): string {
  if (/^\/(?!\/)/.test(value) || /^https:\/\//i.test(value)) return value;
  return fileUrl(value);
}

export function optionalAddress(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? publicAddress(trimmed) : null;
}
