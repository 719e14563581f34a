import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { users } from '~/db/schema';
import { messagesOf } from '~/i18n/catalogs.server';
import { localizedPath, type Locale } from '~/i18n/locales';
import { translatorFor, type MessageKey } from '~/i18n/translate';
import { logger } from '~/lib/logger.server';
import { composeMail } from '~/mail/compose';
import { sendMail, type MailSettings } from '~/mail/mailer.server';
import { nightsThisYear, tierCode } from '~/pricing/memberTier.server';
import { accountLanguage } from '~/reservations/guestLanguage.server';
import { tierCopy } from '~/rewards/rewardsCopy';
import { site } from '~/site.config';
import { tierBonusesOf } from './settings.server';

/**
 * A member who reaches Gold or Sovereign for a calendar year is told once, in their account's
 * language (issue 32). The tier counts the confirmed nights of the stays beginning in that year
 * (app/pricing/memberTier.server.ts), so it is reached when the concierge confirms a stay. The row
 * of `tier_mails` (primary key: member, year, tier) is what makes it once: whatever confirms twice,
 * runs in two processes at once, or cancels and confirms again, one insert wins and only it mails.
 * Reaching Sovereign at once records Gold too (its privileges are in Sovereign's), with one mail.
 * Like the reservation mails, it is written after the change has committed and a failure is logged,
 * never failing the change.
 */

type ReachedTier = 'gold' | 'sovereign';
const NAME: Record<ReachedTier, 'Gold' | 'Sovereign'> = { gold: 'Gold', sovereign: 'Sovereign' };

/** The mail's subject, text and HTML in `locale`. */
export function composeTierMail(tier: ReachedTier, year: string, name: string, bonusPct: number, origin: string, locale: Locale) {
  const t = translatorFor({ locale, messages: messagesOf(locale) });
  const tierName = t(tierCopy[NAME[tier]].label);
  const programme = t('rewards_programme');
  // The tier's own privileges, with the two the site applies first (Sovereign's "everything in Gold" spelled out).
  const benefits: MessageKey[] = [
    'rewards_late_checkout',
    ...tierCopy[NAME[tier]].benefits.filter((key) => !key.endsWith('_everything') && key !== 'rewards_late_checkout'),
  ];
  const body = composeMail({
    greeting: t('mail_greeting', { name }),
    before: [
      t('mail_tier_opening', { tier: tierName, programme, year }),
      t('mail_tier_benefits', { tier: tierName }),
      ...[t('mail_tier_bonus', { pct: bonusPct }), ...benefits.map((key) => t(key))].map((line) => `• ${line}`),
    ],
    link: { href: `${origin}${localizedPath(locale, '/rewards')}`, label: t('mail_tier_link') },
    after: [t('mail_tier_closing')],
    footer: { text: t('mail_stay_footer', { site: site.name, email: site.contact.email }) },
  });
  return { subject: t('mail_tier_subject', { tier: tierName, programme }), ...body };
}

/**
 * After a stay of `userId` beginning in `year` was confirmed: records the tiers the member now
 * holds that year and mails the highest one newly reached. Returns the tier mailed, or null.
 */
export async function tellTierReached(
  db: Database,
  userId: string,
  year: string,
  notify: { origin: string; mail?: MailSettings },
): Promise<ReachedTier | null> {
  try {
    const tier = tierCode(await nightsThisYear(db, userId, `${year}-01-01`));
    if (tier === 'ivory') return null;
    const held: ReachedTier[] = tier === 'sovereign' ? ['gold', 'sovereign'] : ['gold'];
    const result = await db.execute(sql`
      insert into tier_mails (user_id, year, tier)
      select ${userId}::uuid, ${Number(year)}, t from unnest(${`{${held.join(',')}}`}::text[]) as t
      on conflict do nothing returning tier`);
    const recorded = new Set((result as unknown as { rows: { tier: ReachedTier }[] }).rows.map((r) => r.tier));
    if (!recorded.has(tier)) return null;
    const [member] = await db.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, userId));
    if (!member) return null;
    const [locale, bonuses] = await Promise.all([accountLanguage(db, userId), tierBonusesOf(db)]);
    await sendMail(
      db,
      { to: member.email, ...composeTierMail(tier, year, member.username, bonuses[tier], notify.origin, locale), kind: 'tier-reached' },
      notify.mail,
    );
    return tier;
  } catch (err) {
    logger.error({ err, userId, year }, 'loyalty: the tier mail could not be stored');
    return null;
  }
}
