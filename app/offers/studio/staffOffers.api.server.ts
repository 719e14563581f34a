import { createRoute, z } from '@hono/zod-openapi';
import { signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canEditContent } from '~/accounts/user';
import { createRouter, ErrorSchema, idParam, json, jsonBody, security, type ApiDeps } from '~/api/openapi.server';
import { refusal } from '~/pricing/studio/staffRates.api.server';
import { OfferChanges, OfferInput } from './offerInput.server';
import {
  createOffer,
  deleteOffer,
  findOfferForStudio,
  inputOf,
  listOffersForStudio,
  OFFER_NOT_FOUND,
  updateOffer,
  type StudioOffer,
} from './offers.write.server';

/**
 * The brand's offers as editors manage them (the studio's Offers section uses the same functions):
 * every offer, published or not, with its promo code and the uses taken so far.
 */

const StaffOffer = z
  .object({
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    summary: z.string(),
    description: z.string(),
    translations: z.record(z.string(), z.record(z.string(), z.string())),
    inclusions: z.array(z.string()),
    stayFrom: z.string().openapi({ description: 'First night the offer covers' }),
    stayUntil: z.string().openapi({ description: 'Last night it covers, included' }),
    minNights: z.number(),
    discountPct: z.number().openapi({ description: 'Below the Flexible nights, 0-90' }),
    refundable: z.boolean(),
    published: z.boolean(),
    promoCode: z.string().nullable(),
    promoStartsAt: z.string().nullable(),
    promoEndsAt: z.string().nullable(),
    promoMaxUses: z.number().nullable(),
    promoUses: z.number().openapi({ description: 'Uses of the promo code so far' }),
    hotels: z.array(z.object({ hotelId: z.string(), name: z.string(), slug: z.string(), currency: z.string(), supplementMinor: z.number() })),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('StaffOffer');

const asApi = ({ id, position: _position, ...offer }: StudioOffer) => ({
  _id: id,
  ...offer,
  translations: offer.translations ?? {},
  promoStartsAt: offer.promoStartsAt?.toISOString() ?? null,
  promoEndsAt: offer.promoEndsAt?.toISOString() ?? null,
  createdAt: offer.createdAt.toISOString(),
  updatedAt: offer.updatedAt.toISOString(),
});

const guarded = {
  401: json(ErrorSchema, 'Not signed in'),
  403: json(ErrorSchema, 'Signed in, but not an editor or admin'),
};
const invalid = json(ErrorSchema, 'Invalid input, by field in details: among others an offer without a hotel, a reserved slug, a percentage outside 0-90');
const taken = json(ErrorSchema, 'The slug or the promo code is another offer’s (details names it), or a cap below the uses so far');

export function staffOffersApi({ db }: ApiDeps) {
  const editorsOnly = signedInOnly(db, { check: canEditContent, refusal: 'Only editors can change the offers' });
  const base = { security, middleware: [editorsOnly] };

  const list = createRoute({
    ...base,
    method: 'get',
    path: '/staff/offers',
    summary: 'Every offer, published or not (editors and admins)',
    responses: { 200: json(z.array(StaffOffer), 'The offers in the brand’s order'), ...guarded },
  });
  const add = createRoute({
    ...base,
    method: 'post',
    path: '/staff/offers',
    summary: 'Create an offer (editors and admins)',
    description:
      'The slug is never flexible, advance, member or points (the built-in plans); at least one hotel, each with its supplement in minor units of its currency; an optional promo code (upper-cased, unique) with a validity window and a cap on uses.',
    request: { body: jsonBody(OfferInput) },
    responses: { 201: json(StaffOffer, 'The new offer'), 400: invalid, ...guarded, 409: taken },
  });
  const one = createRoute({
    ...base,
    method: 'get',
    path: '/staff/offers/{id}',
    summary: 'One offer (editors and admins)',
    request: { params: idParam },
    responses: { 200: json(StaffOffer, 'The offer'), ...guarded, 404: json(ErrorSchema, 'No such offer') },
  });
  const change = createRoute({
    ...base,
    method: 'patch',
    path: '/staff/offers/{id}',
    summary: 'Change an offer (editors and admins)',
    description: 'Send any of the fields; `hotels` and `translations` replace the lists whole. The offer after the change is checked whole.',
    request: { params: idParam, body: jsonBody(OfferChanges) },
    responses: { 200: json(StaffOffer, 'The offer after the change'), 400: invalid, ...guarded, 404: json(ErrorSchema, 'No such offer'), 409: taken },
  });
  const remove = createRoute({
    ...base,
    method: 'delete',
    path: '/staff/offers/{id}',
    summary: 'Delete an offer; stays requested on it keep their price (editors and admins)',
    request: { params: idParam },
    responses: { 204: { description: 'Deleted' }, ...guarded, 404: json(ErrorSchema, 'No such offer') },
  });

  return createRouter()
    .openapi(list, async (c) => c.json((await listOffersForStudio(db)).map(asApi), 200))
    .openapi(add, async (c) => {
      const outcome = await createOffer(db, signedInAccount(c), c.req.valid('json'));
      return outcome.ok ? c.json(asApi(outcome.value), 201) : (refusal(c, outcome) as never);
    })
    .openapi(one, async (c) => {
      const offer = await findOfferForStudio(db, c.req.valid('param').id);
      return offer ? c.json(asApi(offer), 200) : c.json({ error: OFFER_NOT_FOUND }, 404);
    })
    .openapi(change, async (c) => {
      const id = c.req.valid('param').id;
      const current = await findOfferForStudio(db, id);
      if (!current) return c.json({ error: OFFER_NOT_FOUND }, 404);
      const defined = Object.fromEntries(Object.entries(c.req.valid('json')).filter(([, value]) => value !== undefined));
      const merged = OfferInput.safeParse({ ...inputOf(current), ...defined });
      if (!merged.success) {
        const details: Record<string, string> = {};
        for (const issue of merged.error.issues) details[issue.path.join('.') || 'body'] ??= issue.message;
        return c.json({ error: merged.error.issues[0]?.message ?? 'Invalid offer', details }, 400);
      }
      const outcome = await updateOffer(db, signedInAccount(c), id, merged.data);
      return outcome.ok ? c.json(asApi(outcome.value), 200) : (refusal(c, outcome) as never);
    })
    .openapi(remove, async (c) => {
      const outcome = await deleteOffer(db, signedInAccount(c), c.req.valid('param').id);
      return outcome.ok ? c.body(null, 204) : (refusal(c, outcome) as never);
    });
}
