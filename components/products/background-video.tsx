'use client';

import { useEffect, useRef, useState } from 'react';
import type { VideoLink } from '@/content/media';
import { useCarouselText } from '@/components/ui/slides';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';

/**
 * A muted, looping banner film over its poster. It starts only after hydration and only for
 * visitors who do not ask for reduced motion; a Pause button stops it (WCAG 2.2.2). The element
 * has the poster's size, so nothing shifts when the film starts.
 */
export function BackgroundVideo({ video }: { video: VideoLink }) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const carouselText = useCarouselText();
  const playing = !reducedMotion && !paused;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (playing) el.play().catch(() => setPaused(true));
    else el.pause();
  }, [playing]);

  return (
    <div className="relative">
      <video
        ref={ref}
        src={video.src}
        poster={video.poster.src}
        width={video.poster.width}
        height={video.poster.height}
        muted
        loop
        playsInline
        preload="none"
        aria-label={video.poster.alt}
        className="h-auto max-h-96 w-full rounded-lg object-cover"
      />
      {reducedMotion ? null : (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="absolute right-3 bottom-3 rounded-md bg-white/90 px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-white"
        >
          {paused ? carouselText.play : carouselText.pause}
          <span className="sr-only">{carouselText.videoSuffix}</span>
        </button>
      )}
    </div>
  );
}
