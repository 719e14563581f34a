import { data, Form, Link, useNavigation } from 'react-router';
import { roles } from '~/db/values';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/UserPage';
import { AdminError } from './AdminError';
import { userFormAction } from './adminForms.server';
import { Outcome } from './Outcome';
import { formatWhen } from './paging';
import { findManagedUser } from './users.server';
import '~/studio/studio.css';
import './admin.css';
import { siteOf } from '~/lib/loadContext.server';
import { sessionTokenOf } from '~/accounts/rootSession.server';
import { StudioStepUp } from '~/studio/StudioStepUp';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = await requireSectionPage(siteOf(context).db, request);
  const user = await findManagedUser(siteOf(context).db, params.id);
  if (!user) throw data({ error: 'User not found' }, { status: 404 });
  return { role: admin.role, self: admin._id === user._id, user };
}

/** Role, disable or enable, as plain form POSTs: the guard runs again here. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireSectionPage(siteOf(context).db, request);
  const deps = { db: siteOf(context).db, security: siteOf(context).security, userAgent: request.headers.get('user-agent') };
  return userFormAction(deps, admin, params.id, request, sessionTokenOf(request));
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  const name = data?.user.username ?? 'User';
  return [{ title: `${name} | Users | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * One account for an admin: its role (user, editor, concierge, admin) and whether it may sign in.
 * Disabling signs it out everywhere, so it is confirmed in a disclosure first. An admin's own
 * account is shown but not changed here: another admin does that.
 */
export default function UserPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, self } = loaderData;
  const busy = useNavigation().state === 'submitting';
  // The proof a form asked for, shown in that form (issue 47, item 4).
  const proofFor = (intent: string) => (actionData && !actionData.ok && actionData.intent === intent ? actionData.stepUp : undefined);
  const passkey = Boolean(actionData && !actionData.ok && actionData.stepUpPasskey);
  const chosenRole = actionData && !actionData.ok ? (actionData.role ?? user.role) : user.role;
  return (
    <div className="container studio admin">
      <StudioNav role={loaderData.role} />
      <p className="studio-back">
        <Link to="/studio/users">← All users</Link>
      </p>
      <div className="studio-head">
        <h1>{user.username}</h1>
      </div>
      <Outcome answer={actionData} />
      <dl className="admin-facts">
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{user.role}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={user.createdAt}>{formatWhen(user.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            {user.disabledAt ? (
              <span className="admin-state-disabled">
                Disabled since <time dateTime={user.disabledAt}>{formatWhen(user.disabledAt)}</time>
              </span>
            ) : (
              'Active'
            )}
          </dd>
        </div>
      </dl>
      <p>
        <Link to={`/studio/audit?${new URLSearchParams({ entity: 'user', id: user._id })}`}>Changes to this account in the audit log</Link>
      </p>

      {self ? (
        <p className="admin-panel">This is your own account: another admin changes its role or disables it.</p>
      ) : (
        <>
          <section className="admin-panel" aria-labelledby="role-heading">
            <h2 id="role-heading">Change the role</h2>
            <Form method="post">
              <input type="hidden" name="intent" value="role" />
              <div className="field">
                <label htmlFor="role">Role</label>
                <select id="role" name="role" defaultValue={chosenRole} key={chosenRole}>
                  {roles.map((role) => (
                    <option key={role} value={role}>
                      {role}
                    </option>
                  ))}
                </select>
              </div>
              <StudioStepUp kind={proofFor('role')} passkey={passkey} id="role-step-up" alertId="admin-error" />
              <button type="submit" className="button button-gold" disabled={busy}>
                Save role
              </button>
            </Form>
          </section>
          <section className="admin-panel" aria-labelledby="access-heading">
            <h2 id="access-heading">Sign-in access</h2>
            {user.disabledAt ? (
              <Form method="post">
                <input type="hidden" name="intent" value="enable" />
                <p>The account cannot sign in. Enabling it lets {user.username} sign in again.</p>
                <StudioStepUp kind={proofFor('enable')} passkey={passkey} id="enable-step-up" alertId="admin-error" />
                <button type="submit" className="button button-outline" disabled={busy}>
                  Enable {user.username}
                </button>
              </Form>
            ) : (
              <details className="admin-confirm" open={proofFor('disable') !== undefined}>
                <summary>Disable this account…</summary>
                <Form method="post">
                  <input type="hidden" name="intent" value="disable" />
                  <p>{user.username} will be signed out on every device at once and cannot sign in until an admin enables the account again.</p>
                  <StudioStepUp kind={proofFor('disable')} passkey={passkey} id="disable-step-up" alertId="admin-error" />
                  <button type="submit" className="button button-danger-solid" disabled={busy}>
                    Disable {user.username}
                  </button>
                </Form>
              </details>
            )}
          </section>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} back={{ href: '/studio/users', label: 'Back to the users' }} />;
}
