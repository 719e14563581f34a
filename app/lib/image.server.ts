/**
 * An uploaded picture made safe to publish, for the media feature's uploads and the demo seed's
 * pictures (docs/decisions/0044-media-storage.md): its own bytes decide its type, never its name; its size is read from its header before anything is decoded
 * (a decompression bomb is refused on that alone, and sharp's `limitInputPixels` refuses it again);
 * then it is turned upright, converted to sRGB and written again without any metadata (no EXIF, no
 * GPS: a phone's picture must not publish where it was taken).
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { inTurns } from './inTurns';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;

export type UploadType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';

/** A picture ready to store. */
export interface PreparedPicture {
  bytes: Buffer;
  sha256: string;
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  placeholder: string;
  color: string;
}

export class PictureRefused extends Error {}

const ACCEPTED = 'Send a JPEG, PNG, WebP or AVIF photograph.';

/** The type the first bytes announce (the formats accepted only); null for anything else. */
export function sniffType(bytes: Uint8Array): UploadType | null {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  // ISO base media: a `ftyp` box whose major brand is AVIF (a still image or a sequence).
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'image/avif';
  return null;
}

const OPTIONS = { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'warning' } as const;

/**
 * At most two pictures decoded at once: a 40-megapixel one takes some 120 MB while it is rewritten,
 * so twenty uploads at once wait their turn rather than take 2.4 GB.
 */
const inTurn = inTurns(2);

/**
 * Checks and rewrites an upload. Throws PictureRefused with a message for the person uploading
 * (the API's 400, the studio field's error); nothing has been stored then.
 */
export async function preparePicture(input: Uint8Array): Promise<PreparedPicture> {
  if (input.byteLength === 0) throw new PictureRefused('The file is empty. ' + ACCEPTED);
  if (input.byteLength > MAX_UPLOAD_BYTES) throw new PictureRefused('The file is larger than 20 MB.');
  const type = sniffType(input);
  if (!type) throw new PictureRefused('The file is not a photograph this site accepts, whatever its name says. ' + ACCEPTED);
  let meta: Metadata;
  try {
    // The header only: nothing is decoded yet.
    meta = await sharp(input, OPTIONS).metadata();
  } catch (error) {
    throw refusedFor(error);
  }
  const sniffed = type === 'image/avif' ? 'heif' : type.slice('image/'.length);
  if (meta.format !== sniffed || (type === 'image/avif' && meta.compression !== 'av1'))
    throw new PictureRefused('The file is damaged or not what it claims to be. ' + ACCEPTED);
  if (!meta.width || !meta.height) throw new PictureRefused('The file is damaged: it has no size.');
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) throw new PictureRefused('The picture has more than 40 megapixels.');
  const alpha = meta.hasAlpha === true;
  const { out, placeholder, color } = await inTurn(async () => {
    let out: { data: Buffer; info: OutputInfo };
    try {
      const upright = sharp(input, OPTIONS).rotate().toColourspace('srgb');
      // A picture with transparency stays lossless; a photograph becomes a high-quality JPEG.
      out = await (alpha ? upright.png({ compressionLevel: 6 }) : upright.jpeg({ quality: 90, chromaSubsampling: '4:4:4' })).toBuffer({
        resolveWithObject: true,
      });
    } catch (error) {
      throw refusedFor(error);
    }
    return { out, ...(await placeholderOf(out.data)) };
  });
  return {
    bytes: out.data,
    sha256: createHash('sha256').update(out.data).digest('hex'),
    mime: alpha ? 'image/png' : 'image/jpeg',
    width: out.info.width,
    height: out.info.height,
    placeholder,
    color,
  };
}

function refusedFor(error: unknown): PictureRefused {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new PictureRefused('The picture has more than 40 megapixels.');
  return new PictureRefused('The file is damaged or incomplete (truncated?). ' + ACCEPTED);
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** A 16-pixel blurred WebP (a few hundred bytes, inline in the page) and the dominant colour. */
export async function placeholderOf(bytes: Buffer): Promise<{ placeholder: string; color: string }> {
  const tiny = await sharp(bytes).resize(16, 16, { fit: 'inside' }).removeAlpha().toBuffer();
  const [webp, stats] = await Promise.all([sharp(tiny).blur(0.8).webp({ quality: 40 }).toBuffer(), sharp(tiny).stats()]);
  const { r, g, b } = stats.dominant;
  return { placeholder: `data:image/webp;base64,${webp.toString('base64')}`, color: `#${hex(r)}${hex(g)}${hex(b)}` };
}
