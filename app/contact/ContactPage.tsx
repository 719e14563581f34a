import { useState } from 'react';
import { areaMessagesFor, messagesOf } from '~/i18n/catalogs.server';
import { localeOfPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT, type MessageKey, type Translate } from '~/i18n/translate';
import { apiFetch } from '~/lib/apiClient';
import { ButtonSpinner, FormAlert, HoneypotField } from '~/ui/forms';
import { listHotels } from '~/hotels/hotels.server';
import { contentPageMeta } from '~/seo/meta';
import { site } from '~/site.config';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/ContactPage';
import { EMAIL_MAX } from '~/lib/email';
import type { ContactCategory } from '~/db/schema';
import { CONTACT_LIMIT_TEXT, CONTACT_MAX, contactCategoryOptions, contactMessages, contactRequestOf } from './categories';
import { contactAction, type ContactValues } from './contactAction.server';
import { SocialIcons } from './SocialIcons';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { hotels } = await listHotels(siteOf(context).db);
  const url = pageUrl(request);
  const params = url.searchParams;
  const locale = localeOfPath(url.pathname);
  const t = translatorFor({ locale, messages: messagesOf(locale) });
  const hotel = hotels.find((h) => h.slug === params.get('hotel'));
  const category = contactCategoryOptions.find((c) => c.value === params.get('category'))?.value ?? '';
  return {
    hotels: hotels.map((h) => ({ slug: h.slug, name: h.name })).sort((a, b) => a.name.localeCompare(b.name)),
    prefill: { category, hotel: hotel?.slug ?? '', subject: hotel && category === 'reservation' ? t('contact_subject_prefill', { hotel: hotel.name }) : '' },
    hotelName: hotel?.name ?? null,
    areaMessages: areaMessagesFor(request),
  };
}

/** The form without JavaScript (or sent before the page's scripts ran): docs/decisions/0012. */
export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

export function meta(args: Route.MetaArgs) {
  const page = pageMessagesFrom(args.matches);
  if (!page) return contentPageMeta(args, 'Contact Us', `Write to the ${site.name} concierge team about reservations, spa, dining and events.`);
  const t = translatorFor(page);
  // contentPageMeta appends the site's name; the title's key writes it where the language puts it.
  const tags = contentPageMeta(args, '', t('contact_meta_description', { site: site.name }));
  const title = t('contact_meta_title', { site: site.name });
  return tags.map((tag) =>
    'title' in tag
      ? { title }
      : 'property' in tag && tag.property === 'og:title'
        ? { ...tag, content: title }
        : 'name' in tag && tag.name === 'twitter:title'
          ? { ...tag, content: title }
          : tag,
  );
}

const CATEGORY_KEYS: Record<ContactCategory, MessageKey> = {
  reservation: 'contact_category_reservation',
  spa: 'contact_category_spa',
  dining: 'contact_category_dining',
  events: 'contact_category_events',
  feedback: 'contact_category_feedback',
  other: 'contact_category_other',
};

/** The form's refusals in the page's language: the two texts the server and the API answer with, by what they say. */
function refusalText(t: Translate, error: string | null): string | null {
  if (error === null) return null;
  if (error === CONTACT_LIMIT_TEXT) return t('contact_limit');
  return t('contact_failure');
}

