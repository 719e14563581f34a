import { useState } from 'react';
import { apiFetch, errorMessageOf } from '~/lib/apiClient';
import { ButtonSpinner, FormAlert, HoneypotField } from '~/ui/forms';
import { listHotels } from '~/hotels/hotels.server';
import { contentPageMeta } from '~/seo/meta';
import { site } from '~/site.config';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/ContactPage';
import { EMAIL_MAX } from '~/lib/email';
import { CONTACT_MAX, contactCategoryOptions, contactMessages, contactRequestOf } from './categories';
import { contactAction, type ContactValues } from './contactAction.server';
import { SocialIcons } from './SocialIcons';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { hotels } = await listHotels(context.db);
  const params = new URL(request.url).searchParams;
  const hotel = hotels.find((h) => h.slug === params.get('hotel'));
  const category = contactCategoryOptions.find((c) => c.value === params.get('category'))?.value ?? '';
  return {
    hotels: hotels.map((h) => ({ slug: h.slug, name: h.name })).sort((a, b) => a.name.localeCompare(b.name)),
    prefill: { category, hotel: hotel?.slug ?? '', subject: hotel && category === 'reservation' ? `Reservation enquiry: ${hotel.name}` : '' },
    hotelName: hotel?.name ?? null,
  };
}

/** The form without JavaScript (or sent before the page's scripts ran): docs/decisions/0012. */
export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

export function meta(args: Route.MetaArgs) {
  return contentPageMeta(args, 'Contact Us', `Write to the ${site.name} concierge team about reservations, spa, dining and events.`);
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
        setError((await errorMessageOf(res)) ?? contactMessages.failure);
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

  return (
    <>
      <PageBanner id="contact-heading" eyebrow="At your service" title="Contact Us" lead="Our concierge team answers every message personally." />
      <div className="container contact-layout">
        <aside className="contact-details" aria-labelledby="details-heading">
          <h2 id="details-heading">Get in touch</h2>
          <dl>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${site.contact.phone.replace(/\s+/g, '')}`}>{site.contact.phone}</a>
              </dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>
                <address>{site.contact.address}</address>
              </dd>
            </div>
          </dl>
          <h3 className="contact-follow">Follow us</h3>
          <SocialIcons />
        </aside>

        <div className="card contact-card">
          <h2 id="form-heading">Send us a message</h2>
          {loaderData.hotelName && prefill.hotel && (
            <p className="contact-intent">
              Reservation enquiry for <strong>{loaderData.hotelName}</strong>. Tell us your dates and party size, and we will reply with availability.
            </p>
          )}
          <FormAlert id="contact-success" tone="success" message={success ? contactMessages.success : null} />
          <FormAlert id="contact-error" message={error} />
          <form key={formKey} method="post" onSubmit={onSubmit} aria-labelledby="form-heading" aria-busy={sending}>
            <div className="contact-row">
              <div className="field">
                <label htmlFor="contact-name">Name</label>
                <input id="contact-name" name="name" autoComplete="name" required maxLength={CONTACT_MAX.name} defaultValue={value('name')} />
              </div>
              <div className="field">
                <label htmlFor="contact-email">Email</label>
                <input id="contact-email" name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX} defaultValue={value('email')} />
              </div>
            </div>
            <div className="contact-row">
              <div className="field">
                <label htmlFor="contact-category">Category</label>
                <select id="contact-category" name="category" required defaultValue={value('category', prefill.category)}>
                  <option value="" disabled>
                    Choose a category
                  </option>
                  {contactCategoryOptions.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="contact-phone">
                  Phone <span className="optional">(optional)</span>
                </label>
                <input id="contact-phone" name="phone" type="tel" autoComplete="tel" maxLength={CONTACT_MAX.phone} defaultValue={value('phone')} />
              </div>
            </div>
            <div className="field">
              <label htmlFor="contact-hotel">
                Hotel <span className="optional">(optional)</span>
              </label>
              <select id="contact-hotel" name="hotel" defaultValue={value('hotel', prefill.hotel)}>
                <option value="">No particular hotel</option>
                {loaderData.hotels.map((h) => (
                  <option key={h.slug} value={h.slug}>
                    {h.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="contact-subject">Subject</label>
              <input id="contact-subject" name="subject" required maxLength={CONTACT_MAX.subject} defaultValue={value('subject', prefill.subject)} />
            </div>
            <div className="field">
              <label htmlFor="contact-message">Message</label>
              <textarea id="contact-message" name="message" rows={4} required maxLength={CONTACT_MAX.message} defaultValue={value('message')} />
            </div>
            <HoneypotField />
            <button type="submit" className="button button-gold" disabled={sending}>
              {sending && <ButtonSpinner />}
              {sending ? 'Sending...' : 'Send Message'}
            </button>
          </form>
        </div>
      </div>
    </>
  );
}
