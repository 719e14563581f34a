import { Form, Link, useNavigation } from 'react-router';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/SubscribersPage';
import { AdminError } from './AdminError';
import { subscriberFormAction } from './adminForms.server';
import { Outcome } from './Outcome';
import { Pager } from './Pager';
import { formatWhen, PAGE_SIZE, pageOf, searchOf } from './paging';
import { listSubscribers } from './subscribers.server';
import '~/studio/studio.css';
import './admin.css';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireSectionPage(siteOf(context).db, request);
  const url = pageUrl(request);
  const q = searchOf(url);
  const { page, offset } = pageOf(url);
  const found = await listSubscribers(siteOf(context).db, { q, limit: PAGE_SIZE, offset });
  return { role: admin.role, q, page, subscribers: found.items, total: found.total };
}

/** Unsubscribe, as a plain form POST: the guard runs again here. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireSectionPage(siteOf(context).db, request);
  return subscriberFormAction(siteOf(context).db, admin, request);
}

export function meta() {
  return [{ title: `Subscribers | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * The newsletter's subscribers, newest first, with a search by address, the total, a CSV export
 * and an Unsubscribe per address (confirmed in a disclosure; audited).
 */
export default function SubscribersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { q, page, subscribers, total } = loaderData;
  const navigation = useNavigation();
  const busyId = navigation.state === 'submitting' ? navigation.formData?.get('id') : null;
  return (
    <div className="container studio admin">
      <StudioNav role={loaderData.role} />
      <div className="studio-head">
        <h1>Subscribers</h1>
        <div className="studio-head-actions">
          {/* A file, not a page: a full request, never React Router's navigation. */}
          <a className="button button-outline" href="/studio/subscribers.csv" download>
            Download CSV
          </a>
        </div>
      </div>
      <Outcome answer={actionData} />
      <Form method="get" className="admin-search" role="search" aria-label="Subscribers">
        <div className="field">
          <label htmlFor="subscriber-search">Email address</label>
          <input id="subscriber-search" name="q" type="search" defaultValue={q} maxLength={254} autoComplete="off" />
        </div>
        <button type="submit" className="button button-outline">
          Search
        </button>
        {q && <Link to="/studio/subscribers">Show every subscriber</Link>}
      </Form>
      <p className="muted" id="subscribers-count">
        {total === 1 ? '1 subscriber' : `${total} subscribers`}
        {q && ` matching “${q}”`}
      </p>
      {subscribers.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-describedby="subscribers-count">
            <caption className="visually-hidden">Subscribers, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Subscribed</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((subscriber) => (
                <tr key={subscriber._id} data-testid="subscriber-row">
                  <th scope="row">{subscriber.email}</th>
                  <td>
                    <time dateTime={subscriber.subscribedAt}>{formatWhen(subscriber.subscribedAt)}</time>
                  </td>
                  <td>
                    <details className="admin-confirm">
                      <summary>
                        Unsubscribe<span className="visually-hidden"> {subscriber.email}</span>
                      </summary>
                      <Form method="post">
                        <input type="hidden" name="intent" value="unsubscribe" />
                        <input type="hidden" name="id" value={subscriber._id} />
                        <p>{subscriber.email} will get no more newsletters. They can subscribe again.</p>
                        <button type="submit" className="button button-danger-solid" disabled={busyId === subscriber._id}>
                          Confirm unsubscribe<span className="visually-hidden"> {subscriber.email}</span>
                        </button>
                      </Form>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} total={total} label="Pages of subscribers" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} back={{ href: '/studio/subscribers', label: 'Back to the subscribers' }} />;
}
