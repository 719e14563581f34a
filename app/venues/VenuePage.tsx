import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { useAuth } from '~/accounts/AuthProvider';
import { signInHref } from '~/accounts/pendingTarget';
import { userFromRequest } from '~/accounts/rootSession.server';
import { isPrintableText } from '~/api/openapi.server';
import { BOOKING_NOTE_MAX } from '~/db/values';
import { langOf } from '~/i18n/contentTranslations';
import { isolated } from '~/i18n/format';
import { localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale, useLocaleHref } from '~/i18n/useLocale';
import { isSlug } from '~/lib/slug';
import { mailLinkOrigin } from '~/mail/links.server';
import { JsonLd } from '~/seo/JsonLd';
import { originFrom, pageMeta } from '~/seo/meta';
import { useOrigin } from '~/seo/useOrigin';
import { venueJsonLd } from './venueJsonLd';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import { Picture } from '~/media/Picture';
import type { Route } from './+types/VenuePage';
import { tellBookingGuest } from './bookingMail.server';
import { venuePath } from './links';
import { venueView, problemOf, type Problem } from './venueView.server';
import { book } from './bookings.server';
import { findVenueOfHotel } from './venues.server';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

/**
 * A restaurant's or a spa's page with its booking form (issue 22), HTML first: a GET form for the
 * day and the party (or the treatment) shows the free times as radio buttons in a POST form, which
 * this page's action books, confirmed at once. Signed out, the POST goes through sign-in and comes
 * back here with the same choice. Every day and time is the hotel's own (docs/decisions/0032).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const locale = localeOfPath(url.pathname);
  const venue = isSlug(params.slug) && isSlug(params.venue) ? await findVenueOfHotel(siteOf(context).db, params.slug, params.venue, locale) : null;
  if (!venue) throw data(null, { status: 404 });
  return { ...(await venueView(siteOf(context).db, venue, url.searchParams, locale, new Date())), areaMessages: areaMessagesFor(request) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const venue = isSlug(params.slug) && isSlug(params.venue) ? await findVenueOfHotel(siteOf(context).db, params.slug, params.venue) : null;
  if (!venue) throw data(null, { status: 404 });
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const choice = { date: field('date'), party: venue.kind === 'spa' ? '1' : field('party'), treatment: field('treatment'), time: field('time') };
  const note = field('note');
  const locale = localeOfPath(pageUrl(request).pathname);
  const user = await userFromRequest(siteOf(context).db, request);
  // Signed out: sign in (or sign up) first, and come back to this venue with the same choice.
  if (!user) throw redirect(signInHref(localizedPath(locale, venuePath(venue, choice))));
  const refuse = (problem: Problem, status: 400 | 404 | 409) => data({ problem, note }, { status });
  if (note.length > BOOKING_NOTE_MAX) return refuse({ key: 'venue_error_note', values: { max: BOOKING_NOTE_MAX } }, 400);
  if (!isPrintableText(note)) return refuse({ key: 'venue_error_note_characters' }, 400);
  if (!choice.time) return refuse({ key: 'venue_error_time' }, 400);
  const outcome = await book(
    siteOf(context).db,
    user,
    { venueId: venue._id, date: choice.date, party: choice.party, treatmentId: choice.treatment || null, time: choice.time, note },
    new Date(),
  );
  if (!outcome.ok) return refuse(problemOf(outcome, venue), outcome.status);
  await tellBookingGuest(siteOf(context).db, 'confirmed', outcome.value, user, { origin: mailLinkOrigin(request), mail: siteOf(context).mail, locale });
  throw redirect(`/reservations?${new URLSearchParams({ booked: outcome.value.reference })}`);
}

// A failed booking may mean the time was just taken: show the times as they are now.
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export function meta({ loaderData: view, matches, location }: Route.MetaArgs) {
  const page = pageMessagesFrom(matches);
  if (!view || !page) return [{ title: site.name }];
  const t = translatorFor(page);
  return [
    ...pageMeta({
      title: t('venue_meta_title', { venue: view.venue.name, hotel: view.venue.hotel.name, site: site.name }),
      description: view.venue.description,
      path: location.pathname,
      origin: originFrom(matches),
    }),
  ];
}

export default function VenuePage({ loaderData, actionData }: Route.ComponentProps) {
  const { venue, choice, today, lastDay, dayLabel, slots, closed, sittings, closedOnText, treatments, partySizes } = loaderData;
  const t = useT();
  const locale = useLocale();
  const { user } = useAuth();
  const navigation = useNavigation();
  const booking = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const hotelHref = useLocaleHref(`/rooms/${venue.hotel.slug}`);
  const origin = useOrigin();
  const spa = venue.kind === 'spa';
  const hero = venue.media?.find((m) => m.role === 'hero');
  const gallery = venue.media?.filter((m) => m.role === 'gallery') ?? [];
  const problem = actionData?.problem ?? loaderData.problem;
  return (
    <>
      <JsonLd data={venueJsonLd(venue, new URL(localizedPath(locale, venuePath(venue)), origin).toString(), new URL(hotelHref.to, origin).toString())} />
      <PageBanner
        id="venue-heading"
        eyebrow={venue.hotel.name}
        title={venue.name}
        lead={venue.cuisine ?? t('venue_kind_spa')}
        compact
        // The venue's own photograph when it has one; the illustration otherwise.
        picture={hero && <Picture picture={hero} sizes="100vw" className="hero-image" eager />}
      />
      <div className="container section venue-layout">
        <section className="venue-about" aria-labelledby="venue-about-heading">
          <h2 id="venue-about-heading">{t(spa ? 'venue_about_spa' : 'venue_about_restaurant')}</h2>
          <p lang={langOf(venue, 'description')}>{venue.description}</p>
          <h3>{t('venue_hours')}</h3>
          <ul className="venue-sittings" role="list">
            {sittings.map((sitting) => (
              <li key={sitting.name}>
                <span lang={langOf(sitting, 'name')}>{sitting.name}</span>{' '}
                <span>
                  <bdi>{sitting.opens}</bdi> – <bdi>{sitting.closes}</bdi>
                </span>
              </li>
            ))}
          </ul>
          {closedOnText && <p className="muted">{t('venue_closed_on', { days: closedOnText })}</p>}
          <p className="muted">{t('venue_local_time', { hotel: isolated(venue.hotel.name, locale) })}</p>
          {gallery.length > 0 && (
            <>
              <h3 id="venue-photos-heading">{t('venue_photos')}</h3>
              <ul className="venue-photos" role="list" aria-labelledby="venue-photos-heading">
                {gallery.map((picture) => (
                  <li key={picture.sources[0]!.url}>
                    <Picture picture={picture} sizes="(min-width: 900px) 240px, 45vw" className="venue-photo" />
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            <Link className="text-link" {...hotelHref}>
              {t('venue_back_to_hotel', { hotel: isolated(venue.hotel.name, locale) })}
            </Link>
          </p>
        </section>

        <section className="card venue-booking" aria-labelledby="venue-book-heading">
          <h2 id="venue-book-heading">{t(spa ? 'venue_book_heading_spa' : 'venue_book_heading_table')}</h2>
          {/* The day and party first: a GET form to this page, so it works before the scripts and without them. */}
          <Form method="get" className="venue-question" preventScrollReset>
            <div className="field">
              <label htmlFor="venue-date">{t('venue_date')}</label>
              <input id="venue-date" name="date" type="date" required min={today} max={lastDay} defaultValue={choice.date} />
            </div>
            {spa ? (
              <div className="field">
                <label htmlFor="venue-treatment">{t('venue_treatment')}</label>
                <select id="venue-treatment" name="treatment" defaultValue={choice.treatment ?? undefined}>
                  {treatments.map((treatment) => (
                    <option key={treatment._id} value={treatment._id}>
                      {treatment.label}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <div className="field">
                <label htmlFor="venue-party">{t('venue_party')}</label>
                <select id="venue-party" name="party" defaultValue={choice.party}>
                  {partySizes.map((size) => (
                    <option key={size} value={size}>
                      {t('venue_party_option', { count: size })}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <button type="submit" className="button button-outline">
              {t('venue_show_times')}
            </button>
          </Form>

          <FormAlert id="venue-error" message={problem ? t(problem.key, problem.values) : null} />

          {slots && slots.length === 0 && <p className="venue-none">{t(closed ? 'venue_closed_day' : 'venue_no_times')}</p>}
          {slots && slots.length > 0 && (
            <Form method="post" className="venue-times-form" aria-busy={booking}>
              <input type="hidden" name="date" value={choice.date} />
              {spa ? <input type="hidden" name="treatment" value={choice.treatment ?? ''} /> : <input type="hidden" name="party" value={choice.party} />}
              <fieldset className="venue-times">
                <legend>{t('venue_times_legend', { date: dayLabel })}</legend>
                <div className="venue-time-grid">
                  {slots.map((slot) => (
                    <label key={slot.time} className="venue-time">
                      <input type="radio" name="time" value={slot.time} required defaultChecked={slot.time === choice.time} />
                      <span>{slot.label}</span>
                      {!spa && <span className="venue-time-free">{t('venue_seats_left', { count: slot.available })}</span>}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="field">
                <label htmlFor="venue-note">
                  {t('venue_note')} <span className="optional">{t('venue_optional')}</span>
                </label>
                <textarea
                  id="venue-note"
                  name="note"
                  rows={3}
                  maxLength={BOOKING_NOTE_MAX}
                  defaultValue={actionData?.note ?? ''}
                  aria-describedby="venue-note-hint"
                />
                <p id="venue-note-hint" className="field-hint">
                  {t(spa ? 'venue_note_hint_spa' : 'venue_note_hint_table')}
                </p>
              </div>
              {!user && <p className="muted">{t('venue_sign_in_first')}</p>}
              <button type="submit" className="button button-gold" disabled={booking}>
                {booking && <ButtonSpinner />}
                {t(spa ? 'venue_book_treatment' : 'venue_book_table')}
              </button>
              <p className="muted venue-terms">{t('venue_terms')}</p>
            </Form>
          )}
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorState
      title={t(notFound ? 'venue_not_found' : 'venue_unavailable')}
      message={t(notFound ? 'venue_not_found_text' : 'venue_unavailable_text')}
      backTo={{ href: '/rooms', label: t('venue_see_hotels') }}
    />
  );
}
