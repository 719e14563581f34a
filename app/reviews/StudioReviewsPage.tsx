import { useEffect, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { formatShortDate } from '~/lib/dates';
import { site } from '~/site.config';
import { StudioError } from '~/studio/StudioError';
import { StudioNav } from '~/studio/StudioNav';
import { requireSectionPage } from '~/studio/guard.server';
import type { Route } from './+types/StudioReviewsPage';
import { listReviewsForStaff, setReviewHidden, STAFF_REVIEWS_SHOWN, type StaffReviewFilter } from './reviews.server';
import '~/studio/studio.css';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireSectionPage(siteOf(context).db, request);
  const filter: StaffReviewFilter = pageUrl(request).searchParams.get('show') === 'hidden' ? 'hidden' : 'all';
  const reviews = await listReviewsForStaff(siteOf(context).db, { filter });
  return { staff: staff.username, role: staff.role, filter, reviews, shown: STAFF_REVIEWS_SHOWN };
}

type VisibilityAnswer = { ok: true; id: string; message: string } | { ok: false; id: string | null; error: string };

/** Hide or show one review, as a plain form POST (docs/decisions/0012): the role is checked again here, and the change audited. */
export async function action({ context, request }: Route.ActionArgs) {
  const staff = await requireSectionPage(siteOf(context).db, request);
  const form = await request.formData().catch(() => null);
  const id = form?.get('id');
  const intent = form?.get('intent');
  if (typeof id !== 'string' || (intent !== 'hide' && intent !== 'show')) {
    return data<VisibilityAnswer>({ ok: false, id: null, error: 'Please choose Hide or Show on a review' }, { status: 400 });
  }
  const outcome = await setReviewHidden(siteOf(context).db, staff, id, intent === 'hide');
  if (!outcome.ok) return data<VisibilityAnswer>({ ok: false, id, error: outcome.error }, { status: outcome.status });
  const { hotel, author } = outcome.value;
  const whose = `${author ? `${author}’s review` : 'The review'} of ${hotel.name}`;
  return data<VisibilityAnswer>({ ok: true, id, message: intent === 'hide' ? `${whose} is hidden` : `${whose} is shown again` });
}

export function meta() {
  return [{ title: `Reviews | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

const FILTERS: { value: StaffReviewFilter; label: string; href: string }[] = [
  { value: 'all', label: 'Latest', href: '/studio/reviews' },
  { value: 'hidden', label: 'Hidden', href: '/studio/reviews?show=hidden' },
];

/**
 * The editors' view of guest reviews, newest first: any review can be hidden from its hotel page
 * (it then stops counting in the hotel's rating) and shown again. Plain links and forms.
 */
export default function StudioReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, reviews } = loaderData;
  const navigation = useNavigation();
  const busyId = navigation.state === 'submitting' ? navigation.formData?.get('id') : null;
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (actionData) outcomeRef.current?.focus();
  }, [actionData]);

  return (
    <div className="container studio">
      <StudioNav role={loaderData.role} />
      <div className="studio-head">
        <div>
          <p className="eyebrow">Signed in as {loaderData.staff}</p>
          <h1>Guest reviews</h1>
        </div>
      </div>
      <div role="status" aria-live="polite" className="form-alert-region">
        {actionData?.ok && (
          <p ref={outcomeRef} tabIndex={-1} className="form-alert form-alert-success">
            {actionData.message}
          </p>
        )}
      </div>
      <div role="alert" aria-live="assertive" className="form-alert-region">
        {actionData && !actionData.ok && (
          <p ref={outcomeRef} tabIndex={-1} className="form-alert form-alert-error">
            {actionData.error}
          </p>
        )}
      </div>
      <nav className="tabs-list" aria-label="Reviews shown">
        {FILTERS.map((f) => (
          <Link key={f.value} to={f.href} data-state={f.value === filter ? 'active' : 'inactive'} aria-current={f.value === filter ? 'page' : undefined}>
            {f.label}
          </Link>
        ))}
      </nav>
      <p className="muted">
        {filter === 'hidden' ? 'Hidden reviews, newest first.' : `The ${loaderData.shown} newest reviews.`} A hidden review leaves the hotel page and its rating
        at once; its author can still edit or delete it.
      </p>
      {reviews.length === 0 ? (
        <p className="muted">{filter === 'hidden' ? 'No hidden reviews.' : 'No reviews yet.'}</p>
      ) : (
        <ul className="studio-list" role="list" aria-label="Reviews">
          {reviews.map((r) => {
            const hidden = r.hiddenAt !== null;
            const who = r.author ?? 'Anonymous guest';
            return (
              <li key={r._id} className="studio-item" data-testid="studio-review">
                <div className="studio-item-text">
                  <h2 className="studio-item-title">
                    {who} on <Link to={`/rooms/${r.hotel.slug}?tab=reviews#hotel-details`}>{r.hotel.name}</Link>
                  </h2>
                  <p className="muted">
                    {r.rating} out of 5{r.createdAt && <>, {formatShortDate(r.createdAt.slice(0, 10))}</>}
                    {hidden && <strong> · Hidden</strong>}
                  </p>
                  <p>{r.comment}</p>
                </div>
                <Form method="post" className="studio-item-actions" aria-label={`${hidden ? 'Show' : 'Hide'} the review by ${who}`}>
                  <input type="hidden" name="id" value={r._id} />
                  <button type="submit" name="intent" value={hidden ? 'show' : 'hide'} className="button button-outline" disabled={busyId === r._id}>
                    {hidden ? 'Show' : 'Hide'}
                    <span className="visually-hidden"> the review by {who}</span>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioError error={error} area="content" />;
}
