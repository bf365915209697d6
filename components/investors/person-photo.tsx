'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_PERSON_IMAGE } from '@/content/investors';

/**
 * A director's or committee member's photo; no photo, or one that fails to load, shows the
 * default image. Photos come from storage as they were uploaded, so they are not optimised.
 */
export function PersonPhoto({
  src,
  alt,
  className,
}: {
  src: string | null;
  /** "Photo of <name>", in the page's language. */
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before React hydrated never reaches onError: check it once here.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0 && image.src) setFailed(true);
  }, []);

  const shown = !src || failed ? DEFAULT_PERSON_IMAGE : src;
  return (
    <Image
      ref={ref}
      src={shown}
      alt={alt}
      width={240}
      height={240}
      unoptimized
      data-fallback={shown === DEFAULT_PERSON_IMAGE ? 'true' : undefined}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
