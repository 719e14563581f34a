import { data, redirect } from 'react-router';
import { userFromRequest } from '~/accounts/rootSession.server';
import { sendStaffToSecondFactorSetUp } from '~/accounts/staffPages.server';
import { canManageReservations, type User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { mailLinkOrigin } from '~/mail/links.server';
import type { MailSettings } from '~/mail/mailer.server';
import { completeStay } from '~/loyalty/completion.server';
import { findReservation } from './reservationQueries.server';
import { changeReservation } from './reservations.server';
import { utcDay } from '~/domain/stay';
import { STAFF_NOTE_MAX } from './staffNote';
import { pageUrl } from '~/lib/pageUrl';

/**
 * The concierge's pages: signed-out visitors go to sign-in (and back to the same list), staff
 * without a second factor to set one up, other accounts get 403. Actions call it again: the role is checked on every request, not only when the
 * page was shown.
 */
export async function requireReservationsStaff(db: Database, request: Request): Promise<User> {
  const user = await userFromRequest(db, request);
  const url = pageUrl(request);
  if (!user) throw redirect(`/signin?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
  sendStaffToSecondFactorSetUp(user);
  if (!canManageReservations(user)) throw data({ error: 'Reservation requests are for the concierge team' }, { status: 403 });
  return user;
}

export type DecisionActionData =
  { ok: true; id: string; message: string } | { ok: false; id: string | null; error: string; note: string; intent: 'confirm' | 'decline' | 'complete' | null };

// Line breaks and tabs are text in a note; other control characters are not.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Confirms or declines a requested reservation, or completes a confirmed one after check-out, from
 * the staff screen's form (a plain HTML POST, or React Router's with scripts): fields `intent`
 * (confirm | decline | complete), `id` and an optional `note`.
 * Answers the page again with what happened, in words for its status region; the guest is mailed.
 */
export async function decideFromForm(db: Database, staff: Pick<User, '_id' | 'username'>, request: Request, mail?: MailSettings) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<DecisionActionData>({ ok: false, id: null, error: 'The form could not be read. Please try again.', note: '', intent: null }, { status: 400 });
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const id = text('id') || null;
  // Browsers send a textarea's line breaks as CRLF; its maxlength counted each as one character.
  const note = text('note').replace(/\r\n?/g, '\n');
  const intentText = text('intent');
  const intent = intentText === 'confirm' || intentText === 'decline' || intentText === 'complete' ? intentText : null;
  const problem = (status: 400 | 404 | 409, error: string) => data<DecisionActionData>({ ok: false, id, error, note, intent }, { status });
  if (!intent) return problem(400, 'Please choose Confirm or Decline');
  if (!id) return problem(404, 'Reservation not found');
  if (intent === 'complete') {
    // After check-out: the stay earns its points (docs/decisions/0042).
    const completed = await completeStay(db, id, staff, utcDay(), {}, { origin: mailLinkOrigin(request), mail });
    if (!completed.ok) return problem(completed.status, completed.error);
    const done = await findReservation(db, id);
    return data<DecisionActionData>({
      ok: true,
      id,
      message: `Reservation ${done?.reference ?? ''} completed: ${completed.points.toLocaleString('en')} points credited`,
    });
  }
  if ([...note].length > STAFF_NOTE_MAX) return problem(400, `The note must be at most ${STAFF_NOTE_MAX} characters`);
  if (CONTROL_CHARACTERS.test(note)) return problem(400, 'The note may not hold control characters');
  const outcome = await changeReservation(
    db,
    id,
    { kind: intent, note: note.trim() || null, by: staff },
    { notify: { origin: mailLinkOrigin(request), mail } },
  );
  if (!outcome.ok) return problem(outcome.status, outcome.error);
  const { reference, status } = outcome.value;
  return data<DecisionActionData>({ ok: true, id, message: `Reservation ${reference} ${status}` });
}
