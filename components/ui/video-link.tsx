import type { VideoLink as Video } from '@/content/media';
import { Picture } from './picture';

/**
 * A link to a film (opened in a new tab) with its poster. A film without a `src` links to its
 * poster on this page, marked "coming soon", so no link is ever broken.
 */
export function VideoLink({ video, id }: { video: Video; id: string }) {
  return (
    <figure id={id} className="max-w-xl space-y-2">
      <Picture image={video.poster} className="rounded-lg" />
      <figcaption>
        {video.src ? (
          <a
            href={video.src}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline hover:text-brand-900"
          >
            {video.title}
            <span className="sr-only"> (video, opens in a new tab)</span>
          </a>
        ) : (
          <a
            href={`#${id}`}
            className="font-semibold text-brand-700 underline hover:text-brand-900"
          >
            {video.title} (video coming soon)
          </a>
        )}
      </figcaption>
    </figure>
  );
}
