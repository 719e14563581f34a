import { useT } from '~/i18n/translate';
import { VenueList } from './VenueCards';
import type { Venue } from './venues.server';

/** The hotel page's "Dining and spa": its restaurants and spa, each with Reserve a table or Book a treatment. */
export function HotelVenues({ venues }: { venues: readonly Venue[] }) {
  const t = useT();
  return (
    <section className="hotel-venues" aria-labelledby="venues-heading">
      <h2 id="venues-heading">{t('venues_hotel_heading')}</h2>
      <VenueList venues={venues} />
    </section>
  );
}
