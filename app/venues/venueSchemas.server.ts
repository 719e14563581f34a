import { z } from '@hono/zod-openapi';
import { englishFields, isPrintableText } from '~/api/openapi.server';
import { ShownMediaSchema } from '~/media/media.api.server';
import { BOOKING_NOTE_MAX, bookingStatuses, venueKinds } from '~/db/schema';

/** The API's shapes of venues, their free times and bookings, and of the bodies it takes (venues.api.server.ts). */

const STAFF_NOTE_MAX = 1000;

const HotelRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  timeZone: z.string().openapi({ example: 'Europe/Zurich', description: 'IANA zone; every time of the venue is local to it' }),
});

const TreatmentSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    durationMinutes: z.number(),
    price: z.number().openapi({ description: "Whole units of the hotel's currency" }),
    currency: z.string(),
    english: englishFields(['name']),
  })
  .openapi('Treatment');

export const VenueSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(venueKinds),
    slug: z.string().openapi({ description: 'Unique within the hotel' }),
    name: z.string(),
    cuisine: z.string().nullable().openapi({ description: 'Restaurants; null for a spa' }),
    description: z.string(),
    hotel: HotelRefSchema,
    maxParty: z.number().openapi({ description: 'The largest party one booking may be for' }),
    slotMinutes: z.number().openapi({ description: 'Bookings begin on this grid from each sitting’s opening' }),
    sittings: z.array(
      z.object({
        name: z.string(),
        opens: z.string().openapi({ example: '19:00' }),
        closes: z.string().openapi({ example: '22:30' }),
        english: englishFields(['name']),
      }),
    ),
    closedOn: z.array(z.string()).openapi({ example: ['Monday'], description: 'Weekdays it is closed' }),
    treatments: z.array(TreatmentSchema).optional().openapi({ description: 'Spas only' }),
    english: englishFields(['cuisine', 'description']),
    media: z
      .array(ShownMediaSchema)
      .optional()
      .openapi({ description: 'Its photographs, the hero first (its page opens on it), then the gallery; empty when none (the illustration stands in)' }),
  })
  .openapi('Venue');

export const SlotSchema = z
  .object({
    time: z.string().openapi({ example: '19:30', description: "Start, in the hotel's local time" }),
    available: z.number().openapi({ description: 'Free covers (a restaurant), or therapists free for the whole treatment (a spa)' }),
  })
  .openapi('Slot');

export const BookingSchema = z
  .object({
    _id: z.string(),
    reference: z.string().openapi({ example: 'AUB-7K3M9Q' }),
    status: z.enum(bookingStatuses),
    venue: z.object({ _id: z.string(), kind: z.enum(venueKinds), name: z.string(), slug: z.string(), hotel: HotelRefSchema }),
    date: z.string().openapi({ example: '2027-02-12', description: "The hotel's local day" }),
    time: z.string().openapi({ example: '19:30', description: "Start, the hotel's local time" }),
    endTime: z.string().openapi({ example: '20:00', description: 'End of the slot, or of the treatment' }),
    party: z.number(),
    treatment: TreatmentSchema.optional().openapi({ description: 'Spa bookings only' }),
    note: z.string().nullable().openapi({ description: "The guest's note (allergies, an occasion)" }),
    staffNote: z.string().nullable().openapi({ description: "Staff's note on cancelling" }),
    createdAt: z.string(),
    cancelledAt: z.string().nullable(),
  })
  .openapi('Booking');

export const StaffBookingSchema = BookingSchema.extend({
  guest: z.object({ _id: z.string(), username: z.string(), email: z.string() }).nullable(),
}).openapi('StaffBooking');

export const BookingBody = z
  .object({
    venueId: z.string({ error: 'venueId is required' }).max(64),
    date: z.string({ error: 'Please choose a date' }).max(10, 'The date must be written YYYY-MM-DD').openapi({ example: '2027-02-12' }),
    time: z.string({ error: 'Please choose a time' }).max(5, 'The time must be written HH:MM').openapi({ example: '19:30' }),
    party: z.number({ error: 'Party must be a whole number' }).int('Party must be a whole number'),
    treatmentId: z.string().max(64).nullable().optional().openapi({ description: 'Required at a spa; not taken by a restaurant' }),
    note: z
      .string()
      .max(BOOKING_NOTE_MAX, `The note must be at most ${BOOKING_NOTE_MAX} characters`)
      .refine(isPrintableText, 'The note may not hold control characters')
      .nullable()
      .optional()
      .openapi({ description: 'Allergies, an occasion…' }),
  })
  .openapi('BookingRequest');

export const StaffCancelBody = z
  .object({
    note: z
      .string()
      .max(STAFF_NOTE_MAX, `The note must be at most ${STAFF_NOTE_MAX} characters`)
      .refine(isPrintableText, 'The note may not hold control characters')
      .optional()
      .openapi({ description: 'Shown to the guest' }),
  })
  .openapi('BookingCancellation');
