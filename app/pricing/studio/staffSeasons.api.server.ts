import { createRoute, z } from '@hono/zod-openapi';
import { signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canEditContent } from '~/accounts/user';
import { createRouter, ErrorSchema, idParam, json, jsonBody, security, type ApiDeps } from '~/api/openapi.server';
import { SeasonChanges, SeasonInput } from './pricingInput.server';
import { createSeason, deleteSeason, ROOM_TYPE_NOT_FOUND, seasonsOfRoomType, updateSeason, type Season } from './rates.write.server';
import { refusal } from './staffRates.api.server';

/**
 * A room type's seasons through the API (editors and admins): date ranges with their own nightly
 * rate, never overlapping within a room type (409 naming the field, also when two requests race).
 */

const StaffSeason = z
  .object({
    _id: z.string(),
    roomTypeId: z.string(),
    name: z.string(),
    startsOn: z.string().openapi({ description: 'First night (YYYY-MM-DD)' }),
    endsOn: z.string().openapi({ description: 'Last night, included' }),
    rateMinor: z.number().openapi({ description: 'Each night’s rate in minor units of the hotel’s currency, before the weekend difference' }),
  })
  .openapi('StaffSeason');

const guarded = {
  401: json(ErrorSchema, 'Not signed in'),
  403: json(ErrorSchema, 'Signed in, but not an editor or admin'),
};
const overlapping = json(ErrorSchema, 'Overlaps another season of the room type (details names startsOn or endsOn)');

const asApi = ({ id, ...season }: Season) => ({ _id: id, ...season });

export function staffSeasonsApi({ db }: ApiDeps) {
  const editorsOnly = signedInOnly(db, { check: canEditContent, refusal: 'Only editors can change the prices' });
  const base = { security, middleware: [editorsOnly] };

  const list = createRoute({
    ...base,
    method: 'get',
    path: '/staff/room-types/{id}/seasons',
    summary: 'A room type’s seasons, earliest first (editors and admins)',
    request: { params: idParam },
    responses: { 200: json(z.array(StaffSeason), 'The seasons'), ...guarded, 404: json(ErrorSchema, 'No such room type') },
  });
  const add = createRoute({
    ...base,
    method: 'post',
    path: '/staff/room-types/{id}/seasons',
    summary: 'Add a season to a room type (editors and admins)',
    request: { params: idParam, body: jsonBody(SeasonInput) },
    responses: {
      201: json(StaffSeason, 'The new season'),
      400: json(ErrorSchema, 'Invalid input, by field in details'),
      ...guarded,
      404: json(ErrorSchema, 'No such room type'),
      409: overlapping,
    },
  });
  const change = createRoute({
    ...base,
    method: 'patch',
    path: '/staff/seasons/{id}',
    summary: 'Change a season’s name, nights or rate (editors and admins)',
    request: { params: idParam, body: jsonBody(SeasonChanges) },
    responses: {
      200: json(StaffSeason, 'The season after the change'),
      400: json(ErrorSchema, 'Invalid input, by field in details'),
      ...guarded,
      404: json(ErrorSchema, 'No such season'),
      409: overlapping,
    },
  });
  const remove = createRoute({
    ...base,
    method: 'delete',
    path: '/staff/seasons/{id}',
    summary: 'Delete a season: its nights go back to the base rate (editors and admins)',
    request: { params: idParam },
    responses: { 204: { description: 'Deleted' }, ...guarded, 404: json(ErrorSchema, 'No such season') },
  });

  return createRouter()
    .openapi(list, async (c) => {
      const seasons = await seasonsOfRoomType(db, c.req.valid('param').id);
      return seasons ? c.json(seasons.map(asApi), 200) : c.json({ error: ROOM_TYPE_NOT_FOUND }, 404);
    })
    .openapi(add, async (c) => {
      const outcome = await createSeason(db, signedInAccount(c), c.req.valid('param').id, c.req.valid('json'));
      return outcome.ok ? c.json(asApi(outcome.value), 201) : (refusal(c, outcome) as never);
    })
    .openapi(change, async (c) => {
      const outcome = await updateSeason(db, signedInAccount(c), c.req.valid('param').id, c.req.valid('json'));
      return outcome.ok ? c.json(asApi(outcome.value), 200) : (refusal(c, outcome) as never);
    })
    .openapi(remove, async (c) => {
      const outcome = await deleteSeason(db, signedInAccount(c), c.req.valid('param').id);
      return outcome.ok ? c.body(null, 204) : (refusal(c, outcome) as never);
    });
}
