import { Form, Link } from 'react-router';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioError } from '~/studio/StudioError';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/StudioHotelsPage';
import { listHotelsForStudio } from './hotels.write.server';
import '~/studio/studio.css';
import '~/studio/studioFields.css';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

const SEARCH_MAX = 100;
const MAX_PAGE = 100_000;

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  const params = pageUrl(request).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const asked = Number(params.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= MAX_PAGE ? asked : 1;
  const { hotels, hasNext } = await listHotelsForStudio(siteOf(context).db, { q, page });
  return { role: user.role, staff: user.username, q, page, hotels, hasNext };
}

export function meta() {
  return [{ title: `Hotels | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

const pageLink = (q: string, page: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`;

/** The editors' hotels: a plain GET search by name, city or country, a page at a time. */
export default function StudioHotelsPage({ loaderData }: Route.ComponentProps) {
  const { q, page, hotels, hasNext } = loaderData;
  return (
    <div className="container studio">
      <StudioNav role={loaderData.role} />
      <div className="studio-head">
        <div>
          <p className="eyebrow">Signed in as {loaderData.staff}</p>
          <h1>Hotels</h1>
        </div>
      </div>
      <Form method="get" className="studio-search" role="search" aria-label="Hotels">
        <div className="field">
          <label htmlFor="hotel-search">Name, city or country</label>
          <input id="hotel-search" name="q" type="search" defaultValue={q} maxLength={SEARCH_MAX} />
        </div>
        <button type="submit" className="button button-gold">
          Search
        </button>
      </Form>
      <p role="status" className="muted">
        {hotels.length === 0
          ? q
            ? `No hotels match “${q}”.`
            : 'No hotels on this page.'
          : `${q ? `Hotels matching “${q}”` : 'All hotels, best rated first'}: page ${page}.`}
      </p>
      {hotels.length > 0 && (
        <ul className="studio-list" role="list" aria-label="Hotels">
          {hotels.map((hotel) => (
            <li key={hotel.id} className="studio-item" data-testid="studio-hotel">
              <div className="studio-item-text">
                <h2 className="studio-item-title">
                  <Link to={`/studio/hotels/${hotel.id}`}>{hotel.name}</Link>
                </h2>
                <p className="studio-meta">
                  {hotel.city}, {hotel.country}
                </p>
              </div>
              <div className="studio-item-actions">
                <Link to={`/rooms/${hotel.slug}`} className="button button-outline">
                  View<span className="visually-hidden"> {hotel.name} on the site</span>
                </Link>
                <Link to={`/studio/hotels/${hotel.id}`} className="button button-outline">
                  Edit<span className="visually-hidden"> {hotel.name}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <nav className="studio-pager" aria-label="Pages of hotels">
        {page > 1 ? <Link to={pageLink(q, page - 1)}>← Previous page</Link> : <span />}
        {hasNext && <Link to={pageLink(q, page + 1)}>Next page →</Link>}
      </nav>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioError error={error} area="content" />;
}
