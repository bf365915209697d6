import type { DocumentLink, ImageAsset, VideoLink } from '../media';
import type { PublicRoute } from '../routes';

/** One product (service) page; each optional part appears only where the spec shows it. */
export interface ProductPageContent {
  route: PublicRoute;
  banner: ImageAsset;
  lead: string;
  /** Lithium battery: the banner is a background video over its poster. */
  bannerVideo?: VideoLink;
  intro: { heading: string; paragraphs: string[] };
  catalogues?: { heading: string; links: DocumentLink[] };
  related?: { heading: string; links: PublicRoute[] };
  lists: { heading: string; items: string[] }[];
  video?: VideoLink;
  accordion?: { heading: string; items: { title: string; body: string }[] };
  features?: { title: string; text: string }[];
  gallery?: { heading: string; images: ImageAsset[] };
  images?: { heading: string; images: ImageAsset[] };
  sections?: { heading: string; text: string }[];
}
