import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { LOCALES, type Locale } from '~/i18n/locales';
import type { FieldErrors } from '~/studio/StudioField';
import { MAX_ALT_LENGTH, updateMedia } from './media.server';
import type { PicturePlaces } from './picturePlaces.server';

/**
 * The studio's "Describe" form of a picture (app/media/PhotoDescriptionForm.tsx), read and
 * checked on the server: an alt text per language (English required unless the picture is
 * decorative; an empty one in another language leaves that language to the English), and the focal
 * point in percent from the left and from the top.
 */
export type DescriptionRead =
  | { ok: true; changes: { alt: Partial<Record<Locale, string>>; decorative: boolean; focalPoint: { x: number; y: number } } }
  | { ok: false; values: Record<string, string>; errors: FieldErrors };

const PERCENT = /^\d{1,3}(?:[.,]\d{1,2})?$/;

export function readPhotoDescription(form: FormData): DescriptionRead {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const alt = Object.fromEntries(LOCALES.map((locale) => [locale, text(`alt-${locale}`)])) as Record<Locale, string>;
  const decorative = form.get('decorative') === 'on';
  const values: Record<string, string> = {
    ...Object.fromEntries(LOCALES.map((locale) => [`alt-${locale}`, alt[locale]])),
    decorative: decorative ? 'on' : '',
    focalX: text('focalX'),
    focalY: text('focalY'),
  };
  const errors: FieldErrors = {};
  for (const locale of LOCALES) {
    if (alt[locale].length > MAX_ALT_LENGTH) errors[`alt-${locale}`] = `An alt text has at most ${MAX_ALT_LENGTH} characters.`;
  }
  if (!decorative && !alt.en && !errors['alt-en']) errors['alt-en'] = 'Describe the photograph in English, or mark it decorative.';
  const percent = (name: 'focalX' | 'focalY', label: string) => {
    const raw = values[name]!;
    const value = Number(raw.replace(',', '.'));
    if (!PERCENT.test(raw) || value > 100) {
      errors[name] = `${label}: a number from 0 to 100.`;
      return 0;
    }
    return value / 100;
  };
  const x = percent('focalX', 'From the left');
  const y = percent('focalY', 'From the top');
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  return { ok: true, changes: { alt, decorative, focalPoint: { x, y } } };
}

/**
 * Saves a picture's description: only a picture its owner shows (false otherwise, nothing
 * changed). The picture's own row changes, so every place showing it follows.
 */
export async function describePhoto(
  db: Database,
  actor: Pick<User, '_id' | 'username'>,
  places: PicturePlaces,
  ownerId: string,
  mediaId: string,
  changes: Extract<DescriptionRead, { ok: true }>['changes'],
): Promise<boolean> {
  if (!(await places.shows(db, ownerId, mediaId))) return false;
  return (await updateMedia(db, actor, mediaId, changes)) !== null;
}
