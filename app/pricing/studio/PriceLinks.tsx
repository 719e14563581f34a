import { Link } from 'react-router';

const PAGES = [
  { key: 'rates', path: 'rates', label: 'Rates grid' },
  { key: 'seasons', path: 'seasons', label: 'Seasons' },
  { key: 'pricing', path: 'pricing', label: 'Plans and taxes' },
] as const;

/** The hotel's price pages, from one another (the current one marked). */
export function PriceLinks({ hotelId, current }: { hotelId: string; current?: (typeof PAGES)[number]['key'] }) {
  return (
    <nav className="studio-head-actions" aria-label="Prices">
      {PAGES.map((page) => (
        <Link
          key={page.key}
          to={`/studio/hotels/${hotelId}/${page.path}`}
          className="button button-outline"
          aria-current={current === page.key ? 'page' : undefined}
        >
          {page.label}
        </Link>
      ))}
    </nav>
  );
}
