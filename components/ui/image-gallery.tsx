import type { ImageAsset } from '@/content/media';
import { Picture } from './picture';
import { Slider } from './slider';

/** A slider over content images, each with its caption (the alt text is the description). */
export function ImageGallery({ label, images }: { label: string; images: readonly ImageAsset[] }) {
  return (
    <Slider
      label={label}
      slides={images.map((img) => (
        <Picture
          key={img.src}
          image={img}
          className="rounded-lg"
          sizes="(min-width: 768px) 768px, 100vw"
        />
      ))}
    />
  );
}
