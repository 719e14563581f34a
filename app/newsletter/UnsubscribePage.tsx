import { Form, Link, useNavigation } from 'react-router';
import { site } from '~/site.config';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/UnsubscribePage';
import { unsubscribeTexts } from './newsletter';
import { unsubscribeAction, unsubscribeLoader } from './unsubscribeAction.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  return unsubscribeLoader(request, context);
}

/** The page's button and the mail providers' one-click POST (RFC 8058) alike. */
export async function action({ request, context }: Route.ActionArgs) {
  return unsubscribeAction(request, context);
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta() {
  return [{ title: `Unsubscribe | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/** The link in every newsletter mail: no sign-in, a button to confirm (scanners open links, people press buttons). */
export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const valid = loaderData.valid && actionData?.done !== false;

  return (
    <>
      <PageBanner id="unsubscribe-heading" title="Newsletter" compact />
      <div className="container auth-layout">
        <aside className="auth-panel">
          <p className="auth-panel-mark" aria-hidden="true">
            ◆
          </p>
          <h2>{site.name}</h2>
          <p>{site.tagline}</p>
        </aside>
        <div className="card auth-card">
          {actionData?.done ? (
            <>
              <FormAlert id="unsubscribe-status" message={unsubscribeTexts.done(actionData.email)} tone="success" />
              <Link className="button button-gold button-block" to="/">
                Back to the Home Page
              </Link>
            </>
          ) : valid && loaderData.valid ? (
            <Form method="post" aria-busy={sending} aria-labelledby="unsubscribe-heading">
              <p>
                Unsubscribe <strong>{loaderData.email}</strong> from the {site.name} newsletter?
              </p>
              {/* The same body a mail provider's one-click POST sends (RFC 8058). */}
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <button type="submit" className="button button-gold button-block" disabled={sending}>
                {sending && <ButtonSpinner />}
                Unsubscribe
              </button>
            </Form>
          ) : (
            <>
              <FormAlert id="unsubscribe-error" message={unsubscribeTexts.invalid} />
              <p>
                Please open the whole link from the newsletter mail, or write to us at <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a> and we
                will take your address off the list.
              </p>
            </>
          )}
        </div>
      </div>
    </>
  );
}
