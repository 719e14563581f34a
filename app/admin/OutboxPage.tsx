import { Link } from 'react-router';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/OutboxPage';
import { AdminError } from './AdminError';
import { deliveryOf } from './delivery';
import { pageOutbox } from './outbox.server';
import { Pager } from './Pager';
import { formatWhen, PAGE_SIZE, pageOf } from './paging';
import '~/studio/studio.css';
import './admin.css';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireSectionPage(siteOf(context).db, request);
  const { page, offset } = pageOf(pageUrl(request));
  const mails = await pageOutbox(siteOf(context).db, { limit: PAGE_SIZE, offset });
  return { role: admin.role, page, mails: mails.items, total: mails.total };
}

export function meta() {
  return [{ title: `Outbox | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/** Every mail the site sent or kept, newest first (docs/decisions/0015); each opens as text. */
export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { page, mails, total } = loaderData;
  return (
    <div className="container studio admin">
      <StudioNav role={loaderData.role} />
      <div className="studio-head">
        <h1>Outbox</h1>
      </div>
      <p className="muted" id="outbox-count">
        {total === 1 ? '1 mail' : `${total} mails`} in the last 30 days
      </p>
      {mails.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-describedby="outbox-count">
            <caption className="visually-hidden">Mails, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">Kind</th>
                <th scope="col">Created</th>
                <th scope="col">Delivery</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => {
                const delivery = deliveryOf(mail);
                return (
                  <tr key={mail._id} data-testid="outbox-row">
                    <th scope="row">
                      <Link to={`/studio/outbox/${mail._id}`}>{mail.subject}</Link>
                    </th>
                    <td>{mail.to}</td>
                    <td>{mail.kind}</td>
                    <td>
                      <time dateTime={mail.createdAt}>{formatWhen(mail.createdAt)}</time>
                    </td>
                    <td className={delivery.failed ? 'admin-state-error' : undefined}>{delivery.text}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} total={total} label="Pages of mails" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} back={{ href: '/studio/outbox', label: 'Back to the outbox' }} />;
}
