import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canEditContent } from '~/accounts/user';
import { createRouter, ErrorSchema, json, jsonBody, type ApiDeps, idParam, security } from '~/api/openapi.server';
import { HotelChanges, RoomTypeChanges, RoomTypeInput } from './hotelInput.server';
import { createRoomType, deleteRoomType, findHotelForStudio, updateHotel, updateRoomType, type WriteOutcome } from './hotels.write.server';

/**
 * The editors' hotel writes (the studio's Hotels section uses the same functions). Each answers
 * the changed record; the public pages and GET /api/rooms* show the change at once (the hotels and
 * room_types triggers bump the content version).
 */

const StaffHotel = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    currency: z.string(),
    description: z.string(),
    priceMin: z.number(),
    priceMax: z.number(),
    totalGamingSpace: z.number(),
    numberOfTables: z.number(),
    numberOfSlots: z.number(),
    vipLounges: z.number(),
    restaurants: z.number(),
    isOpenAllDay: z.boolean(),
    opens: z.string().nullable(),
    closes: z.string().nullable(),
    yearEstablished: z.number(),
    dresscode: z.string(),
    latitude: z.number().nullable().openapi({ description: 'Degrees north, -90 to 90; null with longitude when not on the map' }),
    longitude: z.number().nullable().openapi({ description: 'Degrees east, -180 to 180' }),
  })
  .passthrough()
  .openapi('StaffHotel');

const StaffRoomType = z
  .object({
    _id: z.string(),
    hotelId: z.string(),
    name: z.string(),
    description: z.string(),
    sizeSqm: z.number(),
    beds: z.string(),
    view: z.string(),
    maxGuests: z.number(),
    nightlyRate: z.number().openapi({ description: 'The base rate in whole units (baseRateMinor rounded)' }),
    baseRateMinor: z.number().openapi({ description: 'The night’s price before seasons and weekends, in minor units' }),
    weekendDeltaMinor: z.number().openapi({ description: 'Added to Friday and Saturday nights (negative: less), in minor units' }),
    inventory: z.number(),
    pointsPerNight: z.number().nullable().openapi({ description: 'An award night’s price in points; null: not bookable with points' }),
    position: z.number(),
  })
  .openapi('StaffRoomType');

/** The studio's records name their key `id`; every API answer names it `_id` (docs/product/api.md). */
const withApiId = <T extends { id: string }>({ id, ...rest }: T) => ({ _id: id, ...rest });

const guarded = {
  401: json(ErrorSchema, 'Not signed in'),
  403: json(ErrorSchema, 'Signed in, but not an editor or admin'),
};

const HotelPatch = HotelChanges.refine((body) => Object.values(body).some((v) => v !== undefined), 'Send at least one field to change').openapi('HotelChanges');

/** A refused write: its status, its message and, by field, its problems. */
const refusal = (c: Context, outcome: Extract<WriteOutcome<unknown>, { ok: false }>) =>
  c.json(
    { error: outcome.error, ...(outcome.errors ? { details: Object.fromEntries(Object.entries(outcome.errors).map(([k, v]) => [k, v ?? ''])) } : {}) },
    outcome.status,
  );

export function staffHotelsApi({ db }: ApiDeps) {
  const editorsOnly = signedInOnly(db, { check: canEditContent, refusal: 'Only editors can change the hotels' });
  const base = { security, middleware: [editorsOnly] };

  const patchHotel = createRoute({
    ...base,
    method: 'patch',
    path: '/staff/hotels/{id}',
    summary: 'Change a hotel’s description, prices, casino figures or opening hours (editors and admins)',
    description:
      'Send any of the fields; the hotel after the change must hold priceMax ≥ priceMin and, unless isOpenAllDay, opens and closes (HH:mm). Open all day clears the hours.',
    request: { params: idParam, body: jsonBody(HotelPatch) },
    responses: {
      200: json(StaffHotel, 'The hotel after the change'),
      400: json(ErrorSchema, 'Invalid input, by field in details'),
      ...guarded,
      404: json(ErrorSchema, 'No such hotel'),
    },
  });
  const addRoomType = createRoute({
    ...base,
    method: 'post',
    path: '/staff/hotels/{id}/room-types',
    summary: 'Add a room type to a hotel (editors and admins)',
    description: 'Shown last among the hotel’s rooms.',
    request: { params: idParam, body: jsonBody(RoomTypeInput.openapi('RoomTypeInput')) },
    responses: { 201: json(StaffRoomType, 'The new room type'), 400: json(ErrorSchema, 'Invalid input'), ...guarded, 404: json(ErrorSchema, 'No such hotel') },
  });
  const patchRoomType = createRoute({
    ...base,
    method: 'patch',
    path: '/staff/room-types/{id}',
    summary: 'Change a room type (editors and admins)',
    description:
      'Inventory can never go below the rooms already held on any future night: the answer is 409 with "N rooms are already held on <date>; inventory can\'t go below N."',
    request: { params: idParam, body: jsonBody(RoomTypeChanges.openapi('RoomTypeChanges')) },
    responses: {
      200: json(StaffRoomType, 'The room type after the change'),
      400: json(ErrorSchema, 'Invalid input'),
      ...guarded,
      404: json(ErrorSchema, 'No such room type'),
      409: json(ErrorSchema, 'Inventory below the rooms held on a future night'),
    },
  });
  const removeRoomType = createRoute({
    ...base,
    method: 'delete',
    path: '/staff/room-types/{id}',
    summary: 'Delete a room type no reservation refers to (editors and admins)',
    request: { params: idParam },
    responses: { 204: { description: 'Deleted' }, ...guarded, 404: json(ErrorSchema, 'No such room type'), 409: json(ErrorSchema, 'Reservations refer to it') },
  });

  return createRouter()
    .openapi(patchHotel, async (c) => {
      const outcome = await updateHotel(db, signedInAccount(c), c.req.valid('param').id, c.req.valid('json'));
      if (!outcome.ok) return refusal(c, outcome) as never;
      return c.json(withApiId((await findHotelForStudio(db, outcome.value))!.hotel), 200);
    })
    .openapi(addRoomType, async (c) => {
      const outcome = await createRoomType(db, signedInAccount(c), c.req.valid('param').id, c.req.valid('json'));
      return outcome.ok ? c.json(withApiId(outcome.value), 201) : (refusal(c, outcome) as never);
    })
    .openapi(patchRoomType, async (c) => {
      const outcome = await updateRoomType(db, signedInAccount(c), c.req.valid('param').id, c.req.valid('json'));
      return outcome.ok ? c.json(withApiId(outcome.value), 200) : (refusal(c, outcome) as never);
    })
    .openapi(removeRoomType, async (c) => {
      const outcome = await deleteRoomType(db, signedInAccount(c), c.req.valid('param').id);
      return outcome.ok ? c.body(null, 204) : (refusal(c, outcome) as never);
    });
}
