import { data } from 'react-router';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import type { FieldErrors } from '~/studio/StudioField';
import type { MediaRole, PicturePlaces } from './picturePlaces.server';
import { PictureRefused } from '~/lib/image.server';
import { MAX_ALT_LENGTH, storeUpload, updateMedia } from './media.server';
import { describePhoto, readPhotoDescription } from './photoDescription.server';
import { describeTarget } from './studioPhoto';

/** The intents of the studio's photograph forms (app/media/PhotosForm.tsx). */
export const PHOTO_INTENTS = new Set(['uploadPhoto', 'photoUp', 'photoDown', 'photoRemove', 'photoDescribe']);

/** Whose pictures a photograph form changes, and what the answers say of it. */
export interface PhotoOwner {
  places: PicturePlaces;
  id: string;
  /** The owner's forms on the page (PhotoOwnerView.target). */
  target: string;
  /** Said once a hero is uploaded: where it shows now. */
  heroShown: string;
  /** Said of a picture the owner does not show. */
  notShown: string;
  /** Said once a picture is taken out. */
  removed: string;
}

type Answer =
  { ok: true; target: string; message: string } | { ok: false; target: string; message: string; values: Record<string, string>; errors: FieldErrors };

/**
 * Uploads a photograph and shows it as the owner's hero or in its gallery, or moves, describes or
 * removes one. A refused file answers 400 on the file field, with the other fields as typed;
 * nothing is stored.
 */
export async function photoAction(db: Database, actor: User, form: FormData, owner: PhotoOwner) {
  const { places, target } = owner;
  const problem = (values: Record<string, string>, errors: FieldErrors, status: 400 | 404 = 400) =>
    data<Answer>({ ok: false, target, message: Object.values(errors)[0] ?? 'Please check the form.', values, errors }, { status });
  const done = (message: string) => data<Answer>({ ok: true, target, message });
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
      const placed = await places.attach(db, actor, owner.id, record.id, role);
      if (!placed.ok) return data<Answer>({ ok: false, target, message: placed.error, values, errors: {} }, { status: placed.status });
      return done(role === 'hero' ? owner.heroShown : 'Photograph uploaded and added to the gallery.');
    } catch (error) {
      if (error instanceof PictureRefused) return problem(values, { file: error.message });
      throw error;
    }
  }
  const mediaId = String(form.get('mediaId') ?? '');
  if (intent === 'photoDescribe') {
    // Answered on the picture's own form (app/media/PhotoDescriptionForm.tsx).
    const describing = describeTarget(target, role, mediaId);
    const read = readPhotoDescription(form);
    if (!read.ok)
      return data<Answer>(
        { ok: false, target: describing, message: Object.values(read.errors)[0] ?? 'Please check the form.', values: read.values, errors: read.errors },
        { status: 400 },
      );
    if (!(await describePhoto(db, actor, places, owner.id, mediaId, read.changes)))
      return data<Answer>({ ok: false, target: describing, message: owner.notShown, values: {}, errors: {} }, { status: 404 });
    return data<Answer>({ ok: true, target: describing, message: 'Description saved: the pages show it now.' });
  }
  const outcome =
    intent === 'photoRemove'
      ? await places.detach(db, actor, owner.id, mediaId, role)
      : await places.move(db, actor, owner.id, mediaId, intent === 'photoUp' ? 'up' : 'down');
  if (!outcome.ok) return data<Answer>({ ok: false, target, message: outcome.error, values: {}, errors: {} }, { status: outcome.status });
  return done(intent === 'photoRemove' ? owner.removed : 'Order saved.');
}
