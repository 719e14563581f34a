// What signing in is for, said beside the form (issue 21): the room a visitor asked for, named in
// the page's language.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestApi } from '~/api/testHelpers.server';
import { hotels, roomTypes } from '~/db/schema';
import { messagesOf } from '~/i18n/catalogs.server';
import type { Locale } from '~/i18n/locales';
import { translatorFor } from '~/i18n/translate';
import { pendingPurposeOf } from './pendingPurpose.server';

const { database } = await openTestApi();
const [room] = await database.db
  .select({ id: roomTypes.id })
  .from(roomTypes)
  .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
  .where(and(eq(hotels.slug, 'alpine-gold-casino-lodge'), eq(roomTypes.name, 'Alpine Room')));

async function purposeShown(locale: Locale, target: string) {
  const purpose = await pendingPurposeOf(database.db, target, locale);
  return purpose && translatorFor({ locale, messages: messagesOf(locale) })(purpose.key, purpose.values);
}

describe('the purpose line of a reservation request', () => {
  const target = `/reservations/new?roomType=${room!.id}&checkIn=2027-03-12&checkOut=2027-03-15&guests=2`;

  it('names the room in English on the English sign-in page, as before', async () => {
    expect(await purposeShown('en', target)).toMatch(/^Sign in or create an account to send your request for the Alpine Room at Alpine Gold Casino & Lodge, /);
  });

  it('names the room in the page’s language where the room type has a translation', async () => {
    const french = await purposeShown('fr', `/fr${target}`);
    expect(french).toContain('votre demande au Alpine Gold Casino & Lodge\u00a0: Chambre Alpine, 12 mars 2027');
    expect(french).not.toContain('Alpine Room');
    expect(await purposeShown('zh', `/zh${target}`)).toContain('阿尔卑斯客房');
  });
});
