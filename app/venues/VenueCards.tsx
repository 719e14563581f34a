import { Link } from 'react-router';
import { langOf } from '~/i18n/contentTranslations';
import { useT } from '~/i18n/translate';
import { useLocaleHref } from '~/i18n/useLocale';
import { venuePath } from './links';
import type { Venue } from './venues.server';

function VenueCard({ venue, headingLevel }: { venue: Venue; headingLevel: 3 | 4 }) {
  const t = useT();
  const href = useLocaleHref(venuePath(venue));
  const Heading = `h${headingLevel}` as const;
  const spa = venue.kind === 'spa';
  return (
    <article className="card venue-card" aria-labelledby={`venue-${venue._id}`}>
      <Heading id={`venue-${venue._id}`} className="card-title">
        {venue.name}
      </Heading>
      <p className="eyebrow venue-card-kind" lang={venue.cuisine ? langOf(venue, 'cuisine') : undefined}>
        {venue.cuisine ?? t('venue_kind_spa')}
      </p>
      <p className="venue-card-text" lang={langOf(venue, 'description')}>
        {venue.description}
      </p>
      <Link
        className="button button-outline button-sm"
        {...href}
        aria-label={t(spa ? 'venues_book_treatment_at' : 'venues_reserve_table_at', { venue: venue.name, hotel: venue.hotel.name })}
      >
        {t(spa ? 'venues_book_treatment' : 'venues_reserve_table')}
      </Link>
    </article>
  );
}

/** A hotel's restaurants and spa, each with the way to its booking form. */
export function VenueList({ venues, headingLevel = 3 }: { venues: readonly Venue[]; headingLevel?: 3 | 4 }) {
  return (
    <ul className="venue-list" role="list">
      {venues.map((venue) => (
        <li key={venue._id}>
          <VenueCard venue={venue} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Venues of every hotel, grouped under each hotel's name in the order given (best-rated first). */
export function VenuesByHotel({ venues }: { venues: readonly Venue[] }) {
  const hotels = new Map<string, Venue[]>();
  for (const venue of venues) hotels.set(venue.hotel._id, [...(hotels.get(venue.hotel._id) ?? []), venue]);
  return (
    <div className="venues-by-hotel">
      {[...hotels.values()].map((own) => (
        <section key={own[0]!.hotel._id} aria-labelledby={`venues-of-${own[0]!.hotel._id}`}>
          <h3 id={`venues-of-${own[0]!.hotel._id}`}>{own[0]!.hotel.name}</h3>
          <VenueList venues={own} headingLevel={4} />
        </section>
      ))}
    </div>
  );
}
