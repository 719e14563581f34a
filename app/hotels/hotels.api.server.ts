import { createRoute, z } from '@hono/zod-openapi';
import { currencyQuery, DisplayPriceSchema, viewForQuery, withDisplayPrice } from '~/currency/rates.api.server';
import { ShownMediaSchema } from '~/media/media.api.server';
import { RoomTypeSchema } from '~/reservations/reservations.schemas.server';
import { createRouter, englishFields, ErrorSchema, json, langQuery, slugParam, wholeNumber, type ApiDeps } from '~/api/openapi.server';
import { REVIEW_SORTS, SUB_SCORES, type ReviewSort } from '~/reviews/reviewInput';
import { DEFAULT_REVIEWS_SHOWN, findHotelBySlug, MAX_HOTELS_PER_PAGE, MAX_REVIEWS_PER_REQUEST } from './hotels.server';
import { HOTEL_TEXTS } from './hotel';
import { listCountries, searchHotels } from './search/hotelSearch.server';
import { PRICE_ORDER_MESSAGE, pricesInOrder, searchFields, toSearch, unknownCountryMessage } from './search/searchParams.server';

const OpeningHours = z.object({
  isOpenAllDay: z.boolean(),
  opens: z.string().nullable().openapi({ example: '14:00' }),
  closes: z.string().nullable().openapi({ example: '04:00' }),
});

const Casino = z.object({
  totalGamingSpace: z.number().openapi({ description: 'square metres' }),
  numberOfTables: z.number(),
  numberOfSlots: z.number(),
  restaurants: z.number(),
  vipLounges: z.number(),
  openingHours: OpeningHours,
  yearEstablished: z.number(),
  dresscode: z.string(),
});

const HotelSummary = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    country: z.string(),
    city: z.string(),
    streetAddress: z.string(),
    coordinates: z
      .object({
        latitude: z.number().min(-90).max(90).openapi({ example: 1.2834 }),
        longitude: z.number().min(-180).max(180).openapi({ example: 103.8607 }),
      })
      .nullable()
      .openapi({ description: 'Where the hotel is, in WGS 84 degrees (the map on /rooms and the hotel page); null when not recorded' }),
    description: z.string(),
    averageRating: z.number().openapi({ description: 'Mean review rating, 0 without reviews' }),
    reviewCount: z.number(),
    roomCount: z.number(),
    priceRange: z.object({ min: z.number(), max: z.number(), currency: z.string() }),
    casino: Casino,
    image: z.string().openapi({ description: 'URL path of the picture' }),
    english: englishFields(HOTEL_TEXTS),
  })
  .openapi('HotelSummary');

const Review = z
  .object({
    _id: z.string(),
    user: z.object({ username: z.string() }).nullable(),
    rating: z.number().min(1).max(5),
    comment: z.string(),
    createdAt: z.string().nullable(),
    updatedAt: z.string().nullable().openapi({ description: 'The author’s last edit, null when never edited' }),
    subScores: z.object(
      Object.fromEntries(
        SUB_SCORES.map(({ key, label }) => [
          key,
          z
            .number()
            .nullable()
            .openapi({ description: `${label}, 1 to 5, null when not given` }),
        ]),
      ),
    ),
    stayedHere: z.boolean().openapi({ description: 'The author has a confirmed stay at this hotel that has begun' }),
    verified: z.boolean().openapi({ description: 'Written by a guest with a completed stay at this hotel (when written or last edited): "Verified stay"' }),
    stayMonth: z.string().nullable().openapi({ example: '2026-09', description: 'The verified stay’s month, YYYY-MM; null when not verified' }),
  })
  .openapi('Review');

const ReviewSummary = z
  .object({
    stars: z.array(z.number()).length(5).openapi({ description: 'Visible reviews giving 1, 2, 3, 4 and 5 stars' }),
    subScores: z.object(Object.fromEntries(SUB_SCORES.map(({ key }) => [key, z.object({ average: z.number().nullable(), count: z.number() })]))),
  })
  .openapi('ReviewSummary');

const Hotel = HotelSummary.extend({
  roomTypes: z.array(
    RoomTypeSchema.extend({
      media: z
        .array(ShownMediaSchema)
        .openapi({ description: 'Its photographs: the hero first (the card on the hotel page shows it), then the gallery; empty when none' }),
    }).openapi('HotelRoomType'),
  ),
  reviews: z.array(Review).openapi({ description: 'Verified stays first, then in the asked order' }),
  verifiedRating: z.number().openapi({ description: 'Mean rating of the reviews from verified stays, 0 without any' }),
  verifiedReviewCount: z.number().int(),
  reviewSummary: ReviewSummary,
  media: z
    .array(ShownMediaSchema)
    .openapi({ description: 'Its photographs: the hero first, then the gallery in order; empty when none (the illustration `image` stands in)' }),
}).openapi('Hotel');

