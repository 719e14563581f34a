/**
 * A review without an author or a date shows a placeholder name from a list of ten and a date
 * within the past 30 days (docs/product/requirements.md section 3). Both are derived from the review's id, so every
 * render of the same review on the same day, on the server or in the browser, shows the same ones.
 */
export const PLACEHOLDER_NAMES = ['Sophia', 'Liam', 'Isabella', 'Noah', 'Amelia', 'Lucas', 'Charlotte', 'Mateo', 'Olivia', 'Henry'] as const;

const DAY_MS = 86_400_000;

/** FNV-1a: a small, stable string hash. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function placeholderName(reviewId: string): string {
  return PLACEHOLDER_NAMES[hash(`name:${reviewId}`) % PLACEHOLDER_NAMES.length]!;
}

/** Placeholder dates fall 1 to this many days before today. */
export const PLACEHOLDER_DAYS = 30;

/**
 * How many days before today an undated review's placeholder date is: from the last 8 hex digits
 * of its UUID, so the database can sort by the same date (app/reviews/hotelReviews.server.ts).
 */
export const placeholderDaysAgo = (reviewId: string) => 1 + (Number.parseInt(reviewId.slice(-8), 16) % PLACEHOLDER_DAYS);

/** A day 1 to 30 days before `today`'s UTC day, at midnight UTC. */
export function placeholderDate(reviewId: string, today: Date): Date {
  const startOfToday = Math.floor(today.getTime() / DAY_MS) * DAY_MS;
  return new Date(startOfToday - placeholderDaysAgo(reviewId) * DAY_MS);
}

export interface ReviewLike {
  _id: string;
  user: { username: string } | null;
  createdAt: string | null;
}

/** The name and date to show for a review, placeholders filled in. */
export function reviewByline(review: ReviewLike, today: Date): { username: string; date: Date } {
  return {
    username: review.user?.username ?? placeholderName(review._id),
    date: review.createdAt ? new Date(review.createdAt) : placeholderDate(review._id, today),
  };
}
