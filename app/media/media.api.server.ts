import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canEditContent } from '~/accounts/user';
import { createRouter, ErrorSchema, idParam, json, jsonBody, security, type ApiDeps } from '~/api/openapi.server';
import { LOCALES } from '~/i18n/locales';
import { hotelPictures, MEDIA_ROLES, type PlaceOutcome } from './picturePlaces.server';
import { PictureRefused } from '~/lib/image.server';
import { deleteMedia, MAX_ALT_LENGTH, MEDIA_NOT_FOUND, storeUpload, updateMedia, uploadAnswer } from './media.server';
import { VARIANT_FORMATS } from './sources';

/** The picture library's API for editors and admins (docs/decisions/0044-media-storage.md). */

const Source = z
  .object({ format: z.enum(VARIANT_FORMATS), width: z.number().int(), url: z.string().openapi({ example: '/media/9f2c…-960.avif' }) })
  .openapi('MediaSource');

const Upload = z.object({ _id: z.string(), width: z.number().int(), height: z.number().int(), sources: z.array(Source) }).openapi('MediaUpload');

/** A picture as the public answers carry it (GET /api/rooms/by-slug/{slug}: the hotel's and each room type's). */
export const ShownMediaSchema = z
  .object({
    role: z.enum(MEDIA_ROLES),
    alt: z.string().openapi({ description: 'In the language asked for, else English; empty when decorative' }),
    altLang: z.literal('en').optional().openapi({ description: 'Present when alt is the English fallback' }),
    decorative: z.boolean(),
    width: z.number().int(),
    height: z.number().int(),
    focalPoint: z.object({ x: z.number(), y: z.number() }).openapi({ description: 'The point every crop keeps in view, 0 to 1 from the left and top' }),
    placeholder: z.string().openapi({ description: 'A tiny blurred WebP as a data: URI, shown while the picture loads' }),
    color: z.string().openapi({ example: '#6b4f2a' }),
    sources: z.array(Source),
  })
  .openapi('Media');

const MediaChanges = z
  .object({
    alt: z
      .partialRecord(z.enum(LOCALES), z.string().max(MAX_ALT_LENGTH, `An alt text has at most ${MAX_ALT_LENGTH} characters`))
      .optional()
      .openapi({
        description: 'Alt texts by language; an empty text removes that language’s',
        example: { en: 'The terrace at dusk', fr: 'La terrasse au crépuscule' },
      }),
    decorative: z.boolean().optional().openapi({ description: 'Shown without alt text (it adds nothing the page does not say)' }),
    focalPoint: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
  })
  .strict()
  .refine((b) => b.alt !== undefined || b.decorative !== undefined || b.focalPoint !== undefined, 'Send alt, decorative or focalPoint')
  .openapi('MediaChanges');

export const Placement = z
  .object({ mediaId: z.string().max(64), role: z.enum(MEDIA_ROLES, { error: 'role must be hero or gallery' }) })
  .openapi('MediaPlacement');

export const placedParams = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' } }),
  mediaId: z
    .string()
    .max(64)
    .openapi({ param: { name: 'mediaId', in: 'path' } }),
});

export const guarded = { 401: json(ErrorSchema, 'Not signed in'), 403: json(ErrorSchema, 'Signed in, but not an editor or admin') };
export const refusal = (c: Context, outcome: Extract<PlaceOutcome, { ok: false }>) => c.json({ error: outcome.error }, outcome.status);
const fileProblem = (c: Context, message: string) => c.json({ error: message, details: { file: message } }, 400);

