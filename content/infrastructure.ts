import { gallery, image, video, type VideoLink } from './media';
import { formatAddress, site } from './site';

/** Our Infrastructure (spec §2): factories, the Mohali gallery, showroom videos, Visit Us links. */
export const infrastructureLead = 'Two factories in Punjab and showrooms in Chandigarh and Mohali.';

export const factories = [
  {
    id: 'mohali',
    heading: 'Mohali factory',
    text: [
      'Our LED lighting plant at an industrial area in Mohali, Punjab, where LED manufacturing began. It runs a Japanese SMT line, automated testing and ageing racks, and CNC-based metal work for luminaire housings.',
    ],
  },
  {
    id: 'rajpura',
    heading: 'Rajpura factory',
    text: [
      'Our second site at Rajpura, Punjab, where lithium battery, inverter, energy storage and stainless steel sheet metal production began in 2024.',
    ],
  },
] as const;

export const mohaliGallery = {
  heading: 'Inside the Mohali factory',
  images: gallery('infrastructure/mohali', 'Mohali factory', 10),
} as const;

/** A maps search for an address: a link only, so the page loads nothing from the maps host. */
const mapsSearch = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

export const showrooms: { id: string; heading: string; video: VideoLink; visit: string }[] = [
  {
    id: 'chandigarh-showroom',
    heading: 'Chandigarh showroom',
    video: video(
      'chandigarh-showroom',
      'Chandigarh showroom video',
      image('infrastructure/chandigarh-showroom', 'The Chandigarh showroom floor'),
    ),
    visit: mapsSearch(formatAddress(site.addresses.corporate)),
  },
  {
    id: 'mohali-showroom',
    heading: 'Mohali showroom',
    video: video(
      'mohali-showroom',
      'Mohali showroom video',
      image('infrastructure/mohali-showroom', 'Lights on display in the Mohali showroom'),
    ),
    visit: mapsSearch(formatAddress(site.addresses.mohali)),
  },
];

export const showroomsHeading = 'Our showrooms';

export const visitUsLabel = 'Visit Us';
/** Read by screen readers after Visit Us: which showroom, and that the map opens in a new tab. */
export const visitUsNote = (showroom: string) => `: ${showroom} on the map (opens in a new tab)`;
