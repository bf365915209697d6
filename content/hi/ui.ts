import type * as en from '../ui';
import type { Words } from '../words-type';

/**
 * Words of the shared widgets (slider, carousels, banner controls, read/show more, PDF links).
 * A leading space in a screen-reader suffix keeps it apart from the visible word before it.
 */
export const carouselText: Words<typeof en.carouselText> = {
  carousel: 'स्लाइड शो',
  slide: 'स्लाइड',
  /** A slide's spoken position, "5 में से 2". */
  position: '{count} में से {n}',
  previous: 'पिछला',
  prev: 'पिछला',
  next: 'अगला',
  play: 'चलाएँ',
  pause: 'रोकें',
  /** Spoken after Previous / Next of the home banner ("पिछला बैनर"). */
  slideSuffix: ' बैनर',
  /** Spoken after Play / Pause of the home banner. */
  rotationSuffix: ' (बैनर का स्लाइड शो)',
  /** Spoken after Previous / Next of the image slider. */
  imageSuffix: ' फ़ोटो',
  /** The image slider's live counter, "फ़ोटो 2 / 5". */
  imageCount: 'फ़ोटो {n} / {count}',
  /** Spoken after Play / Pause of a product page's background film. */
  videoSuffix: ' (बैकग्राउंड वीडियो)',
};

export const expandText: Words<typeof en.expandText> = {
  readMore: 'और पढ़ें',
  readLess: 'कम दिखाएँ',
  showMore: 'और दिखाएँ',
  showLess: 'कम दिखाएँ',
};

export const documentLinkText: Words<typeof en.documentLinkText> = {
  /** The badge before a PDF link (hidden from screen readers, who hear `pdfNote`). */
  badge: 'PDF',
  pdfNote: ' (PDF, नए टैब में खुलता है)',
};

/** Form parts shared by the public forms. */
export const formText: Words<typeof en.formText> = {
  /** The honeypot's label: hidden from people and screen readers, read by bots. */
  honeypotLabel: 'इसे खाली छोड़ें',
  /** Shown, with the form disabled, to a browser that runs no JavaScript. */
  needsScript: 'इस फ़ॉर्म के लिए जावास्क्रिप्ट ज़रूरी है। कृपया इसे अपने ब्राउज़र में चालू करें, या हमें फ़ोन करें या लिखें।',
};
