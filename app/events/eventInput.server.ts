import { z } from '@hono/zod-openapi';
import { isCalendarDay } from '~/domain/stay';
import { EVENT_LIMITS } from './eventInput';

/** A URL path of the site's own pictures: /images/…, no scheme, no host, no spaces. */
export const IMAGE_PATH = /^\/(?!\/)[A-Za-z0-9._~\-/]+$/;

// eslint-disable-next-line no-control-regex -- line breaks are text in a description, other control characters are not
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL.test(value), `${label} may not hold control characters`);

/**
 * What an editor gives for an event, with one clear message per field: the same rules for the
 * studio's form and the JSON API (POST /api/events, PUT/PATCH /api/events/{id}).
 */
export const eventFields = {
  title: text('Title', EVENT_LIMITS.title),
  date: z
    .string({ error: 'Date is required' })
    .trim()
    .min(1, 'Date is required')
    .refine(isCalendarDay, 'Date must be a real day, written YYYY-MM-DD (e.g. 2026-12-31)')
    .refine((day) => !isCalendarDay(day) || (day >= '2000-01-01' && day <= '2099-12-31'), 'Date must be between 2000 and 2099')
    .openapi({ example: '2026-12-31' }),
  location: text('Location', EVENT_LIMITS.location),
  category: text('Category', EVENT_LIMITS.category),
  description: text('Description', EVENT_LIMITS.description),
  image: z
    .string({ error: 'Image is required' })
    .trim()
    .min(1, 'Image is required')
    .max(EVENT_LIMITS.image, `Image must be at most ${EVENT_LIMITS.image} characters`)
    .regex(IMAGE_PATH, 'Image must be a path on this site, e.g. /images/events/gala.svg'),
};

export const EventInput = z.object(eventFields);
export type EventInput = z.infer<typeof EventInput>;