const sortValues = REVIEW_SORTS.map((s) => s.value) as [string, ...string[]];

const listRoute = createRoute({
  method: 'get',
  path: '/rooms',
  summary: 'Hotels, searched, filtered and sorted; highest rated first by default',
  description:
    'Without parameters: every hotel by averageRating (highest first), ties by name, at most 100. The filters combine (all must hold); X-Total-Count counts the matches. Without limit: at most 100.',
  request: {
    query: z
      .object({
        ...searchFields,
        limit: wholeNumber('limit', 1, MAX_HOTELS_PER_PAGE).optional().openapi({ type: 'integer', example: 6 }),
        offset: wholeNumber('offset', 0, 100_000_000).optional().openapi({ type: 'integer', example: 0 }),
        currency: currencyQuery.openapi({
          description:
            'Adds displayPrice: the prices converted to this currency (approximate), with the day of the rates; and is the currency of priceMin and priceMax (euros without it)',
          example: 'USD',
        }),
        lang: langQuery(),
      })
      .refine(pricesInOrder, { message: PRICE_ORDER_MESSAGE, path: ['priceMax'] }),
  },
  responses: {
    200: {
      description: 'A page of hotels',
      headers: z.object({ 'X-Total-Count': z.string().openapi({ description: 'Number of matching hotels in all' }) }),
      content: { 'application/json': { schema: z.array(HotelSummary.extend({ displayPrice: DisplayPriceSchema.optional() })) } },
    },
    400: json(ErrorSchema, 'A parameter out of range, an unknown country, sort or currency, priceMin above priceMax'),
  },
});

const bySlugRoute = createRoute({
  method: 'get',
  path: '/rooms/by-slug/{slug}',
  summary: 'One hotel with its room types, a page of its visible reviews and their breakdown',
  description: `reviews holds at most reviewLimit reviews (default ${DEFAULT_REVIEWS_SHOWN}) after skipping reviewOffset; reviewCount counts them all.`,
  request: {
    params: z.object({ slug: slugParam('slug') }),
    query: z.object({
      reviewLimit: wholeNumber('reviewLimit', 1, MAX_REVIEWS_PER_REQUEST).optional().openapi({ type: 'integer', example: DEFAULT_REVIEWS_SHOWN }),
      reviewOffset: wholeNumber('reviewOffset', 0, 100_000_000).optional().openapi({ type: 'integer', example: 0 }),
      reviewSort: z
        .enum(sortValues, { message: `reviewSort must be one of ${sortValues.join(', ')}` })
        .optional()
        .openapi({ description: 'newest (default), highest or lowest rating first; undated reviews last (verified stays before the others either way)' }),
      reviewFilter: z
        .enum(['all', 'verified'], { message: 'reviewFilter must be all or verified' })
        .optional()
        .openapi({ description: 'verified: only the reviews from verified stays' }),
      currency: currencyQuery,
      lang: langQuery(),
    }),
  },
  responses: {
    200: json(Hotel.extend({ displayPrice: DisplayPriceSchema.optional() }), 'The hotel'),
    400: json(ErrorSchema, 'Malformed slug, an unknown currency'),
    404: json(ErrorSchema, 'No such hotel'),
  },
});

export function hotelsApi({ db }: ApiDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { limit = MAX_HOTELS_PER_PAGE, offset = 0, currency, lang, ...fields } = c.req.valid('query');
      const search = toSearch(fields, currency);
      if (search.country !== undefined) {
        const problem = unknownCountryMessage(search, await listCountries(db));
        if (problem) return c.json({ error: problem }, 400);
      }
      const { hotels, total } = await searchHotels(db, search, { limit, offset, locale: lang });
      c.header('X-Total-Count', String(total));
      const view = await viewForQuery({ db }, currency);
      return c.json(
        hotels.map((hotel) => withDisplayPrice(hotel, view)),
        200,
      );
    })
    .openapi(bySlugRoute, async (c) => {
      const { reviewLimit, reviewOffset, reviewSort, reviewFilter, currency, lang } = c.req.valid('query');
      const hotel = await findHotelBySlug(db, c.req.valid('param').slug, {
        reviewLimit,
        reviewOffset,
        reviewSort: reviewSort as ReviewSort | undefined,
        reviewFilter,
        locale: lang,
      });
      if (!hotel) return c.json({ error: 'Hotel not found' }, 404);
      return c.json(withDisplayPrice(hotel, await viewForQuery({ db }, currency)), 200);
    });
}
