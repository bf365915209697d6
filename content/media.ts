/**
 * Shapes of the images, videos and documents the static pages show, and helpers that name the
 * sample files under public/. The artwork is placeholder art (scripts/make-samples.ts draws it
 * from these records); a real photo or catalogue replaces a file without touching any page.
 */
export interface ImageAsset {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface VideoLink {
  title: string;
  /** The MP4 file (a short film under public/videos/). */
  src: string;
  poster: ImageAsset;
}

export interface DocumentLink {
  title: string;
  href: string;
}

export type ImageShape = 'banner' | 'photo' | 'square' | 'tile';

const SIZES: Record<ImageShape, { width: number; height: number }> = {
  banner: { width: 1600, height: 600 },
  photo: { width: 800, height: 600 },
  square: { width: 400, height: 400 },
  tile: { width: 320, height: 160 },
};

/** An SVG picture at /images/<slug>.svg with the given alt text (drawn by scripts/make-samples.ts). */
export const image = (slug: string, alt: string, shape: ImageShape = 'photo'): ImageAsset => ({
  src: `/images/${slug}.svg`,
  alt,
  ...SIZES[shape],
});

/** A sample PDF at /files/<folder>/<slug>.pdf. */
export const pdf = (folder: string, slug: string, title: string): DocumentLink => ({
  title,
  href: `/files/${folder}/${slug}.pdf`,
});

/** `count` numbered gallery images: /images/<slug>-01.svg ... */
export const gallery = (slug: string, subject: string, count: number): ImageAsset[] =>
  Array.from({ length: count }, (_, i) =>
    image(`${slug}-${String(i + 1).padStart(2, '0')}`, `${subject}, photo ${i + 1} of ${count}`),
  );

/** Read by screen readers after a film's link. */
export const videoLinkNote = ' (video, opens in a new tab)';

/** A short MP4 film at /videos/<slug>.mp4 with its poster picture at /images/<poster>.svg. */
export const video = (slug: string, title: string, poster: ImageAsset): VideoLink => ({
  title,
  src: `/videos/${slug}.mp4`,
  poster,
});

/** Lower-case, hyphenated file name for a name ("Alpha Builders" -> alpha-builders). */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