export function mediaApi({ db }: ApiDeps) {
  const editorsOnly = signedInOnly(db, { check: canEditContent, refusal: 'Only editors can change the pictures' });
  const base = { security, middleware: [editorsOnly] };

  const upload = createRoute({
    ...base,
    method: 'post',
    path: '/staff/media',
    summary: 'Upload a photograph (editors and admins)',
    description:
      'multipart/form-data with the picture in the field `file` and an optional English `alt`. JPEG, PNG, WebP or AVIF, decided by the bytes, never the name; at most 20 MB and 40 megapixels. The picture is turned upright, converted to sRGB and stripped of EXIF and GPS. The same picture uploaded again answers 200 with the one already stored.',
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({
              // Checked by the handler, whose message names the field (the validator's would not).
              file: z.any().optional().openapi({ type: 'string', format: 'binary', description: 'Required: the picture' }),
              alt: z.any().optional().openapi({ type: 'string', maxLength: MAX_ALT_LENGTH }),
            }),
          },
        },
      },
    },
    responses: {
      201: json(Upload, 'Stored'),
      200: json(Upload, 'The same picture was stored already'),
      400: json(ErrorSchema, 'No file, or a file refused: the message says why (details.file)'),
      ...guarded,
      413: json(ErrorSchema, 'The body is over 21 MB'),
      415: json(ErrorSchema, 'Not multipart/form-data'),
    },
  });
  const patch = createRoute({
    ...base,
    method: 'patch',
    path: '/staff/media/{id}',
    summary: 'Change a picture’s alt texts, decorative flag or focal point (editors and admins)',
    request: { params: idParam, body: jsonBody(MediaChanges) },
    responses: { 200: json(Upload, 'Changed'), 400: json(ErrorSchema, 'Invalid input'), ...guarded, 404: json(ErrorSchema, MEDIA_NOT_FOUND) },
  });
  const remove = createRoute({
    ...base,
    method: 'delete',
    path: '/staff/media/{id}',
    summary: 'Delete a picture: every hotel showing it stops (editors and admins)',
    request: { params: idParam },
    responses: { 204: { description: 'Deleted' }, ...guarded, 404: json(ErrorSchema, MEDIA_NOT_FOUND) },
  });
  const attach = createRoute({
    ...base,
    method: 'post',
    path: '/staff/hotels/{id}/media',
    summary: 'Show a picture as a hotel’s hero (replacing the one before) or last in its gallery (editors and admins)',
    request: { params: idParam, body: jsonBody(Placement) },
    responses: {
      201: json(z.object({ ok: z.literal(true) }), 'Shown'),
      400: json(ErrorSchema, 'Invalid input'),
      ...guarded,
      404: json(ErrorSchema, 'No such hotel or picture'),
    },
  });
  const detach = createRoute({
    ...base,
    method: 'delete',
    path: '/staff/hotels/{id}/media/{mediaId}',
    summary: 'Take a picture out of a hotel’s hero or gallery; it stays in the library (editors and admins)',
    request: { params: placedParams, query: z.object({ role: z.enum(MEDIA_ROLES, { error: 'role must be hero or gallery' }).default('gallery') }) },
    responses: {
      204: { description: 'Taken out' },
      400: json(ErrorSchema, 'Invalid input'),
      ...guarded,
      404: json(ErrorSchema, 'No such hotel, or not shown there'),
    },
  });
  const move = createRoute({
    ...base,
    method: 'post',
    path: '/staff/hotels/{id}/media/{mediaId}/move',
    summary: 'Move a gallery picture one place up or down (editors and admins)',
    request: { params: placedParams, body: jsonBody(z.object({ direction: z.enum(['up', 'down'], { error: 'direction must be up or down' }) })) },
    responses: {
      200: json(z.object({ ok: z.literal(true) }), 'Moved (or already at that end)'),
      400: json(ErrorSchema, 'Invalid input'),
      ...guarded,
      404: json(ErrorSchema, 'Not in the gallery'),
    },
  });

  return createRouter()
    .openapi(upload, async (c) => {
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        return fileProblem(c, 'Send the picture as multipart/form-data in the field `file`.') as never;
      }
      const file = form.get('file');
      if (!(file instanceof File)) return fileProblem(c, 'file is required: send the picture in the field `file`.') as never;
      const alt = form.get('alt');
      if (alt !== null && (typeof alt !== 'string' || alt.length > MAX_ALT_LENGTH)) {
        const message = `alt must be a text of at most ${MAX_ALT_LENGTH} characters`;
        return c.json({ error: message, details: { alt: message } }, 400) as never;
      }
      try {
        const { record, created } = await storeUpload(db, signedInAccount(c), new Uint8Array(await file.arrayBuffer()), { alt: alt ?? undefined });
        return c.json(uploadAnswer(record), created ? 201 : 200);
      } catch (error) {
        if (error instanceof PictureRefused) return fileProblem(c, `file: ${error.message}`) as never;
        throw error;
      }
    })
    .openapi(patch, async (c) => {
      const record = await updateMedia(db, signedInAccount(c), c.req.valid('param').id, c.req.valid('json'));
      return record ? c.json(uploadAnswer(record), 200) : (c.json({ error: MEDIA_NOT_FOUND }, 404) as never);
    })
    .openapi(remove, async (c) => {
      const gone = await deleteMedia(db, signedInAccount(c), c.req.valid('param').id);
      return gone ? c.body(null, 204) : (c.json({ error: MEDIA_NOT_FOUND }, 404) as never);
    })
    .openapi(attach, async (c) => {
      const { mediaId, role } = c.req.valid('json');
      const outcome = await hotelPictures.attach(db, signedInAccount(c), c.req.valid('param').id, mediaId, role);
      return outcome.ok ? c.json({ ok: true as const }, 201) : (refusal(c, outcome) as never);
    })
    .openapi(detach, async (c) => {
      const { id, mediaId } = c.req.valid('param');
      const outcome = await hotelPictures.detach(db, signedInAccount(c), id, mediaId, c.req.valid('query').role);
      return outcome.ok ? c.body(null, 204) : (refusal(c, outcome) as never);
    })
    .openapi(move, async (c) => {
      const { id, mediaId } = c.req.valid('param');
      const outcome = await hotelPictures.move(db, signedInAccount(c), id, mediaId, c.req.valid('json').direction);
      return outcome.ok ? c.json({ ok: true as const }, 200) : (refusal(c, outcome) as never);
    });
}
