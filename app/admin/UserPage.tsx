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
import { factorsOf, type ManagedFactors } from './userFactors.server';
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
  const self = admin._id === user._id;
  // An admin's own factors are managed on /account: not read here.
  return { role: admin.role, self, user, factors: self ? null : await factorsOf(siteOf(context).db, user._id) };
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
  const { user, self, factors } = loaderData;
  const busy = useNavigation().state === 'submitting';
  // The proof a form asked for, shown in that form (issue 47, item 4).
  const proofFor = (intent: string, passkeyId?: string) =>
    actionData && !actionData.ok && actionData.intent === intent && actionData.passkeyId === passkeyId ? actionData.stepUp : undefined;
  const offerPasskey = Boolean(actionData && !actionData.ok && actionData.stepUpPasskey);
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
        <p className="admin-panel">
          This is your own account: another admin changes its role or disables it. Your two-step sign-in and passkeys are on{' '}
          <Link to="/account#two-step">your account page</Link>.
        </p>
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
              <StudioStepUp kind={proofFor('role')} passkey={offerPasskey} id="role-step-up" alertId="admin-error" />
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
                <StudioStepUp kind={proofFor('enable')} passkey={offerPasskey} id="enable-step-up" alertId="admin-error" />
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
                  <StudioStepUp kind={proofFor('disable')} passkey={offerPasskey} id="disable-step-up" alertId="admin-error" />
                  <button type="submit" className="button button-danger-solid" disabled={busy}>
                    Disable {user.username}
                  </button>
                </Form>
              </details>
            )}
          </section>
          {factors && <SecondFactors username={user.username} factors={factors} busy={busy} proofFor={proofFor} offerPasskey={offerPasskey} />}
        </>
      )}
    </div>
  );
}

/**
 * A locked-out member's second factors (docs/decisions/0053): whether the authenticator app is on,
 * the recovery codes left, the passkeys. Turning two-step sign-in off or removing a passkey signs the
 * member out everywhere, so each is confirmed in a disclosure first, and asks for a fresh proof.
 */
function SecondFactors({
  username,
  factors,
  busy,
  proofFor,
  offerPasskey,
}: {
  username: string;
  factors: ManagedFactors;
  busy: boolean;
  proofFor: (intent: string, passkeyId?: string) => 'code' | 'password' | undefined;
  /** The admin's own passkey as the proof, beside the field (with scripts and WebAuthn). */
  offerPasskey: boolean;
}) {
  const codes = factors.recoveryLeft === 1 ? '1 recovery code left' : `${factors.recoveryLeft} recovery codes left`;
  return (
    <section className="admin-panel" aria-labelledby="factors-heading">
      <h2 id="factors-heading">Two-step sign-in and passkeys</h2>
      <p className="muted">
        For a member who lost their authenticator app and recovery codes, or their passkey. Check who they are outside the site first: they are signed out
        everywhere and mailed a notice.
      </p>
      <dl className="admin-factors">
        <div>
          <dt>Authenticator app</dt>
          <dd>{factors.totp ? `On, ${codes}` : 'Off'}</dd>
        </div>
        <div>
          <dt>Passkeys</dt>
          <dd>{factors.passkeys.length === 0 ? 'None' : factors.passkeys.length}</dd>
        </div>
      </dl>
      {factors.totp && (
        <details className="admin-confirm" open={proofFor('two-step-off') !== undefined}>
          <summary>Turn off two-step sign-in…</summary>
          <Form method="post">
            <input type="hidden" name="intent" value="two-step-off" />
            <p>{username}’s authenticator app and recovery codes are removed: the password alone signs in. They set the app up again on their account page.</p>
            <StudioStepUp kind={proofFor('two-step-off')} passkey={offerPasskey} id="two-step-off-step-up" alertId="admin-error" />
            <button type="submit" className="button button-danger-solid" disabled={busy}>
              Turn off two-step sign-in for {username}
            </button>
          </Form>
        </details>
      )}
      {factors.passkeys.length > 0 && (
        <ul className="admin-passkeys" aria-label={`${username}’s passkeys`}>
          {factors.passkeys.map((passkey) => (
            <li key={passkey._id} data-testid="member-passkey">
              <p>
                <strong>{passkey.name}</strong>{' '}
                <span className="muted">
                  added <time dateTime={passkey.createdAt}>{formatWhen(passkey.createdAt)}</time>,{' '}
                  {passkey.lastUsedAt ? (
                    <>
                      last used <time dateTime={passkey.lastUsedAt}>{formatWhen(passkey.lastUsedAt)}</time>
                    </>
                  ) : (
                    'not used yet'
                  )}
                </span>
              </p>
              <details className="admin-confirm" open={proofFor('passkey-remove', passkey._id) !== undefined}>
                <summary>Remove this passkey…</summary>
                <Form method="post">
                  <input type="hidden" name="intent" value="passkey-remove" />
                  <input type="hidden" name="passkeyId" value={passkey._id} />
                  <p>
                    The passkey “{passkey.name}” will no longer sign {username} in.
                  </p>
                  <StudioStepUp
                    kind={proofFor('passkey-remove', passkey._id)}
                    passkey={offerPasskey}
                    id={`passkey-step-up-${passkey._id}`}
                    alertId="admin-error"
                  />
                  <button type="submit" className="button button-danger-solid" disabled={busy}>
                    Remove “{passkey.name}”
                  </button>
                </Form>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} back={{ href: '/studio/users', label: 'Back to the users' }} />;
}
