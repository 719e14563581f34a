import { data, Link } from 'react-router';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/OutboxMailPage';
import { AdminError } from './AdminError';
import { findOutboxMail } from './outbox.server';
import { deliveryOf } from './delivery';
import { formatWhen } from './paging';
import '~/studio/studio.css';
import './admin.css';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = await requireSectionPage(siteOf(context).db, request);
  const mail = await findOutboxMail(siteOf(context).db, params.id);
  if (!mail) throw data({ error: 'Mail not found' }, { status: 404 });
  return { role: admin.role, mail };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: `${data?.mail.subject ?? 'Mail'} | Outbox | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * One mail of the outbox, read as its text body. The stored HTML is never rendered here: a mail is
 * shown as the text it carries, so nothing in it can run or load in the back office.
 */
export default function OutboxMailPage({ loaderData }: Route.ComponentProps) {
  const { mail } = loaderData;
  const delivery = deliveryOf(mail);
  return (
    <div className="container studio admin">
      <StudioNav role={loaderData.role} />
      <p className="studio-back">
        <Link to="/studio/outbox">← The outbox</Link>
      </p>
      <div className="studio-head">
        <h1>{mail.subject}</h1>
      </div>
      <dl className="admin-facts">
        <div>
          <dt>To</dt>
          <dd>{mail.to}</dd>
        </div>
        <div>
          <dt>Kind</dt>
          <dd>{mail.kind}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={mail.createdAt}>{formatWhen(mail.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd className={delivery.failed ? 'admin-state-error' : undefined}>{delivery.text}</dd>
        </div>
      </dl>
      <h2 className="visually-hidden">Text of the mail</h2>
      <pre className="admin-mail-text" data-testid="mail-text">
        {mail.text}
      </pre>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} back={{ href: '/studio/outbox', label: 'Back to the outbox' }} />;
}
