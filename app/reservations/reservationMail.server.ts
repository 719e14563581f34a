import type { Database } from '~/db/client.server';
import { messagesOf } from '~/i18n/catalogs.server';
import { formatDay, formatNights } from '~/i18n/format';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '~/i18n/locales';
import { translatorFor, type MessageKey } from '~/i18n/translate';
import { formatLongDate } from '~/lib/dates';
import { logger } from '~/lib/logger.server';
import { composeMail } from '~/mail/compose';
import { sendMail, type MailKind, type MailSettings } from '~/mail/mailer.server';
import { site } from '~/site.config';
import { termsOf, type PlanTerms } from '~/pricing/planTexts';
import { stayMoneyIn } from '~/domain/stayFormat';
import { reservationPath } from '~/domain/stayLinks';
import { utcDay } from '~/domain/stay';
import type { GuestReservation } from './reservation';
import { reservationGuestLanguage } from './guestLanguage.server';

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

export type ReservationEvent = 'requested' | 'changed' | 'confirmed' | 'declined' | 'cancelled';

const WORDS: Record<ReservationEvent, { subject: MessageKey; opening: MessageKey; closing: MessageKey }> = {
  requested: { subject: 'mail_stay_requested_subject', opening: 'mail_stay_requested_opening', closing: 'mail_stay_requested_closing' },
  changed: { subject: 'mail_stay_changed_subject', opening: 'mail_stay_changed_opening', closing: 'mail_stay_changed_closing' },
  confirmed: { subject: 'mail_stay_confirmed_subject', opening: 'mail_stay_confirmed_opening', closing: 'mail_stay_confirmed_closing' },
  declined: { subject: 'mail_stay_declined_subject', opening: 'mail_stay_declined_opening', closing: 'mail_stay_declined_closing' },
  cancelled: { subject: 'mail_stay_cancelled_subject', opening: 'mail_stay_cancelled_opening', closing: 'mail_stay_cancelled_closing' },
};

const builtInPlanOf = (code: string) => (['flexible', 'advance', 'member'] as const).find((p) => p === code) ?? 'flexible';

function termsLine(t: ReturnType<typeof translatorFor>, terms: PlanTerms, day: (d: string) => string): string {
  if (terms.kind === 'free-until') return t('mail_stay_terms_free', { date: day(terms.until) });
  return t(terms.kind === 'non-refundable' ? 'mail_stay_terms_non_refundable' : 'mail_stay_terms_window');
}

/** The concierge's note is told with a decision, not with the guest's own request or cancellation. */
const WITH_NOTE: ReadonlySet<ReservationEvent> = new Set(['confirmed', 'declined']);

/**
 * The mail's subject, text and HTML in `locale` (the account's language): the stay's facts between
 * the event's own words, its days and total written as that language writes them (English keeps
 * "Friday, February 12, 2027" and the hotel country's price format), the link to the stay's page
 * in that language.
 */
export function composeReservationMail(event: ReservationEvent, r: GuestReservation, origin: string, locale: Locale = DEFAULT_LOCALE) {
  const t = translatorFor({ locale, messages: messagesOf(locale) });
  const words = WORDS[event];
  const values = { reference: r.reference, hotel: r.hotel.name };
  const day = (d: string) => (locale === DEFAULT_LOCALE ? formatLongDate(d) : formatDay(d, locale));
  const money = (minor: number) => stayMoneyIn(locale, minor, r.hotel, r.currency);
  const terms = termsOf(r, utcDay());
  const facts = [
    t('mail_stay_hotel', { hotel: r.hotel.name, city: r.hotel.city }),
    t('mail_stay_room', { room: r.roomType.name }),
    t('mail_stay_dates', { checkIn: day(r.checkIn), checkOut: day(r.checkOut), nights: formatNights(t, r.nights) }),
    t('mail_stay_guests', { guests: t('mail_stay_guest_count', { count: r.guests }) }),
    t('mail_stay_plan', { plan: r.offer ? r.offer.name : t(`mail_stay_plan_${builtInPlanOf(r.ratePlan)}`) }),
    t('mail_stay_total', { total: money(r.totalMinor) }),
    ...(r.taxes.addedMinor > 0 ? [t('mail_stay_taxes_added', { amount: money(r.taxes.addedMinor) })] : []),
    ...(event === 'cancelled' || event === 'declined' ? [] : [termsLine(t, terms, day)]),
    ...(r.offer && event !== 'declined' && event !== 'cancelled' && r.offer.inclusions.some((i) => i === 'spa_treatment' || i === 'dinner_credit')
      ? [t('mail_stay_choose_time')]
      : []),
  ];
  const note = WITH_NOTE.has(event) && r.note ? [t('mail_stay_note', { note: r.note })] : [];
  // A cancellation inside the terms is charged by the hotel (no payment is taken online, ADR 0014): the mail says so.
  const opening =
    event === 'cancelled' && terms.kind !== 'free-until'
      ? t('mail_stay_cancelled_opening_charged', { ...values, total: money(r.totalMinor) })
      : t(words.opening, values);
  const body = composeMail({
    greeting: t('mail_greeting', { name: r.guest?.username ?? t('mail_stay_guest') }),
    before: [opening, ...note, ...facts],
    link: { href: `${origin}${localizedPath(locale, reservationPath(r._id))}`, label: t('mail_stay_link') },
    after: [t(words.closing)],
    footer: { text: t('mail_stay_footer', { site: site.name, email: site.contact.email }) },
  });
  return { subject: t(words.subject, values), ...body };
}

/**
 * Mails the guest about the event, in their account's language: `inLanguage` reads the reservation
 * again in it, for the hotel's city and the room's name as that language has them (the English
 * `reservation` serves an English account). Never throws (a failure is logged). No guest (account
 * deleted): no mail.
 */
export async function tellGuest(
  db: Database,
  event: ReservationEvent,
  reservation: GuestReservation | null,
  notify: GuestMail,
  inLanguage: (locale: Locale) => Promise<GuestReservation | null>,
) {
  if (!reservation?.guest) return;
  try {
    const kind: MailKind = `reservation-${event}`;
    const locale = await reservationGuestLanguage(db, reservation._id);
    const told = (locale !== DEFAULT_LOCALE && (await inLanguage(locale))) || reservation;
    await sendMail(db, { to: reservation.guest.email, ...composeReservationMail(event, told, notify.origin, locale), kind }, notify.mail);
  } catch (err) {
    logger.error({ err, reservation: reservation._id, event }, 'reservations: the mail to the guest could not be stored');
  }
}
