import { siteOf } from '~/lib/loadContext.server';
import { useEffect, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { STAY_MESSAGE_MAX } from '~/db/values';
import { formatPrice } from '~/domain/currency';
import { formatShortDate } from '~/lib/dates';
import { unitsOf } from '~/lib/money';
import { lateCheckoutTiers } from '~/loyalty/benefits.server';
import { mailLinkOrigin } from '~/mail/links.server';
import type { NamedPlan } from '~/pricing/plans';
import { PLAN_NAMES } from '~/pricing/planView';
import { site } from '~/site.config';
import { StudioError } from '~/studio/StudioError';
import { StudioNav } from '~/studio/StudioNav';
import { LocalTime } from '~/ui/LocalTime';
import type { Route } from './+types/StaffReservationPage';
import { benefitsOfTier } from './arrival';
import { arrivalOf } from './arrival.server';
import { changedFacts, type HistoryLine } from './history';
import { stayHistory } from './history.server';
import { statusLabels } from './reservation';
import { findReservation } from './reservationQueries.server';
import { decideFromForm, requireReservationsStaff, type DecisionActionData } from './staff.server';
import { STAFF_NOTE_MAX } from './staffNote';
import { guestsText, nightsText, utcDay } from '~/domain/stay';
import { usePolling } from './usePolling';
import { staffConversation, postStayMessage } from './stayMessages.server';
import '~/studio/studio.css';
import './staffReservations.css';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireReservationsStaff(siteOf(context).db, request);
  const reservation = await findReservation(siteOf(context).db, params.id);
  if (!reservation) throw data({ error: 'Reservation not found' }, { status: 404 });
  // Opening the reservation reads the guest's messages: they are marked read (this answer still shows them new).
  const [messages, history, arrival, tiers] = await Promise.all([
    staffConversation(siteOf(context).db, reservation._id),
    stayHistory(siteOf(context).db, reservation._id, { withNames: true }),
    arrivalOf(siteOf(context).db, reservation._id),
    lateCheckoutTiers(siteOf(context).db, [reservation._id]),
  ]);
  return { role: staff.role, reservation, messages: messages ?? [], history, arrival, tier: tiers[reservation._id] ?? null, today: utcDay() };
}

type ActionData =
  DecisionActionData | { ok: false; id: string; error: string; intent: 'message'; text: string } | { ok: true; id: string; message: string; intent: 'message' };

/** Answer the guest, or confirm, decline or complete: plain form POSTs (docs/decisions/0012), the role checked again here. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = await requireReservationsStaff(siteOf(context).db, request);
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  if (form?.get('intent') !== 'message') return decideFromForm(siteOf(context).db, staff, request, siteOf(context).mail);
  const text = String(form.get('text') ?? '');
  const outcome = await postStayMessage(
    siteOf(context).db,
    siteOf(context).security.limits,
    { reservationId: params.id, author: 'concierge', user: staff, text },
    { origin: mailLinkOrigin(request), mail: siteOf(context).mail },
  );
  if (!outcome.ok) return data<ActionData>({ ok: false, id: params.id, error: outcome.error, intent: 'message', text }, { status: outcome.status });
  return data<ActionData>({ ok: true, id: params.id, message: 'Message sent to the guest', intent: 'message' });
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  const reference = loaded?.reservation.reference;
  return [{ title: `${reference ? `${reference} | ` : ''}Reservations | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

const HISTORY_WORDS: Record<HistoryLine['kind'], string> = {
  requested: 'Requested',
  changed: 'Changed by the guest',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/**
 * One reservation for the concierge (issue 49): the stay, the guest's arrival details and the tier
 * benefits due, the conversation with the guest (new messages arrive while the page is open), the
 * history of every change, and the decisions the stay awaits. Plain forms; English, like the studio.
 */
