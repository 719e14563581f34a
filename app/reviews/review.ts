/** A guest review as the pages and the API show it (docs/product/api.md, Shapes). */
import type { SubScoreKey, SubScores } from './reviewInput';

/** A review as the hotel page and GET /api/rooms/by-slug/{slug} show it. */
export interface PublicReview {
  _id: string;
  user: { username: string } | null;
  rating: number;
  comment: string;
  createdAt: string | null;
  updatedAt: string | null;
  subScores: SubScores;
  /** The author has a confirmed stay at this hotel that has begun. */
  stayedHere: boolean;
  /** Written by a guest with a completed stay at this hotel (when written or last edited): "Verified stay". */
  verified: boolean;
  /** That stay's month, YYYY-MM; null when not verified. */
  stayMonth: string | null;
}

/** The rating breakdown of a hotel's visible reviews. */
export interface ReviewSummary {
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  stars: [number, number, number, number, number];
  /** The mean of each sub-score over the reviews that gave it (null when none did), and how many did. */
  subScores: Record<SubScoreKey, { average: number | null; count: number }>;
}

/** The reviews from verified stays of a hotel: their mean rating (0 without any) and how many there are. */
export interface VerifiedFigures {
  verifiedRating: number;
  verifiedReviewCount: number;
}

/** Which reviews a page or the API lists: all (verified first) or only the verified ones. */
export type ReviewFilter = 'all' | 'verified';
