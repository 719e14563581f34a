import { messagesOf } from '~/i18n/catalogs.server';
import { formatNights } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';
import { translatorFor } from '~/i18n/translate';
import type { Booking } from '~/venues/booking';
import { bookingEvent } from '~/venues/bookingEvent';
import { reservationEvent, type CalendarEvent } from './ics';
import type { Reservation } from './reservation';

/**
 * The calendar files' words in the guest's language (their account's, `users.language`): what the
 * event is called and the lines under it. The dates are the file's own (iCalendar), the names the
 * hotel's and the venue's; the places and rooms the reservation's, in the guest's language where the
 * rows have them.
 */
const translator = (locale: Locale) => translatorFor({ locale, messages: messagesOf(locale) });

/**
 * A confirmed stay as a calendar event, its summary, location and description in `locale`; the
 * hotel's city and country and the room's name are the reservation's, read in that language
 * (findOwnReservation's `locale`).
 */
export function stayCalendarEvent(reservation: Reservation, { host, locale, now }: { host: string; locale: Locale; now?: Date }): CalendarEvent {
  const t = translator(locale);
  const details = t('mail_calendar_stay_details', {
    room: reservation.roomType.name,
    guests: t('mail_stay_guest_count', { count: reservation.guests }),
    nights: formatNights(t, reservation.nights),
  });
  return {
    ...reservationEvent(reservation, { host, now }),
    summary: t('mail_calendar_stay_summary', { hotel: reservation.hotel.name }),
    location: t('mail_calendar_location', { hotel: reservation.hotel.name, city: reservation.hotel.city, country: reservation.hotel.country }),
    description: [
      details,
      t('mail_calendar_reference', { reference: reservation.reference }),
      ...(reservation.note ? [t('mail_calendar_concierge', { note: reservation.note })] : []),
    ].join('\n'),
  };
}

/** A confirmed table or treatment as a calendar event, its description in `locale` (the treatment's name as the booking gives it). */
export function bookingCalendarEvent(booking: Booking, { host, locale, now }: { host: string; locale: Locale; now?: Date }): CalendarEvent {
  const t = translator(locale);
  const what = booking.treatment
    ? t('mail_calendar_treatment', { name: booking.treatment.name, minutes: booking.treatment.durationMinutes })
    : t('mail_calendar_table', { count: booking.party });
  return {
    ...bookingEvent(booking, { host, now }),
    description: [
      t('mail_calendar_what', { what }),
      t('mail_calendar_reference', { reference: booking.reference }),
      ...(booking.note ? [t('mail_calendar_your_note', { note: booking.note })] : []),
    ].join('\n'),
  };
}