export default function StaffReservationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reservation: r, messages, history, arrival, tier, today } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const replyRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<HTMLParagraphElement>(null);
  const messageFailed = actionData && !actionData.ok && 'intent' in actionData && actionData.intent === 'message';
  usePolling();
  useEffect(() => {
    if (!actionData) return;
    if (actionData.ok && 'intent' in actionData && actionData.intent === 'message') replyRef.current?.reset();
    answerRef.current?.focus();
  }, [actionData]);
  const money = (minor: number) => formatPrice(unitsOf(minor, r.currency), r.hotel.country);
  const benefits = benefitsOfTier(tier);
  return (
    <div className="container studio staff-reservations">
      <StudioNav role={loaderData.role} />
      <p className="studio-back">
        <Link to="/studio/reservations">Back to the reservations</Link>
      </p>
      <div className="studio-head">
        <div>
          <p className="eyebrow">
            {r.hotel.name}, {r.hotel.city}
          </p>
          <h1>{r.reference}</h1>
        </div>
        <span className="badge">{statusLabels[r.status]}</span>
      </div>

      <div id="decision-status" role="status" aria-live="polite" className="form-alert-region">
        {actionData?.ok && (
          <p ref={answerRef} tabIndex={-1} className="form-alert form-alert-success">
            {actionData.message}
          </p>
        )}
      </div>
      <div id="decision-error" role="alert" aria-live="assertive" className="form-alert-region">
        {actionData && !actionData.ok && (
          <p ref={answerRef} tabIndex={-1} className="form-alert form-alert-error">
            {actionData.error}
          </p>
        )}
      </div>

      <dl className="staff-facts">
        <div>
          <dt>Guest</dt>
          <dd>{r.guest ? `${r.guest.username} (${r.guest.email})` : 'Account deleted'}</dd>
        </div>
        <div>
          <dt>Room</dt>
          <dd>{r.roomType.name}</dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>
            <time dateTime={r.checkIn}>{formatShortDate(r.checkIn)}</time> to <time dateTime={r.checkOut}>{formatShortDate(r.checkOut)}</time>,{' '}
            {nightsText(r.nights)}
          </dd>
        </div>
        <div>
          <dt>Party</dt>
          <dd>{guestsText(r.guests)}</dd>
        </div>
        <div>
          <dt>Rate plan</dt>
          <dd>
            {r.offer ? `${r.offer.name} (offer)` : (PLAN_NAMES[r.ratePlan as NamedPlan] ?? r.ratePlan)}
            {r.awardPoints !== null && ` (${r.awardPoints.toLocaleString('en')} points)`}
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{money(r.totalMinor)}</dd>
        </div>
        {benefits.length > 0 && (
          <div data-testid="benefits">
            <dt>Tier benefits due</dt>
            <dd>{tier === 'gold' ? 'Gold' : 'Sovereign'}: late check-out; room upgrade when available</dd>
          </div>
        )}
        <div className="staff-facts-wide">
          <dt>Special requests</dt>
          <dd>{r.specialRequests ?? <span className="muted">None</span>}</dd>
        </div>
        {r.note && (
          <div className="staff-facts-wide">
            <dt>Note to the guest</dt>
            <dd>{r.note}</dd>
          </div>
        )}
      </dl>

      <section aria-labelledby="arrival-title" className="staff-section">
        <h2 id="arrival-title" className="staff-section-title">
          Arrival
        </h2>
        {arrival ? (
          <dl className="staff-facts" data-testid="arrival-details">
            <div>
              <dt>Arrival time ({r.hotel.city})</dt>
              <dd>{arrival.arrivalTime}</dd>
            </div>
            <div>
              <dt>Bed</dt>
              <dd>{arrival.bed === 'double' ? 'One large bed' : arrival.bed === 'twin' ? 'Two single beds' : 'No preference'}</dd>
            </div>
            <div>
              <dt>Occasion</dt>
              <dd>{arrival.occasion ? OCCASIONS[arrival.occasion] : 'None'}</dd>
            </div>
            <div className="staff-facts-wide">
              <dt>Dietary needs</dt>
              <dd>{arrival.dietary ?? <span className="muted">None given</span>}</dd>
            </div>
          </dl>
        ) : (
          <p className="muted">The guest has not given arrival details yet.</p>
        )}
      </section>

      {r.status === 'requested' && (
        <Form method="post" className="staff-decision" aria-label={`Answer ${r.reference}`}>
          <input type="hidden" name="id" value={r._id} />
          <div className="field">
            <label htmlFor="decision-note">
              Note to the guest <span className="optional">(optional)</span>
            </label>
            <textarea id="decision-note" name="note" rows={2} maxLength={STAFF_NOTE_MAX} />
          </div>
          <div className="studio-item-actions">
            <button type="submit" name="intent" value="confirm" className="button button-gold" disabled={busy}>
              Confirm
            </button>
            <button type="submit" name="intent" value="decline" className="button button-outline button-danger" disabled={busy}>
              Decline
            </button>
          </div>
        </Form>
      )}
      {r.status === 'confirmed' && !r.completedAt && r.checkOut <= today && (
        <Form method="post" className="staff-decision" aria-label={`Complete ${r.reference}`}>
          <input type="hidden" name="id" value={r._id} />
          <p className="muted">Checked out: marking the stay completed credits the guest’s points and invites a review.</p>
          <button type="submit" name="intent" value="complete" className="button button-gold" disabled={busy}>
            Mark completed
          </button>
        </Form>
      )}

      <section aria-labelledby="messages-title" className="staff-section" id="messages">
        <h2 id="messages-title" className="staff-section-title">
          Messages with the guest
        </h2>
        {messages.length === 0 ? (
          <p className="muted">No messages yet.</p>
        ) : (
          <ol className="staff-messages" aria-label="Messages about this stay, oldest first">
            {messages.map((m) => (
              <li key={m._id} className={`staff-message staff-message-${m.from}`} data-testid="staff-message">
                <p className="staff-message-meta">
                  <strong>{m.from === 'guest' ? (r.guest?.username ?? 'Guest') : `${m.authorName ?? 'Concierge'} (concierge)`}</strong>
                  {m.from === 'guest' && m.readAt === null && <span className="badge staff-message-new">New</span>} <LocalTime value={m.createdAt} />
                </p>
                <p className="staff-message-text">{m.text}</p>
              </li>
            ))}
          </ol>
        )}
        <Form method="post" className="staff-reply" ref={replyRef} preventScrollReset>
          <input type="hidden" name="intent" value="message" />
          <div className="field">
            <label htmlFor="reply-text" id="reply-label">
              {r.guest ? `Write to ${r.guest.username}` : 'Write a note to the stay (the account is deleted: nobody is mailed)'}
            </label>
            <textarea
              id="reply-text"
              name="text"
              rows={4}
              required
              maxLength={STAY_MESSAGE_MAX}
              defaultValue={messageFailed ? actionData.text : ''}
              aria-invalid={messageFailed ? true : undefined}
              aria-describedby={messageFailed ? 'decision-error' : undefined}
            />
            <p className="field-hint">Plain text, up to {STAY_MESSAGE_MAX.toLocaleString('en')} characters. The guest is mailed a link, never the words.</p>
          </div>
          <button type="submit" className="button button-gold" disabled={busy}>
            Send to the guest
          </button>
        </Form>
      </section>

      <section aria-labelledby="history-title" className="staff-section">
        <h2 id="history-title" className="staff-section-title">
          History
        </h2>
        {history.length === 0 ? (
          <p className="muted">No changes recorded (a request made before the history was kept).</p>
        ) : (
          <ol className="staff-history">
            {history.map((line) => (
              <li key={line._id}>
                <strong>{HISTORY_WORDS[line.kind]}</strong>{' '}
                <span className="muted">
                  {line.by === 'guest' ? 'by the guest' : line.by === 'concierge' ? `by ${line.byName ?? 'the concierge'}` : 'by the daily job'},{' '}
                  <LocalTime value={line.at} />
                </span>
                {line.before && changedFacts(line.before, line.after).length > 0 && (
                  <ul className="staff-history-facts">
                    {changedFacts(line.before, line.after).map((fact) => (
                      <li key={fact}>{describe(fact, line, money)}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

const OCCASIONS: Record<string, string> = {
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  honeymoon: 'Honeymoon',
  business: 'Business',
  other: 'Another celebration',
};

function describe(fact: ReturnType<typeof changedFacts>[number], line: HistoryLine, money: (minor: number) => string): string {
  const [b, a] = [line.before!, line.after];
  switch (fact) {
    case 'status':
      return `Status: ${b.status} → ${a.status}`;
    case 'dates':
      return `Dates: ${formatShortDate(b.checkIn)}–${formatShortDate(b.checkOut)} → ${formatShortDate(a.checkIn)}–${formatShortDate(a.checkOut)}`;
    case 'room':
      return `Room: ${b.roomType} → ${a.roomType}`;
    case 'guests':
      return `Party: ${guestsText(b.guests)} → ${guestsText(a.guests)}`;
    case 'plan':
      return `Rate plan: ${b.ratePlan} → ${a.ratePlan}`;
    case 'total':
      return `Total: ${money(b.totalMinor)} → ${money(a.totalMinor)}`;
    case 'points':
      return `Points: ${(b.awardPoints ?? 0).toLocaleString('en')} → ${(a.awardPoints ?? 0).toLocaleString('en')}`;
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioError error={error} area="reservations" />;
}
