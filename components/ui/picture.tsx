import Image from 'next/image';
import type { ImageAsset } from '@/content/media';

/**
 * A content image with its alt text and intrinsic size (no layout shift). The placeholders are
 * SVG, which the image optimizer does not resize, so they are served as they are.
 */
export function Picture({
  image,
  className = '',
  sizes = '(min-width: 1024px) 50vw, 100vw',
  preload = false,
}: {
  image: ImageAsset;
  className?: string;
  sizes?: string;
  preload?: boolean;
}) {
  return (
    <Image
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      preload={preload}
      unoptimized={image.src.endsWith('.svg')}
      className={`h-auto w-full ${className}`}
    />
  );
}
