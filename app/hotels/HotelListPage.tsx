import { Link } from 'react-router';
import { originFrom, pageMeta } from '~/seo/meta';
import { site } from '~/site.config';
import type { Route } from './+types/HotelListPage';
import { HotelCard } from './HotelCard';
import { HotelListHero } from './HotelListHero';
import { listHotels } from './hotels.server';
import { HOTELS_PER_PAGE, pageCount, pageParam, pageWindow } from './paging';

/** Cards in the grid's first row on wide screens: their pictures load eagerly. */
const FIRST_ROW = 3;

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url).searchParams);
  const { hotels, total } = await listHotels(context.db, { limit: HOTELS_PER_PAGE, offset: (page - 1) * HOTELS_PER_PAGE });
  return { hotels, total, page, pages: pageCount(total) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const page = data && data.page > 1 ? data.page : 1;
  return pageMeta({
    title: `Luxury Hotels & Casino Resorts${page > 1 ? ` (page ${page})` : ''} | ${site.name}`,
    description: 'Browse our hotels and casino resorts, ranked by guest rating, with rooms, prices and casino details.',
    path: page > 1 ? `/rooms?page=${page}` : '/rooms',
    origin: originFrom(matches),
    image: '/images/heroes/rooms.svg',
  });
}

export default function HotelListPage({ loaderData }: Route.ComponentProps) {
  const { hotels, page, pages } = loaderData;
  return (
    <>
      <HotelListHero />
      <section id="hotels" className="container section" aria-labelledby="hotels-heading">
        <h2 id="hotels-heading">Our Hotels</h2>
        {hotels.length === 0 && page > 1 ? (
          <p>
            There is no page {page}. <Link to="/rooms">Back to the first page</Link>
          </p>
        ) : (
          <ul className="card-grid" role="list">
            {hotels.map((hotel, i) => (
              <li key={hotel._id}>
                <HotelCard hotel={hotel} eager={page === 1 && i < FIRST_ROW} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && <Pagination page={page} pages={pages} />}
      </section>
    </>
  );
}

const pageHref = (page: number) => (page === 1 ? '/rooms#hotels' : `/rooms?page=${page}#hotels`);

function Pagination({ page, pages }: { page: number; pages: number }) {
  return (
    <nav className="pagination" aria-label="Hotel pages">
      {page > 1 && (
        <Link to={pageHref(page - 1)} rel="prev">
          Previous<span className="visually-hidden"> page</span>
        </Link>
      )}
      <ul role="list">
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page">
                  <span className="visually-hidden">Page </span>
                  {p}
                </span>
              ) : (
                <Link to={pageHref(p)}>
                  <span className="visually-hidden">Page </span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pages && (
        <Link to={pageHref(page + 1)} rel="next">
          Next<span className="visually-hidden"> page</span>
        </Link>
      )}
    </nav>
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