/** The intent's sentence with the hotel's name in bold, wherever the language puts it. */
function IntentText({ t, hotel }: { t: Translate; hotel: string }) {
  const [before, after] = t('contact_intent', { hotel: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <strong>
        <bdi>{hotel}</bdi>
      </strong>
      {after}
    </>
  );
}

const EMPTY = { category: '', hotel: '', subject: '' };

/**
 * Contact (docs/product/requirements.md sections 2, 4, 5 and 8). A plain HTML form first, answered by this page's action
 * (success text and an empty form, or the failure text with the values kept); with scripts
 * running it sends to the JSON API without leaving the page.
 */
export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState(actionData?.sent === true);
  const [error, setError] = useState<string | null>(actionData && !actionData.sent ? actionData.error : null);
  // Clearing the form after a success also drops what the address preselected.
  const [prefill, setPrefill] = useState(actionData?.sent ? EMPTY : loaderData.prefill);
  // What a form sent without scripts held, kept after a failure.
  const [kept, setKept] = useState<ContactValues>(actionData && !actionData.sent ? actionData.values : {});
  const [formKey, setFormKey] = useState(0);
  const value = (field: keyof ContactValues, fallback = '') => kept[field] ?? fallback;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    // The error clears at the next submit; an earlier success message stays (docs/product/requirements.md section 4).
    setError(null);
    setSending(true);
    try {
      const res = await apiFetch('/contact', {
        method: 'POST',
        body: contactRequestOf(data),
      });
      if (res.status === 429) {
        // The abuse limit says what it is: trying again at once will not help.
        setError(CONTACT_LIMIT_TEXT);
        return;
      }
      if (!res.ok) throw new Error(`contact answered ${res.status}`);
      setSuccess(true);
      setPrefill(EMPTY);
      setKept({});
      setFormKey((k) => k + 1);
    } catch {
      setError(contactMessages.failure);
    } finally {
      setSending(false);
    }
  }

  const t = useT();
  return (
    <>
      <PageBanner id="contact-heading" eyebrow={t('contact_eyebrow')} title={t('contact_title')} lead={t('contact_lead')} />
      <div className="container contact-layout">
        <aside className="contact-details" aria-labelledby="details-heading">
          <h2 id="details-heading">{t('contact_details')}</h2>
          <dl>
            <div>
              <dt>{t('contact_email')}</dt>
              <dd>
                <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('contact_phone')}</dt>
              <dd>
                <a href={`tel:${site.contact.phone.replace(/\s+/g, '')}`}>{site.contact.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t('contact_address')}</dt>
              <dd>
                <address>{site.contact.address}</address>
              </dd>
            </div>
          </dl>
          <h3 className="contact-follow">{t('contact_follow')}</h3>
          <SocialIcons label={(network) => t('contact_social', { site: site.name, network })} />
        </aside>

        <div className="card contact-card">
          <h2 id="form-heading">{t('contact_form_heading')}</h2>
          {loaderData.hotelName && prefill.hotel && (
            <p className="contact-intent">
              <IntentText t={t} hotel={loaderData.hotelName} />
            </p>
          )}
          <FormAlert id="contact-success" tone="success" message={success ? t('contact_success') : null} />
          <FormAlert id="contact-error" message={refusalText(t, error)} />
          <form key={formKey} method="post" onSubmit={onSubmit} aria-labelledby="form-heading" aria-busy={sending}>
            <div className="contact-row">
              <div className="field">
                <label htmlFor="contact-name">{t('contact_name')}</label>
                <input id="contact-name" name="name" autoComplete="name" required maxLength={CONTACT_MAX.name} defaultValue={value('name')} />
              </div>
              <div className="field">
                <label htmlFor="contact-email">{t('contact_email')}</label>
                <input id="contact-email" name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX} defaultValue={value('email')} />
              </div>
            </div>
            <div className="contact-row">
              <div className="field">
                <label htmlFor="contact-category">{t('contact_category')}</label>
                <select id="contact-category" name="category" required defaultValue={value('category', prefill.category)}>
                  <option value="" disabled>
                    {t('contact_choose_category')}
                  </option>
                  {contactCategoryOptions.map((c) => (
                    <option key={c.value} value={c.value}>
                      {t(CATEGORY_KEYS[c.value])}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="contact-phone">
                  {t('contact_phone')} <span className="optional">{t('contact_optional')}</span>
                </label>
                <input id="contact-phone" name="phone" type="tel" autoComplete="tel" maxLength={CONTACT_MAX.phone} defaultValue={value('phone')} />
              </div>
            </div>
            <div className="field">
              <label htmlFor="contact-hotel">
                {t('contact_hotel')} <span className="optional">{t('contact_optional')}</span>
              </label>
              <select id="contact-hotel" name="hotel" defaultValue={value('hotel', prefill.hotel)}>
                <option value="">{t('contact_no_hotel')}</option>
                {loaderData.hotels.map((h) => (
                  <option key={h.slug} value={h.slug}>
                    {h.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="contact-subject">{t('contact_subject')}</label>
              <input id="contact-subject" name="subject" required maxLength={CONTACT_MAX.subject} defaultValue={value('subject', prefill.subject)} />
            </div>
            <div className="field">
              <label htmlFor="contact-message">{t('contact_message')}</label>
              <textarea id="contact-message" name="message" rows={4} required maxLength={CONTACT_MAX.message} defaultValue={value('message')} />
            </div>
            <HoneypotField label={t('contact_honeypot')} />
            <button type="submit" className="button button-gold" disabled={sending}>
              {sending && <ButtonSpinner />}
              {sending ? t('contact_sending') : t('contact_send')}
            </button>
          </form>
        </div>
      </div>
    </>
  );
}
