import { Form, Link } from 'react-router';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/UsersPage';
import { AdminError } from './AdminError';
import { Pager } from './Pager';
import { formatWhen, PAGE_SIZE, pageOf, searchOf } from './paging';
import { searchUsers } from './users.server';
import '~/studio/studio.css';
import './admin.css';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireSectionPage(siteOf(context).db, request);
  const url = pageUrl(request);
  const q = searchOf(url);
  const { page, offset } = pageOf(url);
  const found = await searchUsers(siteOf(context).db, { q, limit: PAGE_SIZE, offset });
  return { role: admin.role, q, page, users: found.items, total: found.total };
}

export function meta() {
  return [{ title: `Users | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * The admins' list of accounts, newest first, searched by username or email with a plain GET
 * form (the search is in the URL, so it works without scripts and can be shared). Each account
 * opens its own page, where its role is changed or it is disabled.
 */
export default function UsersPage({ loaderData }: Route.ComponentProps) {
  const { q, page, users, total } = loaderData;
  return (
    <div className="container studio admin">
      <StudioNav role={loaderData.role} />
      <div className="studio-head">
        <h1>Users</h1>
      </div>
      <Form method="get" className="admin-search" role="search" aria-label="Users">
        <div className="field">
          <label htmlFor="user-search">Username or email</label>
          <input id="user-search" name="q" type="search" defaultValue={q} maxLength={254} autoComplete="off" />
        </div>
        <button type="submit" className="button button-outline">
          Search
        </button>
        {q && <Link to="/studio/users">Show every account</Link>}
      </Form>
      <p className="muted" id="users-count">
        {total === 1 ? '1 account' : `${total} accounts`}
        {q && ` matching “${q}”`}
      </p>
      {users.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-describedby="users-count">
            <caption className="visually-hidden">Accounts, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Username</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Created</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user._id} data-testid="user-row">
                  <th scope="row">
                    <Link to={`/studio/users/${user._id}`}>{user.username}</Link>
                  </th>
                  <td>{user.email}</td>
                  <td>{user.role}</td>
                  <td>
                    <time dateTime={user.createdAt}>{formatWhen(user.createdAt)}</time>
                  </td>
                  <td>{user.disabledAt ? <span className="admin-state-disabled">Disabled</span> : 'Active'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} total={total} label="Pages of accounts" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} back={{ href: '/studio/users', label: 'Back to the users' }} />;
}
