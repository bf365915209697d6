import * as en from '../media';
import type { ImageAsset } from '../media';

// The files are the same in every language: only the words a person reads or hears change.
export const { image, pdf, video, slugOf } = en;

/** `count` numbered gallery images with Hindi alt texts ("…, फ़ोटो 2 / 6"). */
export const gallery = (slug: string, subject: string, count: number): ImageAsset[] =>
  en
    .gallery(slug, subject, count)
    .map((picture, i) => ({ ...picture, alt: `${subject}, फ़ोटो ${i + 1} / ${count}` }));

/** Read by screen readers after a film's link. */
export const videoLinkNote = ' (वीडियो, नए टैब में खुलता है)';
