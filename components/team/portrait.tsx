import { getImageProps } from 'next/image';
import { initialsOf } from '@/components/ui/initials';

/**
 * A person's photo (a file under public/), or a monogram of their initials until there is one.
 * Decorative either way: the name follows as a heading.
 */
export function Portrait({
  name,
  photo,
  size,
  className,
}: {
  name: string;
  photo?: string;
  /** Width and height in CSS pixels. */
  size: number;
  /** Size and type classes of the monogram, e.g. `h-24 w-24 text-2xl`. */
  className: string;
}) {
  if (photo) {
    // A plain <img> with next/image's attributes, made on the server (see components/ui/picture.tsx).
    const { props } = getImageProps({
      src: photo,
      alt: '',
      width: size,
      height: size,
      sizes: `${size}px`,
      className: `shrink-0 rounded-full object-cover ${className}`,
    });
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, made on the server
    return <img {...props} alt="" />;
  }
  return (
    <div
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white ${className}`}
    >
      {initialsOf(name)}
    </div>
  );
}
