import { Form } from 'react-router';
import { FormAnswer, type StudioAnswer } from '~/studio/FormAnswer';
import { StudioField } from '~/studio/StudioField';
import { PhotoDescriptionForm } from './PhotoDescriptionForm';
import { describeTarget, type PhotoOwnerView, type StudioPhoto } from './studioPhoto';
import { sourcesOf } from './sources';

const thumbnail = (photo: StudioPhoto) => sourcesOf(photo.sha256, photo.width).find((s) => s.format === 'jpeg')!.url;

type Answer = (StudioAnswer & { values?: Record<string, string> }) | undefined;

/**
 * The studio's pictures of one owner (a hotel, a room type, a venue...): an upload (multipart, a
 * plain form: it works without JavaScript) with its alt text and place, and the pictures shown,
 * each with its own small forms to move it, describe it or take it out. Problems show on the field
 * they are about. The action is app/media/photoActions.server.ts.
 */
export function PhotosForm({ owner, photos, answer, level = 2 }: { owner: PhotoOwnerView; photos: StudioPhoto[]; answer: Answer; level?: 2 | 4 }) {
  const { target } = owner;
  const Heading = `h${level}` as 'h2' | 'h4';
  const Subheading = `h${level + 1}` as 'h3' | 'h5';
  const failed = answer && !answer.ok && answer.target === target ? answer : undefined;
  const gallery = photos.filter((p) => p.role === 'gallery');
  const ownerFields = Object.entries(owner.fields ?? {}).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <section aria-labelledby={`${target}-heading`}>
      <Heading id={`${target}-heading`}>{owner.heading}</Heading>
      <p className="field-hint">
        {owner.hint} JPEG, PNG, WebP or AVIF, at most 20 MB and 40 megapixels. Orientation is applied, and the camera’s details (EXIF, GPS position) are
        removed.
      </p>
      <Form method="post" encType="multipart/form-data" className="studio-form" aria-labelledby={`${target}-upload-heading`}>
        <Subheading id={`${target}-upload-heading`}>Add a photograph</Subheading>
        <FormAnswer answer={answer} target={target} />
        {ownerFields}
        <div className="field studio-field">
          <label htmlFor={`${target}-file`}>Photograph</label>
          <input
            id={`${target}-file`}
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            required
            aria-invalid={failed?.errors.file ? true : undefined}
            aria-describedby={failed?.errors.file ? `${target}-file-error` : undefined}
          />
          {failed?.errors.file && (
            <p id={`${target}-file-error`} className="studio-field-error">
              {failed.errors.file}
            </p>
          )}
        </div>
        <StudioField
          form={target}
          name="alt"
          label="Alt text (English): what the photograph shows"
          value={failed?.values?.alt}
          error={failed?.errors.alt}
          maxLength={300}
          hint="The other languages, and the focal point: under Describe once uploaded. Leave empty only for a decorative picture."
        />
        <div className="field studio-check">
          <input id={`${target}-decorative`} name="decorative" type="checkbox" defaultChecked={failed?.values?.decorative === 'on'} />
          <label htmlFor={`${target}-decorative`}>Decorative (adds nothing the page does not say: no alt text)</label>
        </div>
        {owner.heroOnly ? (
          <input type="hidden" name="role" value="hero" />
        ) : (
          <fieldset className="studio-fieldset">
            <legend>Where</legend>
            <div className="field studio-check">
              <input id={`${target}-role-hero`} name="role" type="radio" value="hero" defaultChecked={failed?.values?.role !== 'gallery'} />
              <label htmlFor={`${target}-role-hero`}>Hero (replaces the current one)</label>
            </div>
            <div className="field studio-check">
              <input id={`${target}-role-gallery`} name="role" type="radio" value="gallery" defaultChecked={failed?.values?.role === 'gallery'} />
              <label htmlFor={`${target}-role-gallery`}>Gallery (last)</label>
            </div>
          </fieldset>
        )}
        <button type="submit" name="intent" value="uploadPhoto" className="button button-gold">
          Upload
        </button>
      </Form>
      {photos.length === 0 ? (
        <p className="muted">No photographs yet.</p>
      ) : (
        <ul className="studio-photos" role="list">
          {photos.map((photo) => {
            const at = gallery.indexOf(photo);
            const label = photo.alt.en || (photo.decorative ? 'Decorative picture' : 'Picture without alt text');
            return (
              <li key={`${photo.role}-${photo.id}`} className="studio-photo">
                <img src={thumbnail(photo)} alt="" width={160} height={Math.round((160 * photo.height) / photo.width)} loading="lazy" />
                <div>
                  <p>
                    <strong>{photo.role === 'hero' ? 'Hero' : `Gallery ${at + 1} of ${gallery.length}`}</strong>: {label} ({photo.width} × {photo.height})
                  </p>
                  <Form method="post" className="studio-photo-actions">
                    {ownerFields}
                    <input type="hidden" name="mediaId" value={photo.id} />
                    <input type="hidden" name="role" value={photo.role} />
                    {photo.role === 'gallery' && (
                      <>
                        <button
                          type="submit"
                          name="intent"
                          value="photoUp"
                          className="button button-outline"
                          disabled={at === 0}
                          aria-label={`Move up: ${label}`}
                        >
                          Move up
                        </button>
                        <button
                          type="submit"
                          name="intent"
                          value="photoDown"
                          className="button button-outline"
                          disabled={at === gallery.length - 1}
                          aria-label={`Move down: ${label}`}
                        >
                          Move down
                        </button>
                      </>
                    )}
                    <button type="submit" name="intent" value="photoRemove" className="button button-outline" aria-label={`Remove: ${label}`}>
                      Remove
                    </button>
                  </Form>
                  <PhotoDescriptionForm
                    photo={photo}
                    label={label}
                    answer={answer}
                    target={describeTarget(target, photo.role, photo.id)}
                    fields={ownerFields}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
