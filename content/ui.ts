/**
 * Words of the shared widgets (slider, carousels, banner controls, read/show more, PDF links).
 * A leading space in a screen-reader suffix keeps it apart from the visible word before it.
 */
export const carouselText = {
  carousel: 'carousel',
  slide: 'slide',
  /**
   * A slide's spoken position, "2 of 5". A template (fillIn), not a function: these words reach
   * the browser as data (lib/platform/i18n/shared-words.ts).
   */
  position: '{n} of {count}',
  previous: 'Previous',
  prev: 'Prev',
  next: 'Next',
  play: 'Play',
  pause: 'Pause',
  /** Spoken after Previous / Next of the home banner. */
  slideSuffix: ' slide',
  /** Spoken after Play / Pause of the home banner. */
  rotationSuffix: ' slide rotation',
  /** Spoken after Previous / Next of the image slider. */
  imageSuffix: ' image',
  /** The image slider's live counter, "Image 2 of 5" (a template: fillIn). */
  imageCount: 'Image {n} of {count}',
  /** Spoken after Play / Pause of a product page's background film. */
  videoSuffix: ' background video',
} as const;

export const expandText = {
  readMore: 'Read more',
  readLess: 'Read less',
  showMore: 'Show More',
  showLess: 'Show Less',
} as const;

export const documentLinkText = {
  /** The badge before a PDF link (hidden from screen readers, who hear `pdfNote`). */
  badge: 'PDF',
  pdfNote: ' (PDF, opens in a new tab)',
} as const;

/** Form parts shared by the public forms. */
export const formText = {
  /** The honeypot's label: hidden from people and screen readers, read by bots. */
  honeypotLabel: 'Leave this empty',
  /** Shown, with the form disabled, to a browser that runs no JavaScript. */
  needsScript:
    'This form needs JavaScript. Please turn it on in your browser to use it, or call or write to us instead.',
};
