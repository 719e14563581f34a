import { createRoute, z } from '@hono/zod-openapi';
import { signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canEditContent } from '~/accounts/user';
import { createRouter, ErrorSchema, json, jsonBody, type ApiDeps, idParam, security } from '~/api/openapi.server';
import { EventSchema } from './events.api.server';
import { eventFields, EventInput } from './eventInput.server';
import { createEvent, deleteEvent, updateEvent } from './events.write.server';

/**
 * The editors' event writes, next to the public GET /api/events (events.api.server.ts). The paths
 * are under the cached events/* prefix: a successful write drops this process's cached answers at
 * once (server/cache.ts), and the table's trigger tells the other processes.
 */

const EventCreate = EventInput.openapi('EventInput');
const EventChanges = z
  .object({
    title: eventFields.title.optional(),
    date: eventFields.date.optional(),
    location: eventFields.location.optional(),
    category: eventFields.category.optional(),
    description: eventFields.description.optional(),
    image: eventFields.image.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Send at least one field to change')
  .openapi('EventChanges');

const guarded = {
  401: json(ErrorSchema, 'Not signed in'),
  403: json(ErrorSchema, 'Signed in, but not an editor or admin'),
};
const NOT_FOUND = 'Event not found';

export function eventsWriteApi({ db }: ApiDeps) {
  const editorsOnly = signedInOnly(db, { check: canEditContent, refusal: 'Only editors can change the events' });
  const createEventRoute = createRoute({
    method: 'post',
    path: '/events',
    summary: 'Add an event (editors and admins)',
    description: 'Every field is required. The public /events page and GET /api/events show it at once (when dated today or later).',
    security,
    middleware: [editorsOnly],
    request: { body: jsonBody(EventCreate) },
    responses: { 201: json(EventSchema, 'The new event'), 400: json(ErrorSchema, 'Invalid input, by field in details'), ...guarded },
  });
  const replaceEventRoute = createRoute({
    method: 'put',
    path: '/events/{id}',
    summary: 'Replace an event (editors and admins)',
    description: 'Every field is required, as for POST.',
    security,
    middleware: [editorsOnly],
    request: { params: idParam, body: jsonBody(EventCreate) },
    responses: { 200: json(EventSchema, 'The changed event'), 400: json(ErrorSchema, 'Invalid input'), ...guarded, 404: json(ErrorSchema, NOT_FOUND) },
  });
  const patchEventRoute = createRoute({
    method: 'patch',
    path: '/events/{id}',
    summary: 'Change some fields of an event (editors and admins)',
    security,
    middleware: [editorsOnly],
    request: { params: idParam, body: jsonBody(EventChanges) },
    responses: { 200: json(EventSchema, 'The changed event'), 400: json(ErrorSchema, 'Invalid input'), ...guarded, 404: json(ErrorSchema, NOT_FOUND) },
  });
  const deleteEventRoute = createRoute({
    method: 'delete',
    path: '/events/{id}',
    summary: 'Delete an event (editors and admins)',
    security,
    middleware: [editorsOnly],
    request: { params: idParam },
    responses: { 204: { description: 'Deleted' }, ...guarded, 404: json(ErrorSchema, NOT_FOUND) },
  });

  return createRouter()
    .openapi(createEventRoute, async (c) => c.json(await createEvent(db, signedInAccount(c), c.req.valid('json')), 201))
    .openapi(replaceEventRoute, async (c) => {
      const event = await updateEvent(db, signedInAccount(c), c.req.valid('param').id, c.req.valid('json'));
      return event ? c.json(event, 200) : c.json({ error: NOT_FOUND }, 404);
    })
    .openapi(patchEventRoute, async (c) => {
      const event = await updateEvent(db, signedInAccount(c), c.req.valid('param').id, c.req.valid('json'));
      return event ? c.json(event, 200) : c.json({ error: NOT_FOUND }, 404);
    })
    .openapi(deleteEventRoute, async (c) => {
      const deleted = await deleteEvent(db, signedInAccount(c), c.req.valid('param').id);
      return deleted ? c.body(null, 204) : c.json({ error: NOT_FOUND }, 404);
    });
}
