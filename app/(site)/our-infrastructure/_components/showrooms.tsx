import { words } from '@/lib/platform/i18n/words';
import { buttonClass } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { VideoLink } from '@/components/ui/video-link';

/** The two showrooms: a film each and a Visit Us link to the maps listing (new tab). */
export function Showrooms() {
  const { showrooms, showroomsHeading, visitUsLabel, visitUsNote } = words().infrastructure;
  return (
    <Section id="showrooms" heading={showroomsHeading}>
      <div className="grid gap-10 md:grid-cols-2">
        {showrooms.map((s) => (
          <section key={s.id} aria-labelledby={`${s.id}-heading`} className="space-y-3">
            <h3 id={`${s.id}-heading`} className="text-xl font-semibold text-brand-900">
              {s.heading}
            </h3>
            <VideoLink video={s.video} id={`${s.id}-video`} />
            <a
              href={s.visit}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ size: 'sm', className: 'inline-block' })}
            >
              {visitUsLabel}
              <span className="sr-only">{visitUsNote(s.heading)}</span>
            </a>
          </section>
        ))}
      </div>
    </Section>
  );
}
