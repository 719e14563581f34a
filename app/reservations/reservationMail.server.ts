import { formatPrice } from '~/hotels/currency';
import { formatLongDate } from '~/lib/dates';
import { logger } from '~/lib/logger.server';
import { composeMail } from '~/mail/compose';
import { sendMail, type MailKind, type MailSettings } from '~/mail/mailer.server';
import { site } from '~/site.config';
import { reservationPath } from './links';
import type { GuestReservation } from './reservation';
import { guestsText, nightsText } from './stay';

/**
 * The mails a guest gets about a reservation: on the request, on the concierge's confirmation or
 * refusal (with the note), and on their own cancellation. Sent after the change has committed,
 * never inside its transaction; a mail that cannot be stored is logged and never fails the change.
 */

/** Where the mail's link points (mailLinkOrigin) and how it leaves (SMTP or the outbox). */
export interface GuestMail {
  origin: string;
  mail?: MailSettings;
}

export type ReservationEvent = 'requested' | 'confirmed' | 'declined' | 'cancelled';

function wordsFor(event: ReservationEvent, r: GuestReservation): { subject: string; opening: string[]; closing: string[] } {
  const note = r.note ? [`A note from the concierge: ${r.note}`] : [];
  switch (event) {
    case 'requested':
      return {
        subject: `We have your request ${r.reference} for ${r.hotel.name}`,
        opening: [`Thank you for your request. Your reference is ${r.reference}; please quote it if you call us.`],
        closing: ['The concierge will confirm your stay in writing, usually within a day. Nothing is charged online; the room is held for you meanwhile.'],
      };
    case 'confirmed':
      return {
        subject: `Your stay ${r.reference} at ${r.hotel.name} is confirmed`,
        opening: [`Good news: the concierge has confirmed your stay, reference ${r.reference}.`, ...note],
        closing: ['We look forward to welcoming you. You can add the stay to your calendar from the reservation page.'],
      };
    case 'declined':
      return {
        subject: `Your request ${r.reference} at ${r.hotel.name} could not be confirmed`,
        opening: [`We are sorry: the concierge could not confirm your request ${r.reference}.`, ...note],
        closing: ['The nights are free again. Other dates or another of our hotels may suit; the concierge will gladly help.'],
      };
    case 'cancelled':
      return {
        subject: `Your reservation ${r.reference} at ${r.hotel.name} is cancelled`,
        opening: [`As you asked, your reservation ${r.reference} is cancelled. Nothing is charged.`],
        closing: ['We hope to welcome you another time.'],
      };
  }
}

/** The mail's subject, text and HTML: the stay's facts between the event's own words. */
export function composeReservationMail(event: ReservationEvent, r: GuestReservation, origin: string) {
  const { subject, opening, closing } = wordsFor(event, r);
  const facts = [
    `Hotel: ${r.hotel.name}, ${r.hotel.city}`,
    `Room: ${r.roomType.name}`,
    `Dates: ${formatLongDate(r.checkIn)} to ${formatLongDate(r.checkOut)} (${nightsText(r.nights)})`,
    `Guests: ${guestsText(r.guests)}`,
    `Total: ${formatPrice(r.total, r.hotel.country)}`,
  ];
  const body = composeMail({
    greeting: `Dear ${r.guest?.username ?? 'guest'},`,
    before: [...opening, ...facts],
    link: { href: `${origin}${reservationPath(r._id)}`, label: 'See your reservation' },
    after: closing,
    footer: { text: `${site.name} concierge. Questions about your stay? Reply to this mail or write to ${site.contact.email}.` },
  });
  return { subject, ...body };
}

/** Mails the guest about the event; never throws (a failure is logged). No guest (account deleted): no mail. */
export async function tellGuest(db: Parameters<typeof sendMail>[0], event: ReservationEvent, reservation: GuestReservation | null, notify: GuestMail) {
  if (!reservation?.guest) return;
  try {
    const kind: MailKind = `reservation-${event}`;
    await sendMail(db, { to: reservation.guest.email, ...composeReservationMail(event, reservation, notify.origin), kind }, notify.mail);
  } catch (err) {
    logger.error({ err, reservation: reservation._id, event }, 'reservations: the mail to the guest could not be stored');
  }
}
