import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { STAY_MESSAGE_MAX } from '~/db/values';
import { useT, type MessageKey } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import type { StayMessage } from './stayMessage';
import { usePolling } from './usePolling';

/**
 * The conversation about a stay on the guest's page: the messages in order, the concierge's new
 * ones marked, and a plain form to write (it works without scripts; with them, new messages come
 * in without a reload).
 */
export function StayConversation({
  messages,
  action,
  problem,
  draft,
  sent,
  timeZone,
  city,
}: {
  messages: StayMessage[];
  /** The hotel's IANA zone and city: times are the hotel's. */
  timeZone: string;
  city: string;
  /** The page's own address (the form posts to its action). */
  action: string;
  problem: MessageKey | null;
  /** The text sent back with a refusal, kept in the box. */
  draft: string;
  /** The message was just sent: the box starts empty again. */
  sent: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'message';
  const formRef = useRef<HTMLFormElement>(null);
  usePolling();
  useEffect(() => {
    if (sent) formRef.current?.reset();
  }, [sent, messages.length]);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    <section className="card stay-section" id="messages" aria-labelledby="messages-heading">
      <h2 id="messages-heading">{t('stays_messages_heading')}</h2>
      <p className="muted">{t('stays_messages_lead', { city })}</p>
      {messages.length === 0 ? (
        <p className="stay-messages-empty">{t('stays_messages_none')}</p>
      ) : (
        <ol className="stay-messages" aria-label={t('stays_messages_list')}>
          {messages.map((m) => {
            const fresh = m.from === 'concierge' && m.readAt === null;
            return (
              <li key={m._id} className={`stay-message stay-message-${m.from}${fresh ? ' stay-message-new' : ''}`} data-testid="stay-message">
                <p className="stay-message-meta">
                  <span className="stay-message-author">{t(m.from === 'guest' ? 'stays_messages_you' : 'stays_messages_concierge')}</span>
                  {fresh && <span className="chip stay-message-badge">{t('stays_messages_new')}</span>}
                  {/* The server's and the browser's date libraries may word a time apart: the server's words stand. */}
                  <time dateTime={m.createdAt} suppressHydrationWarning>
                    {when.format(new Date(m.createdAt))}
                  </time>
                </p>
                {/* Text as written: React escapes it; line breaks kept by the stylesheet. */}
                <p className="stay-message-text" dir="auto">
                  {m.text}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <Form method="post" action={`${action}#messages`} className="stay-message-form" ref={formRef} preventScrollReset>
        <input type="hidden" name="intent" value="message" />
        <FormAlert id="message-error" message={problem ? t(problem, { max: STAY_MESSAGE_MAX }) : null} />
        <div className="field">
          <label htmlFor="message-text" id="message-label">
            {t('stays_messages_write')}
          </label>
          <textarea
            id="message-text"
            name="text"
            rows={4}
            required
            maxLength={STAY_MESSAGE_MAX}
            defaultValue={sent ? '' : draft}
            aria-describedby={problem ? 'message-error message-hint' : 'message-hint'}
            aria-invalid={problem ? true : undefined}
          />
          <p id="message-hint" className="field-hint">
            {t('stays_messages_hint', { max: new Intl.NumberFormat(locale).format(STAY_MESSAGE_MAX) })}
          </p>
        </div>
        <button type="submit" className="button button-gold" disabled={sending}>
          {sending && <ButtonSpinner />}
          {t('stays_messages_send')}
        </button>
      </Form>
    </section>
  );
}
