import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, englishFields, ErrorSchema, json, langQuery, slugParam, type ApiDeps } from '~/api/openapi.server';
import { offerInclusions } from '~/db/values';
import { ShownMediaSchema } from '~/media/media.api.server';
import { offerPictures } from '~/media/picturePlaces.server';
import { utcDay } from '~/domain/stay';
import type { Offer } from './offer';
import { findOffer, listOffers } from './offers.server';

/** An offer as the API and the offers pages show it: the domain's Offer (offer.ts). */
export const OfferSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    summary: z.string(),
    description: z.string(),
    inclusions: z.array(z.enum(offerInclusions)),
    stayFrom: z.string().openapi({ format: 'date', description: 'The first night the offer covers' }),
    stayUntil: z.string().openapi({ format: 'date', description: 'The last night the offer covers' }),
    minNights: z.number().int(),
    discountPct: z.number().int().openapi({ description: 'Percent below the Flexible price of each night' }),
    refundable: z.boolean().openapi({ description: 'Cancelled free of charge as on the Flexible plan; otherwise non-refundable' }),
    promoCode: z.boolean().openapi({ description: 'Booked with a promo code (the code itself is never shown)' }),
    hotels: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        slug: z.string(),
        city: z.string(),
        country: z.string(),
        currency: z.string(),
        supplementMinor: z.number().int().openapi({ description: 'Added once to the stay, in minor units of currency' }),
      }),
    ),
    media: z
      .array(ShownMediaSchema)
      .optional()
      .openapi({ description: 'Its photographs, the hero first (its page opens on it, its card shows it), then the gallery; empty when none' }),
    english: englishFields(['name', 'summary', 'description']),
  })
  .openapi('Offer') satisfies z.ZodType<Offer>;

const listRoute = createRoute({
  method: 'get',
  path: '/offers',
  summary: 'The offers and packages a guest can book',
  description: 'Published offers whose last night is today (UTC) or later, in the brand’s order. Book one with ratePlan = its slug.',
  request: { query: z.object({ lang: langQuery() }) },
  responses: { 200: json(z.array(OfferSchema), 'The offers') },
});

const oneRoute = createRoute({
  method: 'get',
  path: '/offers/{slug}',
  summary: 'One offer',
  request: {
    params: z.object({ slug: slugParam('slug').openapi({ param: { name: 'slug', in: 'path' }, example: 'spa-escape' }) }),
    query: z.object({ lang: langQuery() }),
  },
  responses: { 200: json(OfferSchema, 'The offer'), 400: json(ErrorSchema, 'Not a slug or an unknown language'), 404: json(ErrorSchema, 'No such offer') },
});

export function offersApi({ db }: ApiDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { lang } = c.req.valid('query');
      return c.json(await offerPictures.withMedia(db, await listOffers(db, { today: utcDay(), locale: lang }), lang), 200);
    })
    .openapi(oneRoute, async (c) => {
      const { lang } = c.req.valid('query');
      const offer = await findOffer(db, c.req.valid('param').slug, lang);
      return offer ? c.json((await offerPictures.withMedia(db, [offer], lang))[0]!, 200) : c.json({ error: 'Offer not found' }, 404);
    });
}
