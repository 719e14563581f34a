import { useEffect, useRef } from 'react';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { data, Form, isRouteErrorResponse, Link, useNavigation } from 'react-router';
import { requireSignedInPage } from '~/accounts/rootSession.server';
import { numberIn } from '~/domain/localFormat';
import { formatDay, isolated } from '~/i18n/format';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT, type MessageKey } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { formatLongDate } from '~/lib/dates';
import { isSlug } from '~/lib/slug';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/ReviewPage';
import { reviewFromForm, type ReviewFormValues } from './reviewForm.server';
import { COMMENT_MAX, COMMENT_MIN, SUB_SCORES, type ReviewField } from './reviewInput';
import { hotelReviewsPath } from './reviewLinks';
import { findOwnReview, findReviewedHotel, type OwnReview } from './reviews.server';
import { siteOf } from '~/lib/loadContext.server';

/**
 * A guest's review of one hotel: write it, or edit or delete the one they wrote (one per hotel).
 * Signed in only and never cached, so the hotel page itself stays the same for everyone. A plain
 * form handled by this page's action, which answers in place.
 */
async function hotelOf(context: Route.LoaderArgs['context'], slug: string) {
  const hotel = isSlug(slug) ? await findReviewedHotel(siteOf(context).db, slug) : null;
  if (!hotel) throw data({ error: 'Hotel not found' }, { status: 404 });
  return hotel;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = await requireSignedInPage(siteOf(context).db, request);
  const hotel = await hotelOf(context, params.slug);
  const own = await findOwnReview(siteOf(context).db, user._id, hotel.id);
  const page = { hotel: { slug: hotel.slug, name: hotel.name, city: hotel.city }, own, areaMessages: areaMessagesFor(request) };
  return data(page, { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = await requireSignedInPage(siteOf(context).db, request);
  const hotel = await hotelOf(context, params.slug);
  return reviewFromForm(siteOf(context).db, request, user, hotel);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.hotel.name;
  const messages = pageMessagesFrom(matches);
  const t = messages && translatorFor(messages);
  const title = t ? (name ? t('reviewform_meta_title', { hotel: name }) : t('reviewform_meta_title_plain')) : name ? `Your review of ${name}` : 'Your review';
  return [{ title: `${title} | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/** The words beside each number of stars: 1 poor … 5 excellent. */
const STAR_WORDS: readonly MessageKey[] = ['reviewform_star_1', 'reviewform_star_2', 'reviewform_star_3', 'reviewform_star_4', 'reviewform_star_5'];
const starWord = (t: ReturnType<typeof useT>, n: number) => t('reviewform_paren', { word: t(STAR_WORDS[n - 1]!) });

/** A day a review was published or edited: English as before, the page's language elsewhere. */
const reviewDay = (value: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? formatLongDate(new Date(value)) : formatDay(new Date(value).toISOString().slice(0, 10), locale);

const valuesOf = (own: OwnReview | null): ReviewFormValues => ({
  rating: own ? String(own.rating) : '',
  comment: own?.comment ?? '',
  subScores: Object.fromEntries(SUB_SCORES.map(({ key }) => [key, own?.subScores[key] ? String(own.subScores[key]) : ''])),
});

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel, own } = loaderData;
  const t = useT();
  const locale = useLocale();
  const hotelName = isolated(hotel.name, locale);
  const reviewsHref = localizedPath(locale, hotelReviewsPath(hotel.slug));
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const refused = actionData && !actionData.ok ? actionData : null;
  const values = refused?.values ?? valuesOf(own);
  const problems = refused?.problems ?? {};
  const outcomeRef = useRef<HTMLDivElement>(null);

  // After an answer in place: the first field to correct, else the answer itself, takes the focus.
  useEffect(() => {
    if (!actionData) return;
    const field = !actionData.ok && (['rating', ...SUB_SCORES.map((s) => s.key), 'comment'] as ReviewField[]).find((f) => actionData.problems[f]);
    const target = field ? document.getElementById(field === 'rating' ? 'review-rating-1' : `review-${field}`) : null;
    (target ?? outcomeRef.current?.querySelector<HTMLElement>('.form-alert'))?.focus();
  }, [actionData]);

  const invalid = (field: ReviewField) => (problems[field] ? true : undefined);
  const describedBy = (field: ReviewField, hint?: string) => [problems[field] ? `review-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined;
  const problemText = (field: ReviewField) =>
    problems[field] ? (
      <p id={`review-${field}-error`} className="review-error">
        {problems[field]}
      </p>
    ) : null;

  return (
    <>
      <PageBanner id="review-heading" eyebrow={hotel.city} title={t(own ? 'reviewform_edit_heading' : 'reviewform_write_heading')} lead={hotel.name} compact />
      <div className="container section">
        <div className="review-card">
          <div ref={outcomeRef}>
            <FormAlert id="review-status" tone="success" message={actionData?.ok ? actionData.message : null} />
            <FormAlert id="review-alert" message={refused?.error ?? null} />
          </div>
          {actionData?.ok && actionData.done !== 'deleted' && (
            <p>
              <Link className="text-link" to={reviewsHref}>
                {t('reviewform_see_yours')}
              </Link>
            </p>
          )}
          {own && (
            <p className="muted">
              {own.createdAt &&
                (own.updatedAt
                  ? t('reviewform_published_edited_on', { published: reviewDay(own.createdAt, locale), edited: reviewDay(own.updatedAt, locale) })
                  : t('reviewform_published_on', { published: reviewDay(own.createdAt, locale) }))}
              {own.hidden && <strong> {t('reviewform_hidden')}</strong>}
            </p>
          )}
          <Form
            key={`${own?._id ?? 'new'} ${own?.updatedAt ?? ''}`}
            method="post"
            className="review-form"
            aria-labelledby="review-heading"
            aria-busy={busy === 'save'}
            noValidate
          >
            <input type="hidden" name="intent" value="save" />
            <fieldset aria-describedby={describedBy('rating')} aria-invalid={invalid('rating')}>
              <legend>{t('reviewform_your_rating')}</legend>
              <div className="review-stars-choice">
                {[1, 2, 3, 4, 5].map((n) => (
                  <label key={n}>
                    <input type="radio" id={`review-rating-${n}`} name="rating" value={n} defaultChecked={values.rating === String(n)} />
                    {t('reviews_stars', { count: n })} <span className="muted">{starWord(t, n)}</span>
                  </label>
                ))}
              </div>
              {problemText('rating')}
            </fieldset>
            <fieldset>
              <legend>
                {t('reviews_scores')} <span className="optional">{t('reviewform_optional')}</span>
              </legend>
              <div className="review-scores-fields">
                {SUB_SCORES.map(({ key, message }) => (
                  <div className="field" key={key}>
                    <label htmlFor={`review-${key}`}>{t(message)}</label>
                    <select
                      id={`review-${key}`}
                      name={key}
                      defaultValue={values.subScores[key] ?? ''}
                      aria-invalid={invalid(key)}
                      aria-describedby={describedBy(key)}
                    >
                      <option value="">{t('reviewform_not_rated')}</option>
                      {[5, 4, 3, 2, 1].map((n) => (
                        <option key={n} value={n}>
                          {`${n} ${starWord(t, n)}`}
                        </option>
                      ))}
                    </select>
                    {problemText(key)}
                  </div>
                ))}
              </div>
            </fieldset>
            <div className="field">
              <label htmlFor="review-comment">{t('reviewform_comment_label')}</label>
              <textarea
                id="review-comment"
                name="comment"
                rows={6}
                maxLength={COMMENT_MAX}
                defaultValue={values.comment}
                aria-invalid={invalid('comment')}
                aria-describedby={describedBy('comment', 'review-comment-hint')}
              />
              <p id="review-comment-hint" className="field-hint">
                {t('reviewform_comment_hint', {
                  min: locale === DEFAULT_LOCALE ? COMMENT_MIN : numberIn(locale, COMMENT_MIN),
                  max: locale === DEFAULT_LOCALE ? COMMENT_MAX : numberIn(locale, COMMENT_MAX),
                })}
              </p>
              {problemText('comment')}
            </div>
            <button type="submit" className="button button-gold" disabled={Boolean(busy)}>
              {busy === 'save' && <ButtonSpinner />}
              {t(own ? 'reviewform_save' : 'reviewform_publish')}
            </button>
          </Form>
          {own && (
            <details className="review-delete">
              <summary className="button button-outline">{t('reviewform_delete_summary')}</summary>
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <p>{t('reviewform_delete_text', { hotel: hotelName })}</p>
                <button type="submit" className="button button-outline" disabled={Boolean(busy)}>
                  {busy === 'delete' && <ButtonSpinner />}
                  {t('reviewform_delete_button')}
                </button>
              </Form>
            </details>
          )}
          <p>
            <Link className="text-link" to={reviewsHref}>
              {t('reviewform_back', { hotel: hotelName })}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const locale = useLocale();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorState
      title={t(notFound ? 'hotels_not_found' : 'reviewform_failed')}
      message={t(notFound ? 'hotels_not_found_text' : 'reviewform_failed_text')}
      backTo={{ href: localizedPath(locale, '/rooms'), label: t('hotels_see_all') }}
    />
  );
}
