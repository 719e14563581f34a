import { HotelPlace } from '../HotelPlace';
import { localizedPath } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import type { HotelSummary } from '../hotel';
import { MAP_HEIGHT, MAP_WIDTH, project } from './projection';

export type MapHotel = Pick<HotelSummary, 'slug' | 'name' | 'city' | 'country' | 'coordinates' | 'english'>;

/** The land outline: a static file the browser keeps (public/map/land.svg, scripts/world-land.mjs). */
const LAND = '/map/land.svg#land';

/**
 * The hotels on a world map (docs/decisions/0018-svg-map.md): an inline SVG drawn on the server,
 * no script. Each marker is a link to the hotel's page, named by hotel, city and country; the
 * current hotel (`current`, on its own page) has its own marker, its name always shown, and
 * aria-current. Under the map, the same links as a list: the text version, with targets of full
 * size where markers sit close together. Hotels without coordinates are in the list only.
 */
export function HotelMap({ hotels, current, label }: { hotels: MapHotel[]; current?: string; label: string }) {
  // The current hotel last, so its marker is drawn on top.
  const t = useT();
  const locale = useLocale();
  const placeOf = (hotel: MapHotel) => t('hotels_map_place', { hotel: hotel.name, city: hotel.city, country: hotel.country });
  const hotelHref = (hotel: MapHotel) => localizedPath(locale, `/rooms/${hotel.slug}`);
  const placed = hotels.filter((h) => h.coordinates !== null).sort((a, b) => Number(a.slug === current) - Number(b.slug === current));
  return (
    <div className="hotel-map">
      <svg className="hotel-map-svg" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="group" aria-label={label}>
        <rect className="hotel-map-sea" width={MAP_WIDTH} height={MAP_HEIGHT} />
        <use className="hotel-map-land" href={LAND} aria-hidden="true" />
        {placed.map((hotel) => {
          const { x, y } = project(hotel.coordinates!);
          const here = hotel.slug === current;
          // Labels read towards the middle of the map, so none runs off its edge.
          const east = x < MAP_WIDTH / 2;
          return (
            <a
              key={hotel.slug}
              href={hotelHref(hotel)}
              className={here ? 'hotel-map-marker hotel-map-here' : 'hotel-map-marker'}
              aria-label={here ? `${placeOf(hotel)} ${t('hotels_map_this_hotel')}` : placeOf(hotel)}
              aria-current={here ? 'page' : undefined}
              data-testid="map-marker"
            >
              <circle className="hotel-map-hit" cx={x} cy={y} />
              <circle className="hotel-map-dot" cx={x} cy={y} />
              <text
                className="hotel-map-label"
                x={east ? x + 10 : x - 10}
                y={y}
                textAnchor={east ? 'start' : 'end'}
                dominantBaseline="middle"
                aria-hidden="true"
              >
                {hotel.name}
              </text>
            </a>
          );
        })}
      </svg>
      <ul className="hotel-map-list" role="list">
        {hotels.map((hotel) => (
          <li key={hotel.slug}>
            <a href={hotelHref(hotel)} aria-current={hotel.slug === current ? 'page' : undefined}>
              {hotel.name}
            </a>{' '}
            <span className="muted">
              <HotelPlace hotel={hotel} />
              {hotel.slug === current && ` ${t('hotels_map_this_hotel')}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
