import { words } from '@/lib/platform/i18n/words';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { VideoLink } from '@/components/ui/video-link';
import { VerticalsCarousel } from './verticals-carousel';

export function AboutText() {
  const { aboutIntro, aboutVideo } = words().about;
  return (
    <Section id="about" heading={aboutIntro.heading}>
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="space-y-4 text-lg">
          {aboutIntro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p>{aboutIntro.unitsLead}</p>
          <ul className="list-disc pl-5">
            {aboutIntro.units.map((r) => (
              <li key={r.path}>
                <Link href={r.path} className="text-brand-700 underline">
                  {r.title}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link
              href={aboutIntro.allUnits.route.path}
              className="font-semibold text-brand-700 underline"
            >
              {aboutIntro.allUnits.label}
            </Link>
          </p>
        </div>
        <VideoLink video={aboutVideo} id="our-journey-so-far" />
      </div>
    </Section>
  );
}

export function AboutCounters() {
  const { counters, countersLabel } = words().company;
  return (
    <section aria-label={countersLabel} className="bg-brand-900 text-white">
      <ul className="container-page grid gap-6 py-10 text-center sm:grid-cols-3">
        {counters.map((c) => (
          <li key={c.label}>
            <p className="text-5xl font-bold">
              {c.value}
              {c.suffix}
            </p>
            <p className="mt-1 text-brand-100">{c.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AboutPurpose() {
  const { purpose } = words().company;
  return (
    <div className="container-page grid gap-6 py-12 md:grid-cols-3">
      {purpose.map((p) => (
        <section
          key={p.title}
          aria-labelledby={`purpose-${p.title}`}
          className="rounded-lg border border-slate-200 p-6"
        >
          <h2 id={`purpose-${p.title}`} className="text-xl font-bold text-brand-900">
            {p.title}
          </h2>
          <p className="mt-3 text-muted">{p.text}</p>
        </section>
      ))}
    </div>
  );
}

export function AboutVerticals() {
  const { aboutCarousel } = words().about;
  const items = aboutCarousel.items.map((item) => (
    <Link
      key={item.title}
      href={item.link.path}
      className="block rounded-lg border border-slate-200 bg-white hover:border-brand-600"
    >
      <Picture image={item.image} className="rounded-t-lg" sizes="(min-width: 1024px) 25vw, 50vw" />
      <span className="block p-4">
        <span className="block font-semibold text-brand-900">{item.title}</span>
        <span className="mt-1 block text-sm text-muted">{item.description}</span>
      </span>
    </Link>
  ));
  return (
    <Section id="business-verticals" heading={aboutCarousel.heading} tone="tint">
      <VerticalsCarousel
        label={aboutCarousel.heading}
        items={items}
        itemWidthPercent={aboutCarousel.itemWidthPercent}
      />
    </Section>
  );
}
