import { useEffect, useRef } from 'react';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { data, Form, isRouteErrorResponse, Link, useNavigation } from 'react-router';
import { requireSignedInPage } from '~/accounts/rootSession.server';
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

/**
 * A guest's review of one hotel: write it, or edit or delete the one they wrote (one per hotel).
 * Signed in only and never cached, so the hotel page itself stays the same for everyone. A plain
 * form handled by this page's action, which answers in place.
 */
async function hotelOf(context: Route.LoaderArgs['context'], slug: string) {
  const hotel = isSlug(slug) ? await findReviewedHotel(context.db, slug) : null;
  if (!hotel) throw data({ error: 'Hotel not found' }, { status: 404 });
  return hotel;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = await requireSignedInPage(context.db, request);
  const hotel = await hotelOf(context, params.slug);
  const own = await findOwnReview(context.db, user._id, hotel.id);
  const page = { hotel: { slug: hotel.slug, name: hotel.name, city: hotel.city }, own, areaMessages: areaMessagesFor(request) };
  return data(page, { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = await requireSignedInPage(context.db, request);
  const hotel = await hotelOf(context, params.slug);
  return reviewFromForm(context.db, request, user, hotel);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const name = loaderData?.hotel.name;
  return [{ title: `${name ? `Your review of ${name}` : 'Your review'} | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

const STAR_WORDS = ['', 'poor', 'fair', 'good', 'very good', 'excellent'];

const valuesOf = (own: OwnReview | null): ReviewFormValues => ({
  rating: own ? String(own.rating) : '',
  comment: own?.comment ?? '',
  subScores: Object.fromEntries(SUB_SCORES.map(({ key }) => [key, own?.subScores[key] ? String(own.subScores[key]) : ''])),
});

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel, own } = loaderData;
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
      <PageBanner id="review-heading" eyebrow={hotel.city} title={own ? 'Edit your review' : 'Write a review'} lead={hotel.name} compact />
      <div className="container section">
        <div className="review-card">
          <div ref={outcomeRef}>
            <FormAlert id="review-status" tone="success" message={actionData?.ok ? actionData.message : null} />
            <FormAlert id="review-alert" message={refused?.error ?? null} />
          </div>
          {actionData?.ok && actionData.done !== 'deleted' && (
            <p>
              <Link className="text-link" to={hotelReviewsPath(hotel.slug)}>
                See your review on the hotel page
              </Link>
            </p>
          )}
          {own && (
            <p className="muted">
              {own.createdAt && <>Published on {formatLongDate(new Date(own.createdAt))}</>}
              {own.updatedAt && <>, last edited on {formatLongDate(new Date(own.updatedAt))}</>}.
              {own.hidden && <strong> Our team has hidden this review from the hotel page; you can still edit or delete it.</strong>}
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
              <legend>Your rating</legend>
              <div className="review-stars-choice">
                {[1, 2, 3, 4, 5].map((n) => (
                  <label key={n}>
                    <input type="radio" id={`review-rating-${n}`} name="rating" value={n} defaultChecked={values.rating === String(n)} />
                    {n} {n === 1 ? 'star' : 'stars'} <span className="muted">({STAR_WORDS[n]})</span>
                  </label>
                ))}
              </div>
              {problemText('rating')}
            </fieldset>
            <fieldset>
              <legend>
                Scores <span className="optional">(optional)</span>
              </legend>
              <div className="review-scores-fields">
                {SUB_SCORES.map(({ key, label }) => (
                  <div className="field" key={key}>
                    <label htmlFor={`review-${key}`}>{label}</label>
                    <select
                      id={`review-${key}`}
                      name={key}
                      defaultValue={values.subScores[key] ?? ''}
                      aria-invalid={invalid(key)}
                      aria-describedby={describedBy(key)}
                    >
                      <option value="">Not rated</option>
                      {[5, 4, 3, 2, 1].map((n) => (
                        <option key={n} value={n}>
                          {n} ({STAR_WORDS[n]})
                        </option>
                      ))}
                    </select>
                    {problemText(key)}
                  </div>
                ))}
              </div>
            </fieldset>
            <div className="field">
              <label htmlFor="review-comment">Your review</label>
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
                {COMMENT_MIN} to {COMMENT_MAX} characters: what made your stay, and what could be better.
              </p>
              {problemText('comment')}
            </div>
            <button type="submit" className="button button-gold" disabled={Boolean(busy)}>
              {busy === 'save' && <ButtonSpinner />}
              {own ? 'Save changes' : 'Publish review'}
            </button>
          </Form>
          {own && (
            <details className="review-delete">
              <summary className="button button-outline">Delete your review</summary>
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <p>Your review and its rating are removed from {hotel.name}&rsquo;s page for good.</p>
                <button type="submit" className="button button-outline" disabled={Boolean(busy)}>
                  {busy === 'delete' && <ButtonSpinner />}
                  Delete review permanently
                </button>
              </Form>
            </details>
          )}
          <p>
            <Link className="text-link" to={hotelReviewsPath(hotel.slug)}>
              Back to the reviews of {hotel.name}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorState
      title={notFound ? 'Hotel not found' : 'Unable to load your review'}
      message={notFound ? 'We could not find that hotel.' : 'Please try again in a moment.'}
      backTo={{ href: '/rooms', label: 'See all hotels' }}
    />
  );
}
