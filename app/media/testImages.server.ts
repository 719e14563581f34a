/** Pictures made by sharp for the tests (no files, no network). */
import sharp from 'sharp';

/** A photograph `width` × `height` of a colour gradient, `seed` changing its colours. */
export async function photo(width: number, height: number, seed = 0, format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg'): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},70%,65%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 5}" fill="#fff8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** A JPEG whose EXIF says "rotate 90° clockwise" and where it was taken (GPS), as a phone writes it. */
export async function phoneJpeg(width = 300, height = 200): Promise<Buffer> {
  return sharp(await photo(width, height, 3))
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Test', Orientation: '6' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** A valid PNG header declaring `width` × `height`, with a few bytes of data: a decompression bomb's shape. */
export async function bombPng(width = 50_000, height = 50_000): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** Whether EXIF bytes hold a GPS directory (its pointer, tag 0x8825, in either byte order). */
export const hasGpsPointer = (exif: Buffer | undefined): boolean =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
