/**
 * A picture's variants and their addresses (docs/decisions/0044-media-storage.md): AVIF, WebP and
 * JPEG at a few widths, never wider than the picture, at `/media/<sha256>-<width>.<ext>`. The
 * address names the content, so a variant never changes and is cached for a year.
 */
export const VARIANT_WIDTHS = [480, 960, 1600, 2400] as const;
export const VARIANT_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const FORMAT_TYPE: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
const EXTENSION: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export interface MediaSource {
  format: VariantFormat;
  width: number;
  url: string;
}

/** The widths made of a picture `width` pixels wide: the standard ones below it and its own (at most the largest). */
export function variantWidths(width: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  const own = Math.min(width, largest);
  if (!widths.includes(own)) widths.push(own);
  return widths;
}

export const variantUrl = (sha256: string, width: number, format: VariantFormat) => `/media/${sha256}-${width}.${EXTENSION[format]}`;

/** Every variant of a picture, smallest first within each format (AVIF, WebP, then JPEG). */
export function sourcesOf(sha256: string, width: number): MediaSource[] {
  return VARIANT_FORMATS.flatMap((format) => variantWidths(width).map((w) => ({ format, width: w, url: variantUrl(sha256, w, format) })));
}

const VARIANT_PATH = /^\/media\/([0-9a-f]{64})-(\d{1,4})\.(avif|webp|jpg)$/;

/** A variant's address read back: its picture, width and format; null for anything else. */
export function parseVariantPath(path: string): { sha256: string; width: number; format: VariantFormat } | null {
  const match = VARIANT_PATH.exec(path);
  if (!match) return null;
  const format = match[3] === 'jpg' ? 'jpeg' : (match[3] as VariantFormat);
  return { sha256: match[1]!, width: Number(match[2]), format };
}

/** What a guest's page or the public API shows of a picture in a role. */
export interface ShownMedia {
  role: 'hero' | 'gallery';
  /** In the language asked for, else English ('' when decorative or none). */
  alt: string;
  /** The language of `alt` when it is not the one asked for (English in its stead). */
  altLang?: 'en';
  decorative: boolean;
  width: number;
  height: number;
  focalPoint: { x: number; y: number };
  placeholder: string;
  color: string;
  sources: MediaSource[];
}
