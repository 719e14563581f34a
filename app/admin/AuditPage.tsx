import { Form, Link } from 'react-router';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/AuditPage';
import { AdminError } from './AdminError';
import { auditChanges, auditSubject } from './auditDiff';
import { auditLabel } from './auditLabels';
import { auditVocabulary, pageAudit } from './auditLog.server';
import { Pager } from './Pager';
import { formatWhen, PAGE_SIZE, pageOf, searchOf } from './paging';
import '~/studio/studio.css';
import './admin.css';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireSectionPage(siteOf(context).db, request);
  const url = pageUrl(request);
  const entity = searchOf(url, 'entity').slice(0, 40);
  const action = searchOf(url, 'action').slice(0, 60);
  const id = searchOf(url, 'id').slice(0, 200);
  const { page, offset } = pageOf(url);
  const [log, vocabulary] = await Promise.all([
    pageAudit(siteOf(context).db, { entity: entity || undefined, action: action || undefined, entityId: id || undefined, limit: PAGE_SIZE, offset }),
    auditVocabulary(siteOf(context).db),
  ]);
  const entries = log.items.map((entry) => ({
    _id: entry._id,
    at: entry.at,
    actorName: entry.actorName,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    subject: auditSubject(entry.before, entry.after),
    changes: auditChanges(entry.before, entry.after),
  }));
  return { role: admin.role, entity, action, id, page, entries, total: log.total, ...vocabulary };
}

export function meta() {
  return [{ title: `Audit log | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * Every staff write, newest first: what in words (the raw action name beside it, auditLabels.ts),
 * who, when, on which record, and the fields it changed (before → after). Filtered by entity and
 * action with a plain GET form.
 */
export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { entity, action, id, page, entries, total, entities, actions } = loaderData;
  const filtered = Boolean(entity || action || id);
  return (
    <div className="container studio admin">
      <StudioNav role={loaderData.role} />
      <div className="studio-head">
        <h1>Audit log</h1>
      </div>
      <Form method="get" className="admin-search" aria-label="Filter the log">
        <div className="field">
          <label htmlFor="audit-entity">Entity</label>
          <select id="audit-entity" name="entity" defaultValue={entity}>
            <option value="">Every entity</option>
            {entities.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-action">Action</label>
          <select id="audit-action" name="action" defaultValue={action}>
            <option value="">Every action</option>
            {actions.map((name) => (
              <option key={name} value={name}>
                {actionText(name)}
              </option>
            ))}
          </select>
        </div>
        {id && <input type="hidden" name="id" value={id} />}
        <button type="submit" className="button button-outline">
          Filter
        </button>
        {filtered && <Link to="/studio/audit">Show every entry</Link>}
      </Form>
      <p className="muted">
        {total === 1 ? '1 entry' : `${total} entries`}
        {id && ` about ${entity || 'record'} ${id}`}
      </p>
      <ol className="studio-list" aria-label="Entries, newest first">
        {entries.map((entry) => (
          <li key={entry._id} className="admin-audit-entry" data-testid="audit-entry">
            <h2>
              {capitalized(auditLabel(entry.action) ?? entry.action)} <span className="muted">by {entry.actorName}</span>
            </h2>
            <p>
              <code className="admin-audit-action">{entry.action}</code> · <time dateTime={entry.at}>{formatWhen(entry.at)}</time> · {entry.entity}
              {entry.entityId && <> {entry.entityId}</>}
              {entry.subject && <> ({entry.subject})</>}
            </p>
            {entry.changes.length > 0 && (
              <table className="admin-table admin-diff">
                <caption className="visually-hidden">Fields {auditLabel(entry.action) ?? entry.action} changed</caption>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Before</th>
                    <th scope="col">After</th>
                  </tr>
                </thead>
                <tbody>
                  {entry.changes.map((change) => (
                    <tr key={change.field}>
                      <th scope="row">{change.field}</th>
                      <td>{change.before === null ? <span className="muted">none</span> : <del>{change.before}</del>}</td>
                      <td>{change.after === null ? <span className="muted">none</span> : <ins>{change.after}</ins>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </li>
        ))}
      </ol>
      <Pager page={page} total={total} label="Pages of the log" />
    </div>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** An action in the filter's list: its words, then its raw name to tell it apart (or the raw name alone). */
const actionText = (name: string) => {
  const label = auditLabel(name);
  return label ? `${capitalized(label)} (${name})` : name;
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} back={{ href: '/studio/audit', label: 'Back to the audit log' }} />;
}
