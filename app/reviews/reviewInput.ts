/**
 * What a guest's review holds and the rules it must meet: the same for the JSON API and the review
 * form, so both answer with the same words. Plain code, safe in the browser.
 */

export const SUB_SCORES = [
  { key: 'staff', label: 'Staff', message: 'reviews_score_staff' },
  { key: 'facilities', label: 'Facilities', message: 'reviews_score_facilities' },
  { key: 'cleanliness', label: 'Cleanliness', message: 'reviews_score_cleanliness' },
  { key: 'comfort', label: 'Comfort', message: 'reviews_score_comfort' },
  { key: 'value', label: 'Value for money', message: 'reviews_score_value' },
  { key: 'location', label: 'Location', message: 'reviews_score_location' },
] as const;

export type SubScoreKey = (typeof SUB_SCORES)[number]['key'];
export type SubScores = Record<SubScoreKey, number | null>;

export const COMMENT_MIN = 10;
export const COMMENT_MAX = 2000;

export const REVIEW_SORTS = [
  { value: 'newest', label: 'Newest', key: 'reviews_sort_newest' },
  { value: 'highest', label: 'Highest rated', key: 'reviews_sort_highest' },
  { value: 'lowest', label: 'Lowest rated', key: 'reviews_sort_lowest' },
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number]['value'];

/** The sort in `?sort=`; anything else is the newest first. */
export function reviewSortParam(search: URLSearchParams): ReviewSort {
  return REVIEW_SORTS.find((s) => s.value === search.get('sort'))?.value ?? 'newest';
}

export interface ReviewInput {
  rating: number;
  comment: string;
  subScores: SubScores;
}

export type ReviewField = 'rating' | 'comment' | SubScoreKey;
export type ReviewProblems = Partial<Record<ReviewField, string>>;
/** A problem by its kind, for the translated review page's words (app/reviews/reviewForm.server.ts), with its numbers. */
export interface ReviewProblemCode {
  code: 'rating_missing' | 'rating_invalid' | 'comment_missing' | 'comment_short' | 'comment_long' | 'comment_control' | 'score_invalid';
  values?: Record<string, number>;
}
export type ReviewProblemCodes = Partial<Record<ReviewField, ReviewProblemCode>>;

// Line breaks and tabs are text in a comment; other control characters are not.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const wholeStars = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
};

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The comment as stored: line breaks as LF (browsers send CRLF), trimmed. */
export const normalizeComment = (comment: string) => comment.replace(/\r\n?/g, '\n').trim();

/**
 * Checks a review from the form (strings) or the API (numbers): rating a whole number from 1 to 5,
 * the comment 10 to 2000 characters without control characters, each sub-score absent or 1 to 5.
 */
export function checkReview(raw: {
  rating?: unknown;
  comment?: unknown;
  subScores?: Partial<Record<SubScoreKey, unknown>> | null;
}): { ok: true; value: ReviewInput } | { ok: false; problems: ReviewProblems; codes: ReviewProblemCodes } {
  const problems: ReviewProblems = {};
  const codes: ReviewProblemCodes = {};
  const refuse = (field: ReviewField, text: string, code: ReviewProblemCode['code'], values?: ReviewProblemCode['values']) => {
    problems[field] = text;
    codes[field] = values ? { code, values } : { code };
  };
  const rating = wholeStars(raw.rating);
  if (rating === null) {
    if (isBlank(raw.rating)) refuse('rating', 'Please choose a rating from 1 to 5 stars', 'rating_missing');
    else refuse('rating', 'The rating must be a whole number from 1 to 5', 'rating_invalid');
  }
  const comment = typeof raw.comment === 'string' ? normalizeComment(raw.comment) : '';
  const length = [...comment].length;
  if (typeof raw.comment !== 'string' || length === 0) refuse('comment', 'Please write a few words about your stay', 'comment_missing');
  else if (length < COMMENT_MIN) refuse('comment', `The review must be at least ${COMMENT_MIN} characters`, 'comment_short', { min: COMMENT_MIN });
  else if (length > COMMENT_MAX) refuse('comment', `The review must be at most ${COMMENT_MAX} characters`, 'comment_long', { max: COMMENT_MAX });
  else if (CONTROL_CHARACTERS.test(comment)) refuse('comment', 'The review may not hold control characters', 'comment_control');
  const subScores = {} as SubScores;
  for (const { key, label } of SUB_SCORES) {
    const given = raw.subScores?.[key];
    if (isBlank(given)) subScores[key] = null;
    else {
      subScores[key] = wholeStars(given);
      if (subScores[key] === null) refuse(key, `${label} must be a whole number from 1 to 5, or left out`, 'score_invalid');
    }
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems, codes };
  return { ok: true, value: { rating: rating!, comment, subScores } };
}

/** The first problem, in the order the form shows its fields. */
export function firstProblem(problems: ReviewProblems): { field: ReviewField; message: string } | null {
  const order: ReviewField[] = ['rating', ...SUB_SCORES.map((s) => s.key), 'comment'];
  const field = order.find((f) => problems[f]);
  return field ? { field, message: problems[field]! } : null;
}
