import { words } from '@/lib/platform/i18n/words';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import { HeroBanner } from './hero-banner';

/** The page's h1 and the rotating banner, each slide rendered here on the server. */
export function HomeHero() {
  const { homeBanner } = words().home;
  const { site } = words().site;
  const slides = homeBanner.slides.map((slide, i) => (
    // The words set the slide's height (never less than the artwork's band), so on a phone they
    // never run out of the banner; the artwork fills the slide behind them under a scrim that
    // is nearly solid where the text spans the width, and leaves the bottom band to the controls.
    // Stacked (HeroBanner): each slide is opaque, so those under it never show through.
    <div
      key={slide.title}
      className="relative flex h-full min-h-80 items-center bg-brand-900 sm:min-h-96 lg:min-h-[28rem]"
    >
      <Picture
        image={slide.image}
        preload={i === 0}
        sizes="100vw"
        className="absolute inset-0 h-full! object-cover"
      />
      <div className="absolute inset-0 bg-brand-900/85 sm:bg-transparent sm:bg-gradient-to-r sm:from-brand-900/90 sm:to-brand-900/30" />
      <div className="relative w-full pt-10 pb-20">
        <div className="container-page text-white">
          <h2 className="text-3xl font-bold sm:text-5xl">{slide.title}</h2>
          <p className="mt-3 max-w-xl text-lg">{slide.description}</p>
          <Link
            href={slide.link.path}
            className="mt-6 inline-block rounded-md bg-accent-500 px-5 py-2.5 font-semibold text-brand-900 hover:bg-white"
          >
            {homeBanner.explore(slide.title)}
          </Link>
        </div>
      </div>
    </div>
  ));
  return (
    <>
      <div className="bg-brand-900 text-white">
        <h1 className="container-page py-3 text-base font-semibold sm:text-lg">
          {site.name}: <span className="font-normal text-brand-100">{site.tagline}</span>
        </h1>
      </div>
      <HeroBanner label={homeBanner.label} slides={slides} intervalMs={homeBanner.intervalMs} />
    </>
  );
}
