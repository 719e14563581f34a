import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { LOCALE_INFO, LOCALES } from '~/i18n/locales';
import { FormAnswer, type StudioAnswer } from '~/studio/FormAnswer';
import { StudioField } from '~/studio/StudioField';
import type { StudioPhoto } from './studioPhoto';

const LANGUAGE_LABEL: Record<string, string> = { en: 'English', fr: 'French', de: 'German', it: 'Italian', ar: 'Arabic', zh: 'Chinese' };
const percent = (fraction: number) => String(Math.round(fraction * 1000) / 10);

/**
 * A picture's description in the studio: its alt text in each language, the decorative flag, and
 * its focal point (what every crop keeps in view). A plain form inside a disclosure, so it works
 * without JavaScript; the server checks it (app/media/photoDescription.server.ts) and answers here,
 * opened, with the values as typed and the problem on its field.
 */
export function PhotoDescriptionForm({
  photo,
  label,
  answer,
  target,
  fields,
}: {
  photo: StudioPhoto;
  label: string;
  answer: (StudioAnswer & { values?: Record<string, string> }) | undefined;
  /** One per owner and place the picture has (a hero may be in the gallery too): ids stay unique. */
  target: string;
  /** The hidden fields naming the picture's owner. */
  fields: ReactNode;
}) {
  const mine = answer?.target === target ? answer : undefined;
  const failed = mine && !mine.ok ? mine : undefined;
  const values: Record<string, string | undefined> = failed?.values ?? {
    ...Object.fromEntries(LOCALES.map((locale) => [`alt-${locale}`, photo.alt[locale] ?? ''])),
    decorative: photo.decorative ? 'on' : '',
    focalX: percent(photo.focalX),
    focalY: percent(photo.focalY),
  };
  const errors = failed?.errors ?? {};
  const field = (name: string) => ({ form: target, name, value: values[name], error: errors[name] });
  return (
    <details className="studio-photo-details" open={Boolean(mine)}>
      <summary>
        Describe<span className="visually-hidden">: {label}</span>
      </summary>
      <Form method="post" className="studio-form studio-photo-description" aria-label={`Describe: ${label}`} noValidate>
        <FormAnswer answer={answer} target={target} />
        {fields}
        <input type="hidden" name="mediaId" value={photo.id} />
        <input type="hidden" name="role" value={photo.role} />
        <fieldset className="studio-fieldset">
          <legend>Alt text: what the photograph shows</legend>
          <p className="field-hint">English is required unless the picture is decorative; a language left empty shows the English text.</p>
          {LOCALES.map((locale) => (
            <StudioField
              key={locale}
              {...field(`alt-${locale}`)}
              label={`${LANGUAGE_LABEL[locale]} (${LOCALE_INFO[locale].name})`}
              maxLength={300}
              lang={LOCALE_INFO[locale].tag}
              dir={LOCALE_INFO[locale].dir}
            />
          ))}
        </fieldset>
        <div className="field studio-check">
          <input id={`${target}-decorative`} name="decorative" type="checkbox" defaultChecked={values.decorative === 'on'} />
          <label htmlFor={`${target}-decorative`}>Decorative (adds nothing the page does not say: no alt text)</label>
        </div>
        <fieldset className="studio-fieldset">
          <legend>Focal point: what every crop keeps in view</legend>
          <p className="field-hint">In percent of the picture: 50 and 50 is its centre, 0 and 0 its top left corner.</p>
          <div className="studio-fields">
            <StudioField {...field('focalX')} label="From the left (%)" type="number" min={0} max={100} required />
            <StudioField {...field('focalY')} label="From the top (%)" type="number" min={0} max={100} required />
          </div>
        </fieldset>
        <button type="submit" name="intent" value="photoDescribe" className="button button-gold">
          Save description
        </button>
      </Form>
    </details>
  );
}
