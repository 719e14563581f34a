import { formatAmount } from './currency';
import type { Hotel } from './hotel';

/** How many amenities show before "View All Amenities" (docs/product/requirements.md section 9). */
export const AMENITIES_SHOWN = 6;

/** The hotel's amenities in the spec's order (docs/product/requirements.md section 2, "Amenities"). */
export function amenitiesOf(hotel: Hotel): string[] {
  const { casino } = hotel;
  return [
    `${formatAmount(casino.totalGamingSpace, hotel.country)} m² of gaming space`,
    `${casino.numberOfTables} gaming tables`,
    `${formatAmount(casino.numberOfSlots, hotel.country)} slot machines`,
    `${formatAmount(hotel.roomCount, hotel.country)} luxury rooms`,
    'Infinity pool',
    `${casino.restaurants} restaurants`,
    'Luxury spa',
    `${casino.vipLounges} VIP lounges`,
  ];
}

/** 'Open 24/7', or '14:00 - 04:00'. */
export function openingHoursText(hours: Hotel['casino']['openingHours']): string {
  return hours.isOpenAllDay ? 'Open 24/7' : `${hours.opens ?? ''} - ${hours.closes ?? ''}`;
}
