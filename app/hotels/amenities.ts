import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import type { Translate } from '~/i18n/translate';
import { formatAmount } from '~/domain/currency';
import type { Hotel } from './hotel';
import { numberIn } from '~/domain/localFormat';

/** How many amenities show before "View All Amenities" (docs/product/requirements.md section 9). */
export const AMENITIES_SHOWN = 6;

/** The hotel's amenities in the spec's order (docs/product/requirements.md section 2, "Amenities"). */
export function amenitiesOf(hotel: Hotel, t: Translate, locale: Locale = DEFAULT_LOCALE): string[] {
  const { casino } = hotel;
  // English keeps the country's separators (SPEC); the other languages their own.
  const amount = (value: number) => (locale === DEFAULT_LOCALE ? formatAmount(value, hotel.country) : numberIn(locale, value));
  return [
    t('hotels_amenity_gaming_space', { space: amount(casino.totalGamingSpace) }),
    t('hotels_amenity_tables', { count: casino.numberOfTables }),
    t('hotels_amenity_slots', { slots: amount(casino.numberOfSlots) }),
    t('hotels_amenity_rooms', { rooms: amount(hotel.roomCount) }),
    t('hotels_amenity_pool'),
    t('hotels_amenity_restaurants', { count: casino.restaurants }),
    t('hotels_amenity_spa'),
    t('hotels_amenity_lounges', { count: casino.vipLounges }),
  ];
}

/** 'Open 24/7', or '14:00 - 04:00'. */
export function openingHoursText(hours: Hotel['casino']['openingHours'], t: Translate): string {
  return hours.isOpenAllDay ? t('hotels_open_all_day') : `${hours.opens ?? ''} - ${hours.closes ?? ''}`;
}
