import { originFrom, pageMeta } from '~/seo/meta';
import { site } from '~/site.config';
import type { Route } from './+types/HotelListPage';
import { HotelCard } from './HotelCard';
import { HotelListHero } from './HotelListHero';
import { listHotels } from './hotels.server';

export async function loader({ context }: Route.LoaderArgs) {
  const { hotels, total } = await listHotels(context.db);
  return { hotels, total };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Luxury Hotels & Casino Resorts | ${site.name}`,
    description: 'Browse our hotels and casino resorts, ranked by guest rating, with rooms, prices and casino details.',
    path: '/rooms',
    origin: originFrom(matches),
    image: '/images/heroes/rooms.svg',
  });
}

export default function HotelListPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HotelListHero />
      <section id="hotels" className="container section" aria-labelledby="hotels-heading">
        <h2 id="hotels-heading">Our Hotels</h2>
        <ul className="card-grid" role="list">
          {loaderData.hotels.map((hotel) => (
            <li key={hotel._id}>
              <HotelCard hotel={hotel} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <section className="container section" role="alert">
      <h1>Our Hotels</h1>
      <p className="error-text">Failed to load hotels</p>
    </section>
  );
}
