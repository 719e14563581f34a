import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import type { ShownMedia, VariantFormat } from './sources';

/**
 * A photograph as a <picture>: AVIF, then WebP, then JPEG, each at every width made of it, so the
 * browser fetches the smallest that fills `sizes` on its screen. Its width and height attributes
 * give the box its shape before a byte arrives, and the placeholder (a tiny blurred copy over the
 * dominant colour) fills it meanwhile. The focal point decides what any crop (object-fit: cover)
 * keeps in view. No script: it is the same before and after hydration.
 */
const srcSet = (picture: ShownMedia, format: VariantFormat) =>
  picture.sources
    .filter((s) => s.format === format)
    .map((s) => `${s.url} ${s.width}w`)
    .join(', ');

/** A card in a .card-grid: one column on a phone, two from 700 px, three from 1,024 px (cards.css). */
export const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 700px) 50vw, 100vw';

export function Picture({
  picture,
  sizes,
  className,
  eager = false,
  pageLang,
}: {
  picture: ShownMedia;
  sizes: string;
  className?: string;
  /** The largest paint of the page: fetched first, never lazily. */
  eager?: boolean;
  /** The page's language, when the picture sits in an element in another (a post written in another language). */
  pageLang?: string;
}) {
  const jpegs = picture.sources.filter((s) => s.format === 'jpeg');
  // React preloads no <img> inside a <picture> (the source it takes is the browser's choice): the
  // largest paint's AVIF set is announced in <head> here, which a browser without AVIF skips.
  if (eager)
    preload(picture.sources[0]!.url, { as: 'image', type: 'image/avif', imageSrcSet: srcSet(picture, 'avif'), imageSizes: sizes, fetchPriority: 'high' });
  // The fallback src for browsers without srcset: a middling width.
  const fallback = jpegs.find((s) => s.width >= 960) ?? jpegs[jpegs.length - 1]!;
  const focus = `${(picture.focalPoint.x * 100).toFixed(1)}% ${(picture.focalPoint.y * 100).toFixed(1)}%`;
  const style: CSSProperties = {
    objectPosition: focus,
    backgroundColor: picture.color,
    backgroundImage: `url(${picture.placeholder})`,
    backgroundSize: 'cover',
    backgroundPosition: focus,
  };
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(picture, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(picture, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={fallback.url}
        srcSet={srcSet(picture, 'jpeg')}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        lang={picture.altLang ?? pageLang}
        style={style}
        {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      />
    </picture>
  );
}

/** The JPEG of a picture nearest `width` without going under it (or its largest): for og:image and the like. */
export function jpegUrl(picture: ShownMedia, width = 1600): string {
  const jpegs = picture.sources.filter((s) => s.format === 'jpeg');
  return (jpegs.find((s) => s.width >= width) ?? jpegs[jpegs.length - 1]!).url;
}
