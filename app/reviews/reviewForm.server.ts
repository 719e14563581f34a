import { data } from 'react-router';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { checkReview, firstProblem, SUB_SCORES, type ReviewProblems } from './reviewInput';
import { createReview, deleteReview, findOwnReview, updateReview } from './reviews.server';

/** What the guest entered, as text, to put back in the form after a refusal. */
export interface ReviewFormValues {
  rating: string;
  comment: string;
  subScores: Record<string, string>;
}

export type ReviewActionData =
  { ok: true; done: 'published' | 'saved' | 'deleted'; message: string } | { ok: false; error: string; problems: ReviewProblems; values: ReviewFormValues };

/**
 * The review page's form (a plain HTML POST, or React Router's with scripts): `intent` save (the
 * first review, or a change to the guest's own) or delete, with `rating`, `comment` and the six
 * optional sub-scores. Answers the page again with what happened, in words.
 */
export async function reviewFromForm(db: Database, request: Request, user: User, hotel: { id: string; name: string }) {
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
  const own = await findOwnReview(db, user._id, hotel.id);

  if (text('intent') === 'delete') {
    if (!own) return refuse(404, 'You have no review of this hotel to delete.');
    const outcome = await deleteReview(db, user, own._id);
    if (!outcome.ok) return refuse(outcome.status, outcome.error);
    return data<ReviewActionData>({ ok: true, done: 'deleted', message: `Your review of ${hotel.name} was deleted.` });
  }

  const checked = checkReview({ rating: values.rating, comment: values.comment, subScores: values.subScores });
  if (!checked.ok) {
    const first = firstProblem(checked.problems)!;
    const count = Object.keys(checked.problems).length;
    return refuse(400, count > 1 ? `Please correct the ${count} fields marked below.` : first.message, checked.problems);
  }
  if (own) {
    const outcome = await updateReview(db, user, own._id, checked.value);
    if (!outcome.ok) return refuse(outcome.status, outcome.error);
    return data<ReviewActionData>({ ok: true, done: 'saved', message: 'Your changes are saved and shown on the hotel page.' });
  }
  const outcome = await createReview(db, user, hotel.id, checked.value);
  // Published meanwhile from another tab: the page now shows that review to edit.
  if (!outcome.ok) return refuse(outcome.status, outcome.error);
  return data<ReviewActionData>({ ok: true, done: 'published', message: `Thank you: your review of ${hotel.name} is published.` });
}
