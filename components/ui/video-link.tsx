import { words } from '@/lib/platform/i18n/words';
import type { VideoLink as Video } from '@/content/media';
import { Picture } from './picture';

/** A link to a film (opened in a new tab) with its poster. */
export function VideoLink({ video, id }: { video: Video; id: string }) {
  const { videoLinkNote } = words().media;
  return (
    <figure id={id} className="max-w-xl space-y-2">
      <Picture image={video.poster} className="rounded-lg" />
      <figcaption>
        <a
          href={video.src}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-700 underline hover:text-brand-900"
        >
          {video.title}
          <span className="sr-only">{videoLinkNote}</span>
        </a>
      </figcaption>
    </figure>
  );
}
