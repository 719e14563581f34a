import { data } from 'react-router';
import type { SecondFactorDeps } from '~/accounts/secondFactor.server';
import { studioFormProof } from '~/accounts/stepUp.server';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { roles, type Role } from '~/db/schema';
import type { FormAnswer } from './Outcome';
import { removeSubscriber } from './subscribers.server';
import { removePasskeyFor, turnOffTwoStepFor } from './userFactors.server';
import { changeUser, type UserChange } from './users.server';

const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const refused = (status: number, error: string) => data<FormAnswer>({ ok: false, error }, { status });
const done = (message: string) => data<FormAnswer>({ ok: true, message });
const UNREADABLE = 'The form could not be read. Please try again.';

const signedOut = (sessionsEnded: number) => (sessionsEnded ? ' They are signed out everywhere.' : '');

/**
 * The user page's forms (plain POSTs, docs/decisions/0012): `intent` role (with `role`), disable or
 * enable; for a locked-out member (docs/decisions/0053), two-step-off, or passkey-remove (with
 * `passkeyId`). Each wants a fresh proof of the admin (issue 47, item 4), asked for in the form.
 * Answers in words for the page's status regions.
 */
export async function userFormAction(deps: SecondFactorDeps, actor: User, id: string, request: Request, token: string | null) {
  const { db } = deps;
  const form = await readForm(request);
  if (!form) return refused(400, UNREADABLE);
  const intent = field(form, 'intent');
  if (intent === 'two-step-off' || intent === 'passkey-remove') {
    const passkeyId = intent === 'passkey-remove' ? field(form, 'passkeyId') : undefined;
    if (passkeyId === '') return refused(400, 'Please choose the passkey to remove');
    const asked = await studioFormProof(deps, actor._id, token, form);
    if (asked)
      return data<FormAnswer>(
        { ok: false, error: asked.message, stepUp: asked.stepUp, stepUpPasskey: asked.passkey, intent, passkeyId },
        { status: asked.status },
      );
    const notice = { security: deps.security, userAgent: deps.userAgent };
    if (passkeyId === undefined) {
      const outcome = await turnOffTwoStepFor(db, actor, id, notice);
      if (!outcome.ok) return refused(outcome.status, outcome.error);
      return done(`Two-step sign-in is off for ${outcome.value.username}: the password alone signs in now.${signedOut(outcome.value.sessionsEnded)}`);
    }
    const outcome = await removePasskeyFor(db, actor, id, passkeyId, notice);
    if (!outcome.ok) return refused(outcome.status, outcome.error);
    return done(`The passkey “${outcome.value.passkey}” is removed from ${outcome.value.username}’s account.${signedOut(outcome.value.sessionsEnded)}`);
  }
  let change: UserChange;
  if (intent === 'role') {
    const role = field(form, 'role');
    if (!isRole(role)) return refused(400, 'Please choose a role: user, editor, concierge or admin');
    change = { role };
  } else if (intent === 'disable' || intent === 'enable') {
    change = { disabled: intent === 'disable' };
  } else {
    return refused(400, 'Please choose what to change');
  }
  const asked = await studioFormProof(deps, actor._id, token, form);
  if (asked)
    return data<FormAnswer>(
      { ok: false, error: asked.message, stepUp: asked.stepUp, stepUpPasskey: asked.passkey, intent, role: change.role },
      { status: asked.status },
    );
  const outcome = await changeUser(db, actor, id, change);
  if (!outcome.ok) return refused(outcome.status, outcome.error);
  const { username, role, disabledAt } = outcome.value;
  if (intent === 'role') return done(`${username} is now ${role === 'admin' || role === 'editor' ? 'an' : 'a'} ${role}.`);
  return done(disabledAt ? `${username} is disabled and signed out everywhere.` : `${username} is active again and may sign in.`);
}

/** The subscribers page's Unsubscribe (`intent` unsubscribe, `id`). */
export async function subscriberFormAction(db: Database, actor: User, request: Request) {
  const form = await readForm(request);
  if (!form) return refused(400, UNREADABLE);
  if (field(form, 'intent') !== 'unsubscribe') return refused(400, 'Please choose what to change');
  const outcome = await removeSubscriber(db, actor, field(form, 'id'));
  if (!outcome.ok) return refused(outcome.status, outcome.error);
  return done(`${outcome.value.email} is unsubscribed.`);
}
