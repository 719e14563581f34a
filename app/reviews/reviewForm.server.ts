import { data } from 'react-router';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { messagesOf } from '~/i18n/catalogs.server';
import { numberIn } from '~/domain/localFormat';
import { isolated } from '~/i18n/format';
import { DEFAULT_LOCALE, localeOfPath, type Locale } from '~/i18n/locales';
import { translatorFor, type MessageKey, type Translate } from '~/i18n/translate';
import { checkReview, firstProblem, SUB_SCORES, type ReviewField, type ReviewProblemCode, type ReviewProblems } from './reviewInput';
import { createReview, deleteReview, findOwnReview, updateReview } from './reviews.server';
import { pageUrl } from '~/lib/pageUrl';

/** What the guest entered, as text, to put back in the form after a refusal. */
export interface ReviewFormValues {
  rating: string;
  comment: string;
  subScores: Record<string, string>;
}

export type ReviewActionData =
  { ok: true; done: 'published' | 'saved' | 'deleted'; message: string } | { ok: false; error: string; problems: ReviewProblems; values: ReviewFormValues };

/** The words of each problem of a review on a translated page (app/i18n/messages). */
const PROBLEM_KEYS: Record<ReviewProblemCode['code'], MessageKey> = {
  rating_missing: 'reviewform_rating_missing',
  rating_invalid: 'reviewform_rating_invalid',
  comment_missing: 'reviewform_comment_missing',
  comment_short: 'reviewform_comment_short',
  comment_long: 'reviewform_comment_long',
  comment_control: 'reviewform_comment_control',
  score_invalid: 'reviewform_score_invalid',
};

/** A problem in the page's language: the numbers as it writes them, a sub-score by its translated name. */
function problemText(t: Translate, locale: Locale, field: ReviewField, { code, values = {} }: ReviewProblemCode): string {
  const numbers = Object.fromEntries(Object.entries(values).map(([name, n]) => [name, numberIn(locale, n)]));
  const score = SUB_SCORES.find((s) => s.key === field);
  return t(PROBLEM_KEYS[code], { ...numbers, ...(score && { label: t(score.message) }) });
}

/**
 * The review page's form (a plain HTML POST, or React Router's with scripts): `intent` save (the
 * first review, or a change to the guest's own) or delete, with `rating`, `comment` and the six
 * optional sub-scores. Answers the page again with what happened, in words: the page's language's
 * (its address's), English at the English address as before.
 */
export async function reviewFromForm(db: Database, request: Request, user: User, hotel: { id: string; name: string }) {
  const locale = localeOfPath(pageUrl(request).pathname);
  const english = locale === DEFAULT_LOCALE;
  const t = translatorFor({ locale, messages: messagesOf(locale) });
  const hotelName = isolated(hotel.name, locale);
  const form = await request.formData().catch(() => null);
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values: ReviewFormValues = {
    rating: text('rating'),
    comment: text('comment'),
    subScores: Object.fromEntries(SUB_SCORES.map(({ key }) => [key, text(key)])),
  };
  const refuse = (status: 400 | 404 | 409, error: string, problems: ReviewProblems = {}) =>
    data<ReviewActionData>({ ok: false, error, problems, values }, { status });
  // The stores' refusals (a review deleted or published meanwhile in another tab), by their status.
  const outcomeError = (outcome: { status: 404 | 409; error: string }) =>
    english ? outcome.error : t(outcome.status === 409 ? 'reviewform_already' : 'reviewform_not_found');
  const own = await findOwnReview(db, user._id, hotel.id);

  if (text('intent') === 'delete') {
    if (!own) return refuse(404, english ? 'You have no review of this hotel to delete.' : t('reviewform_none_to_delete'));
    const outcome = await deleteReview(db, user, own._id);
    if (!outcome.ok) return refuse(outcome.status, outcomeError(outcome));
    return data<ReviewActionData>({
      ok: true,
      done: 'deleted',
      message: english ? `Your review of ${hotel.name} was deleted.` : t('reviewform_deleted', { hotel: hotelName }),
    });
  }

  const checked = checkReview({ rating: values.rating, comment: values.comment, subScores: values.subScores });
  if (!checked.ok) {
    const problems: ReviewProblems = english
      ? checked.problems
      : Object.fromEntries(Object.entries(checked.codes).map(([field, code]) => [field, problemText(t, locale, field as ReviewField, code)]));
    const first = firstProblem(problems)!;
    const count = Object.keys(problems).length;
    const summary = english ? `Please correct the ${count} fields marked below.` : t('reviewform_correct_fields', { count });
    return refuse(400, count > 1 ? summary : first.message, problems);
  }
  if (own) {
    const outcome = await updateReview(db, user, own._id, checked.value);
    if (!outcome.ok) return refuse(outcome.status, outcomeError(outcome));
    return data<ReviewActionData>({
      ok: true,
      done: 'saved',
      message: english ? 'Your changes are saved and shown on the hotel page.' : t('reviewform_saved'),
    });
  }
  const outcome = await createReview(db, user, hotel.id, checked.value);
  // Published meanwhile from another tab: the page now shows that review to edit.
  if (!outcome.ok) return refuse(outcome.status, outcomeError(outcome));
  return data<ReviewActionData>({
    ok: true,
    done: 'published',
    message: english ? `Thank you: your review of ${hotel.name} is published.` : t('reviewform_published', { hotel: hotelName }),
  });
}
