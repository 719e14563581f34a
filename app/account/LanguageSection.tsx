import { Form } from 'react-router';
import { LOCALE_INFO, LOCALES, type Locale } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { answerText, fieldState, type AccountActionData } from './accountForm';

/**
 * The language of the account's mails (users.language): set from the page's language at sign-up,
 * changed here with a plain form (it works without JavaScript). Each language is named in itself.
 */
export function LanguageSection({ language, actionData, sending }: { language: Locale; actionData: AccountActionData | undefined; sending: boolean }) {
  const t = useT();
  const message = actionData?.intent === 'language' ? actionData : undefined;
  return (
    <section className="card account-card" aria-labelledby="language-heading">
      <h2 id="language-heading">{t('auth_language_heading')}</h2>
      <p className="muted">{t('auth_language_text')}</p>
      <FormAlert id="language-alert" tone={message?.done ? 'success' : 'error'} message={answerText(t, message?.done ?? message?.error)} />
      <Form method="post" aria-labelledby="language-heading" className="account-form">
        <input type="hidden" name="intent" value="language" />
        <div className="field">
          <label htmlFor="account-language">{t('auth_language_label')}</label>
          <select
            id="account-language"
            name="language"
            defaultValue={language}
            key={language}
            {...fieldState(actionData, 'language', 'language', 'language-alert')}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={LOCALE_INFO[locale].tag}>
                {LOCALE_INFO[locale].name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-outline" disabled={sending}>
          {sending && <ButtonSpinner />}
          {t('auth_language_save')}
        </button>
      </Form>
    </section>
  );
}
