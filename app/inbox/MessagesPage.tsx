import { Form, Link } from 'react-router';
import { contactCategoryOptions } from '~/contact/categories';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/MessagesPage';
import { InboxError } from './InboxError';
import { LocalTime } from '~/ui/LocalTime';
import { categoryLabel, statusLabels } from './labels';
import { filtersFromUrl, type InboxFilters } from './messageActions.server';
import { countOpenMessages, hotelChoices, listMessages } from './messages.server';
import { MESSAGES_PER_PAGE } from './note';
import '~/studio/studio.css';
import './inbox.css';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireSectionPage(siteOf(context).db, request);
  const filters = filtersFromUrl(pageUrl(request));
  const query = { category: filters.category ?? undefined, hotel: filters.hotel ?? undefined, status: filters.status };
  const [page, open, hotels] = await Promise.all([
    listMessages(siteOf(context).db, { ...query, limit: MESSAGES_PER_PAGE, offset: (filters.page - 1) * MESSAGES_PER_PAGE }),
    countOpenMessages(siteOf(context).db),
    hotelChoices(siteOf(context).db),
  ]);
  return { staff: staff.username, role: staff.role, filters, open, hotels, ...page };
}

export function meta() {
  return [{ title: `Messages | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/** The list's URL for these filters and page (defaults left out). */
function listHref({ category, hotel, status, page }: InboxFilters) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (hotel) params.set('hotel', hotel);
  if (status !== 'open') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/studio/messages?${query}` : '/studio/messages';
}

const STATUS_CHOICES = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
] as const;

/**
 * The concierge's inbox of contact messages (docs/product/requirements.md section 5): newest first,
 * filtered by a plain GET form, paged by links, so it all works before and without the scripts.
 */
export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { filters, open, hotels, items, total } = loaderData;
  const pages = Math.max(1, Math.ceil(total / MESSAGES_PER_PAGE));
  const first = (filters.page - 1) * MESSAGES_PER_PAGE + 1;
  return (
    <div className="container studio inbox">
      <StudioNav role={loaderData.role} />
      <div className="studio-head">
        <div>
          <p className="eyebrow">Signed in as {loaderData.staff}</p>
          <h1>
            Messages <span className="inbox-count">({open} open)</span>
          </h1>
        </div>
      </div>

      <Form method="get" className="inbox-filters" aria-label="Filter messages">
        <div className="field">
          <label htmlFor="filter-status">Status</label>
          <select id="filter-status" name="status" defaultValue={filters.status}>
            {STATUS_CHOICES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-category">Category</label>
          <select id="filter-category" name="category" defaultValue={filters.category ?? ''}>
            <option value="">Any category</option>
            {contactCategoryOptions.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-hotel">Hotel</label>
          <select id="filter-hotel" name="hotel" defaultValue={filters.hotel ?? ''}>
            <option value="">Any hotel</option>
            {hotels.map((h) => (
              <option key={h.slug} value={h.slug}>
                {h.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-gold">
          Filter
        </button>
      </Form>

      {items.length === 0 ? (
        <p className="muted" role="status">
          No messages match.
        </p>
      ) : (
        <>
          <p className="muted" id="inbox-range">
            {first}–{first + items.length - 1} of {total}
          </p>
          <div className="inbox-table-wrap">
            <table className="inbox-table">
              <caption id="inbox-caption" className="visually-hidden">
                Messages, newest first
              </caption>
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">From</th>
                  <th scope="col">Category</th>
                  <th scope="col">Hotel</th>
                  <th scope="col">Received</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {items.map((m) => (
                  <tr key={m._id} data-testid="inbox-message">
                    <th scope="row">
                      <Link to={`/studio/messages/${m._id}`}>{m.subject}</Link>
                    </th>
                    <td>
                      {m.name}
                      <span className="inbox-email">{m.email}</span>
                    </td>
                    <td>{categoryLabel(m.category)}</td>
                    <td>{m.hotel?.name ?? <span className="muted">None</span>}</td>
                    <td>
                      <LocalTime value={m.createdAt} />
                    </td>
                    <td>
                      <span className={`badge inbox-status-${m.status}`}>{statusLabels[m.status]}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {pages > 1 && (
        <nav className="pagination" aria-label="Message pages">
          {filters.page > 1 && (
            <Link to={listHref({ ...filters, page: filters.page - 1 })} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          )}
          <span aria-current="page">
            Page {Math.min(filters.page, pages)} of {pages}
          </span>
          {filters.page < pages && (
            <Link to={listHref({ ...filters, page: filters.page + 1 })} rel="next">
              Next<span className="visually-hidden"> page</span>
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <InboxError error={error} />;
}
