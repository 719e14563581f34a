import { useEffect, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/MessagePage';
import { InboxError } from './InboxError';
import { LocalTime } from '~/ui/LocalTime';
import { categoryLabel, statusLabels } from './labels';
import { messageFromForm } from './messageActions.server';
import { findMessage } from './messages.server';
import { INTERNAL_NOTE_MAX } from './note';
import '~/studio/studio.css';
import './inbox.css';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireSectionPage(siteOf(context).db, request);
  const message = await findMessage(siteOf(context).db, params.id);
  if (!message) throw data({ error: 'Message not found' }, { status: 404 });
  return { role: staff.role, message };
}

/** Mark handled, reopen, save the note: plain form POSTs (docs/decisions/0012), the role checked again here. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = await requireSectionPage(siteOf(context).db, request);
  return messageFromForm(siteOf(context).db, staff, params.id, request);
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  const subject = loaded?.message.subject;
  return [{ title: `${subject ? `${subject} | ` : ''}Messages | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * One contact message for the concierge: the sender's words as plain text, how to reach them, and
 * the inbox's two writes (status, internal note) as plain forms answered in place.
 */
export default function MessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const answerRef = useRef<HTMLParagraphElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const noteFailed = actionData && !actionData.ok && actionData.intent === 'note';

  // The answer takes the focus (a refused note: the field, described by the error).
  useEffect(() => {
    if (!actionData) return;
    if (noteFailed) noteRef.current?.focus();
    else answerRef.current?.focus();
  }, [actionData, noteFailed]);

  return (
    <div className="container studio inbox">
      <StudioNav role={loaderData.role} />
      <p className="studio-back">
        <Link to="/studio/messages">Back to the messages</Link>
      </p>
      <div className="studio-head">
        <div>
          <p className="eyebrow">{categoryLabel(message.category)}</p>
          <h1>{message.subject}</h1>
        </div>
        <span className={`badge inbox-status-${message.status}`}>{statusLabels[message.status]}</span>
      </div>

      <div id="message-status" role="status" aria-live="polite" className="form-alert-region">
        {actionData?.ok && (
          <p ref={answerRef} tabIndex={-1} className="form-alert form-alert-success">
            {actionData.message}
          </p>
        )}
      </div>
      <div id="message-error" role="alert" aria-live="assertive" className="form-alert-region">
        {actionData && !actionData.ok && (
          <p ref={noteFailed ? undefined : answerRef} tabIndex={-1} className="form-alert form-alert-error">
            {actionData.error}
          </p>
        )}
      </div>

      <dl className="inbox-facts">
        <div>
          <dt>From</dt>
          <dd>{message.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>{message.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{message.phone ? <a href={`tel:${message.phone.replace(/[^0-9+]/g, '')}`}>{message.phone}</a> : <span className="muted">Not given</span>}</dd>
        </div>
        <div>
          <dt>Hotel</dt>
          <dd>{message.hotel ? <Link to={`/rooms/${message.hotel.slug}`}>{message.hotel.name}</Link> : <span className="muted">None</span>}</dd>
        </div>
        <div>
          <dt>Account</dt>
          <dd>{message.account ? `${message.account.username} (${message.account.email})` : <span className="muted">Sent signed out</span>}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>
            <LocalTime value={message.createdAt} />
          </dd>
        </div>
        {message.status === 'handled' && (
          <div>
            <dt>Handled</dt>
            <dd>
              {message.handledAt && <LocalTime value={message.handledAt} />}
              {message.handledBy && ` by ${message.handledBy.username}`}
            </dd>
          </div>
        )}
      </dl>

      <section aria-labelledby="message-text-title">
        <h2 id="message-text-title" className="inbox-section-title">
          Message
        </h2>
        {/* Text, never HTML: React escapes it, and pre-line keeps the sender's line breaks. */}
        <div className="inbox-message-text">{message.message}</div>
      </section>

      <Form method="post" className="inbox-status-form">
        {message.status === 'open' ? (
          <button type="submit" name="intent" value="handled" className="button button-gold" disabled={busy}>
            Mark handled
          </button>
        ) : (
          <button type="submit" name="intent" value="reopen" className="button button-outline" disabled={busy}>
            Reopen
          </button>
        )}
      </Form>

      <Form method="post" className="inbox-note-form" aria-labelledby="note-title">
        <h2 id="note-title" className="inbox-section-title">
          Internal note
        </h2>
        <div className="field">
          <label htmlFor="internal-note">
            Note for the team <span className="optional">(never shown to the sender; at most {INTERNAL_NOTE_MAX.toLocaleString('en')} characters)</span>
          </label>
          <textarea
            ref={noteRef}
            id="internal-note"
            name="internalNote"
            rows={5}
            maxLength={INTERNAL_NOTE_MAX}
            defaultValue={noteFailed ? actionData.note : (message.internalNote ?? '')}
            aria-invalid={noteFailed ? true : undefined}
            aria-describedby={noteFailed ? 'message-error' : undefined}
          />
        </div>
        <button type="submit" name="intent" value="note" className="button button-outline" disabled={busy}>
          Save note
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <InboxError error={error} />;
}
