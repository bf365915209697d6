import * as en from '../infrastructure';
import type { VideoLink } from '../media';
import type { Words } from '../words-type';
import { gallery, image, video } from './media';

/** Our Infrastructure (spec §2): factories, the Mohali gallery, showroom videos, Visit Us links. */
export const infrastructureLead = 'पंजाब में दो फ़ैक्टरियाँ, और चंडीगढ़ व मोहाली में शोरूम।';

export const factories: Words<typeof en.factories> = [
  {
    id: 'mohali',
    heading: 'मोहाली फ़ैक्टरी',
    text: [
      'मोहाली (पंजाब) के इंडस्ट्रियल एरिया में हमारा LED लाइट प्लांट, जहाँ से हमारे LED निर्माण की शुरुआत हुई। यहाँ जापानी SMT लाइन, ऑटोमैटिक टेस्टिंग और एजिंग रैक हैं, और लाइटों की बॉडी के लिए CNC मशीनों पर मेटल का काम होता है।',
    ],
  },
  {
    id: 'rajpura',
    heading: 'राजपुरा फ़ैक्टरी',
    text: [
      'राजपुरा (पंजाब) में हमारी दूसरी फ़ैक्टरी, जहाँ 2024 में लिथियम बैटरी, इन्वर्टर, एनर्जी स्टोरेज और स्टेनलेस स्टील शीट मेटल का उत्पादन शुरू हुआ।',
    ],
  },
];

export const mohaliGallery: Words<typeof en.mohaliGallery> = {
  heading: 'मोहाली फ़ैक्टरी के अंदर',
  images: gallery('infrastructure/mohali', 'मोहाली फ़ैक्टरी', 10),
};

/** The map links are facts: the same maps search as on the English page. */
const visitOf = (id: string) => {
  const showroom = en.showrooms.find((s) => s.id === id);
  if (!showroom) throw new Error(`content/hi/infrastructure.ts: no showroom ${id} in English`);
  return showroom.visit;
};

export const showrooms: { id: string; heading: string; video: VideoLink; visit: string }[] = [
  {
    id: 'chandigarh-showroom',
    heading: 'चंडीगढ़ शोरूम',
    video: video(
      'chandigarh-showroom',
      'चंडीगढ़ शोरूम का वीडियो',
      image('infrastructure/chandigarh-showroom', 'चंडीगढ़ शोरूम के अंदर का दृश्य'),
    ),
    visit: visitOf('chandigarh-showroom'),
  },
  {
    id: 'mohali-showroom',
    heading: 'मोहाली शोरूम',
    video: video(
      'mohali-showroom',
      'मोहाली शोरूम का वीडियो',
      image('infrastructure/mohali-showroom', 'मोहाली शोरूम में सजी लाइटें'),
    ),
    visit: visitOf('mohali-showroom'),
  },
];

export const showroomsHeading = 'हमारे शोरूम';

export const visitUsLabel = 'हमसे मिलने आएँ';
/** Read by screen readers after Visit Us: which showroom, and that the map opens in a new tab. */
export const visitUsNote = (showroom: string) => `: नक़्शे पर ${showroom} (नए टैब में खुलता है)`;
