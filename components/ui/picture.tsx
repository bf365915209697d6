import { getImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import type { ImageAsset } from '@/content/media';

/**
 * A content image with its alt text and intrinsic size (no layout shift): a plain `<img>` with
 * the attributes next/image would give it (lazy loading, async decoding; a srcset through the
 * image optimizer for a raster photo), made on the server by getImageProps, so that no image
 * component is sent to the browser to hydrate. The placeholders are SVG, which the optimizer
 * does not resize, so they are served as they are. `preload`: the page's largest image, fetched
 * early (a preload hint in the head) and at high priority.
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
  const { props } = getImageProps({
    src: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sizes,
    preload,
    unoptimized: image.src.endsWith('.svg'),
    className: `h-auto w-full ${className}`,
  });
  if (preload) {
    preloadResource(props.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: props.srcSet,
      imageSizes: props.srcSet ? props.sizes : undefined,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, made on the server
  return <img {...props} alt={image.alt} />;
}
