import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { TRANSLATED_LOCALES, type ContentTranslations } from '~/i18n/contentTranslations';
import { LOCALE_INFO } from '~/i18n/locales';
import { firstProblem, StudioField, type FieldErrors } from './StudioField';
import { LANGUAGE_NAMES_IN_ENGLISH, translationFieldName, type TranslatableField } from './translations';

interface TranslationsFormProps {
  /** Unique on the page: the fields' ids start with it. */
  target: string;
  /** The item's name, for the heading and the button ("Translations of the Palace Suite"). */
  itemName: string;
  intent: string;
  hidden?: Record<string, string>;
  /** Each text with its English wording, shown beside the languages'. */
  fields: readonly (TranslatableField & { english: string | null })[];
  translations: ContentTranslations;
  /** The values typed and the problems, when this form was refused. */
  failed?: { values: Record<string, string>; errors: FieldErrors };
  /** The form's answer (its live regions). */
  answer: ReactNode;
  /** Shown open from the start (the page's first item). */
  open?: boolean;
}

/**
 * An item's texts in the five other languages, side by side with the English: one plain form, a
 * fieldset per language. An empty field leaves that text in English on the site (marked so).
 * Closed unless asked or just refused, so the problems show.
 */
export function TranslationsForm({ target, itemName, intent, hidden = {}, fields, translations, failed, answer, open = false }: TranslationsFormProps) {
  const shown = fields.filter((f) => f.english !== null);
  const names = TRANSLATED_LOCALES.flatMap((locale) => shown.map((f) => translationFieldName(locale, f.name)));
  const first = failed ? firstProblem(names, failed.errors) : undefined;
  const complete = TRANSLATED_LOCALES.filter((locale) => shown.every((f) => translations[locale]?.[f.name])).length;
  const headingId = `${target}-heading`;
  return (
    <details className="studio-translations" open={open || failed ? true : undefined}>
      <summary>
        <span id={headingId}>Translations of {itemName}</span>{' '}
        <span className="studio-meta">
          ({complete} of {TRANSLATED_LOCALES.length} languages complete)
        </span>
      </summary>
      <Form method="post" aria-labelledby={headingId} noValidate>
        {answer}
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="field-hint">An empty field shows the English text on that language&rsquo;s pages.</p>
        {TRANSLATED_LOCALES.map((locale) => (
          <fieldset key={locale} className="studio-fieldset">
            <legend>{LANGUAGE_NAMES_IN_ENGLISH[locale]}</legend>
            {shown.map((field) => {
              const name = translationFieldName(locale, field.name);
              return (
                <div key={name} className="studio-translation">
                  <StudioField
                    form={target}
                    name={name}
                    label={`${field.label} (${LANGUAGE_NAMES_IN_ENGLISH[locale]})`}
                    value={failed ? failed.values[name] : translations[locale]?.[field.name]}
                    error={failed?.errors[name]}
                    autoFocus={first === name}
                    type={field.multiline ? 'textarea' : 'text'}
                    rows={3}
                    maxLength={field.maxLength}
                    lang={LOCALE_INFO[locale].tag}
                    dir={LOCALE_INFO[locale].dir}
                    hint={
                      <>
                        English: <span lang="en">{field.english}</span>
                      </>
                    }
                  />
                </div>
              );
            })}
          </fieldset>
        ))}
        <button type="submit" name="intent" value={intent} className="button button-gold">
          Save translations<span className="visually-hidden"> of {itemName}</span>
        </button>
      </Form>
    </details>
  );
}
