import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { hotels, reservations, reviewInvitations, reviews, users } from '~/db/schema';
import { messagesOf } from '~/i18n/catalogs.server';
import { formatMonth, isolated } from '~/i18n/format';
import { isLocale, DEFAULT_LOCALE, localizedPath } from '~/i18n/locales';
import { translatorFor } from '~/i18n/translate';
import { logger } from '~/lib/logger.server';
import { composeMail } from '~/mail/compose';
import { sendMail, type MailSettings } from '~/mail/mailer.server';
import { site } from '~/site.config';
import { reviewPagePath } from './reviewLinks';

/** Where the invitation's link points and how it leaves (the reservation mails' GuestMail). */
export interface InvitationMail {
  origin: string;
  mail?: MailSettings;
}

/**
 * The invitation to review a completed stay (issue 49): once per stay (its row in
 * review_invitations, inserted or not, whatever completes the stay twice or in two processes), in
 * the guest's language, with the link that opens the review form for that hotel; none for a guest
 * who has already reviewed it, or whose account is gone. Never throws: a failure is logged.
 */
export async function inviteToReview(db: Database, reservationId: string, notify: InvitationMail): Promise<boolean> {
  try {
    const [stay] = await db
      .select({
        hotelId: reservations.hotelId,
        slug: hotels.slug,
        hotel: hotels.name,
        checkIn: reservations.checkIn,
        userId: users.id,
        email: users.email,
        username: users.username,
        language: users.language,
        reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.userId} = ${users.id} and ${reviews.hotelId} = ${reservations.hotelId})`,
      })
      .from(reservations)
      .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
      .innerJoin(users, eq(users.id, reservations.userId))
      .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'confirmed'), sql`${reservations.completedAt} is not null`))
      .limit(1);
    if (!stay || stay.reviewed) return false;
    const claimed = await db.insert(reviewInvitations).values({ reservationId, hotelId: stay.hotelId }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    const locale = isLocale(stay.language) ? stay.language : DEFAULT_LOCALE;
    const t = translatorFor({ locale, messages: messagesOf(locale) });
    const values = { hotel: isolated(stay.hotel, locale), month: formatMonth(stay.checkIn, locale) };
    const body = composeMail({
      greeting: t('mail_greeting', { name: stay.username }),
      before: [t('mail_review_opening', values), t('mail_review_verified')],
      link: { href: `${notify.origin}${localizedPath(locale, reviewPagePath(stay.slug))}`, label: t('mail_review_link') },
      after: [t('mail_review_closing')],
      footer: { text: t('mail_stay_footer', { site: site.name, email: site.contact.email }) },
    });
    await sendMail(db, { to: stay.email, subject: t('mail_review_subject', values), ...body, kind: 'review-invitation' }, notify.mail);
    return true;
  } catch (err) {
    logger.error({ err, reservation: reservationId }, 'reviews: the invitation to review could not be stored');
    return false;
  }
}
