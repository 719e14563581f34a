import { Link, useLocation } from 'react-router';
import { PAGE_SIZE } from './paging';

/**
 * Previous and next page of a back-office list, as plain links that keep the rest of the query
 * (the search, the filters), so paging works without scripts.
 */
export function Pager({ page, total, label }: { page: number; total: number; label: string }) {
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete('page');
    else params.set('page', String(n));
    const query = params.toString();
    return query ? `?${query}` : '?';
  };
  return (
    <nav className="pagination admin-pager" aria-label={label}>
      {page > 1 && (
        <Link to={to(page - 1)} rel="prev">
          Previous page
        </Link>
      )}
      <span>
        Page {Math.min(page, pages)} of {pages}
      </span>
      {page < pages && (
        <Link to={to(page + 1)} rel="next">
          Next page
        </Link>
      )}
    </nav>
  );
}
