import { data } from 'react-router';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import type { FieldErrors } from '~/studio/StudioField';
import { hotelPictures, type MediaRole } from './picturePlaces.server';
import { PictureRefused } from '~/lib/image.server';
import { MAX_ALT_LENGTH, storeUpload, updateMedia } from './media.server';
import { describeHotelPhoto, readPhotoDescription } from './photoDescription.server';

/** The intents of the studio's photograph forms on a hotel's page (app/media/HotelPhotosForm.tsx). */
export const PHOTO_INTENTS = new Set(['uploadPhoto', 'photoUp', 'photoDown', 'photoRemove', 'photoDescribe']);

type Answer =
  { ok: true; target: string; message: string } | { ok: false; target: string; message: string; values: Record<string, string>; errors: FieldErrors };
const problem = (values: Record<string, string>, errors: FieldErrors, status: 400 | 404 = 400) =>
  data<Answer>({ ok: false, target: 'photos', message: Object.values(errors)[0] ?? 'Please check the form.', values, errors }, { status });
const done = (message: string) => data<Answer>({ ok: true, target: 'photos', message });

/**
 * Uploads a photograph and shows it as the hotel's hero or in its gallery, or moves or removes one.
 * A refused file answers 400 on the file field, with the other fields as typed; nothing is stored.
 */
export async function hotelPhotoAction(db: Database, actor: User, form: FormData, hotelId: string) {
  const intent = form.get('intent');
  const role: MediaRole = form.get('role') === 'gallery' ? 'gallery' : 'hero';
  if (intent === 'uploadPhoto') {
    const alt = String(form.get('alt') ?? '').trim();
    const decorative = form.get('decorative') === 'on';
    const values = { alt, role, decorative: decorative ? 'on' : '' };
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return problem(values, { file: 'Choose a photograph to upload.' });
    if (alt.length > MAX_ALT_LENGTH) return problem(values, { alt: `The alt text has at most ${MAX_ALT_LENGTH} characters.` });
    if (!alt && !decorative) return problem(values, { alt: 'Describe the photograph for people who cannot see it, or mark it decorative.' });
    try {
      const { record } = await storeUpload(db, actor, new Uint8Array(await file.arrayBuffer()), { alt });
      if (decorative && !record.decorative) await updateMedia(db, actor, record.id, { decorative: true });
      const placed = await hotelPictures.attach(db, actor, hotelId, record.id, role);
      if (!placed.ok) return problem(values, {}, placed.status);
      return done(role === 'hero' ? 'Photograph uploaded: the hotel’s page opens on it now.' : 'Photograph uploaded and added to the gallery.');
    } catch (error) {
      if (error instanceof PictureRefused) return problem(values, { file: error.message });
      throw error;
    }
  }
  const mediaId = String(form.get('mediaId') ?? '');
  if (intent === 'photoDescribe') {
    // Answered on the picture's own form (app/media/PhotoDescriptionForm.tsx).
    const target = `photo-${role}-${mediaId}`;
    const read = readPhotoDescription(form);
    if (!read.ok)
      return data<Answer>(
        { ok: false, target, message: Object.values(read.errors)[0] ?? 'Please check the form.', values: read.values, errors: read.errors },
        { status: 400 },
      );
    if (!(await describeHotelPhoto(db, actor, hotelId, mediaId, read.changes)))
      return data<Answer>({ ok: false, target, message: 'The hotel does not show this picture.', values: {}, errors: {} }, { status: 404 });
    return data<Answer>({ ok: true, target, message: 'Description saved: the pages show it now.' });
  }
  const outcome =
    intent === 'photoRemove'
      ? await hotelPictures.detach(db, actor, hotelId, mediaId, role)
      : await hotelPictures.move(db, actor, hotelId, mediaId, intent === 'photoUp' ? 'up' : 'down');
  if (!outcome.ok) return data<Answer>({ ok: false, target: 'photos', message: outcome.error, values: {}, errors: {} }, { status: outcome.status });
  return done(intent === 'photoRemove' ? 'Photograph removed from the hotel (it stays in the library).' : 'Order saved.');
}
