import { messagesOf } from '~/i18n/catalogs.server';
import type { Locale } from '~/i18n/locales';
import { translatorFor } from '~/i18n/translate';
import { logger } from '~/lib/logger.server';
import { composeMail } from '~/mail/compose';
import { sendMail, type MailSettings } from '~/mail/mailer.server';
import { site } from '~/site.config';
import { formatClockTime, formatVenueDay } from './format';
import type { Booking } from './booking';
import { inBookingsLanguage } from './bookingQueries.server';

/**
 * The guest's mail about a table or a treatment: on booking, and on a cancellation (theirs, or the
 * concierge's with a note). In the language of the page the guest booked from; sent after the change
 * has committed, and a mail that cannot be stored is logged, never failing the change.
 */
export type BookingEvent = 'confirmed' | 'cancelled';

export interface BookingMail {
  /** The site's address for the mail's link (mailLinkOrigin). */
  origin: string;
  mail?: MailSettings;
  locale: Locale;
}

export function composeBookingMail(event: BookingEvent, booking: Booking, guestName: string, { origin, locale }: Omit<BookingMail, 'mail'>) {
  const t = translatorFor({ locale, messages: messagesOf(locale) });
  const facts = {
    venue: booking.venue.name,
    hotel: booking.venue.hotel.name,
    date: formatVenueDay(booking.date, locale),
    start: formatClockTime(booking.time, locale),
    end: formatClockTime(booking.endTime, locale),
    reference: booking.reference,
  };
  const byStaff = event === 'cancelled' && booking.staffNote !== null;
  const opening =
    event === 'confirmed'
      ? [t('mail_booking_confirmed_opening', facts)]
      : [t(byStaff ? 'mail_booking_cancelled_by_staff_opening' : 'mail_booking_cancelled_opening', facts)];
  if (byStaff) opening.push(t('mail_booking_staff_note', { note: booking.staffNote }));
  const what = booking.treatment
    ? t('mail_booking_treatment', { name: booking.treatment.name, minutes: booking.treatment.durationMinutes })
    : t('mail_booking_party', { count: booking.party });
  const body = composeMail({
    greeting: t('mail_greeting', { name: guestName }),
    before: [...opening, t('mail_booking_where', facts), t(booking.treatment ? 'mail_booking_when' : 'mail_booking_when_table', facts), what],
    link: { href: `${origin}/reservations`, label: t('mail_booking_link') },
    after: [t(event === 'confirmed' ? 'mail_booking_closing_confirmed' : 'mail_booking_closing_cancelled')],
    footer: { text: t('mail_booking_footer', { site: site.name, email: site.contact.email }) },
  });
  return { subject: t(event === 'confirmed' ? 'mail_booking_confirmed_subject' : 'mail_booking_cancelled_subject', facts), ...body };
}

/** Mails the guest; never throws. */
export async function tellBookingGuest(
  db: Parameters<typeof sendMail>[0],
  event: BookingEvent,
  booking: Booking,
  guest: { email: string; username: string } | null,
  notify: BookingMail,
) {
  if (!guest) return;
  try {
    const [written] = await inBookingsLanguage(db, [booking], notify.locale);
    await sendMail(db, { to: guest.email, ...composeBookingMail(event, written!, guest.username, notify), kind: `booking-${event}` }, notify.mail);
  } catch (err) {
    logger.error({ err, booking: booking._id, event }, 'venues: the mail to the guest could not be stored');
  }
}
