import { Form, Link } from 'react-router';
import { formatLongDate } from '~/lib/dates';
import { FormAnswer } from '~/studio/FormAnswer';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioError } from '~/studio/StudioError';
import { useFocusAnswer } from '~/studio/StudioField';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/StudioOffersPage';
import { deleteOfferFromForm } from './offerForm.server';
import { listOffersForStudio } from './offers.write.server';
import '~/studio/studio.css';
import '~/studio/studioFields.css';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  const offers = (await listOffersForStudio(siteOf(context).db)).map((o) => ({
    id: o.id,
    slug: o.slug,
    name: o.name,
    stayFrom: o.stayFrom,
    stayUntil: o.stayUntil,
    discountPct: o.discountPct,
    minNights: o.minNights,
    published: o.published,
    promoCode: o.promoCode,
    promoUses: o.promoUses,
    promoMaxUses: o.promoMaxUses,
    hotels: o.hotels.length,
  }));
  const params = pageUrl(request).searchParams;
  const savedId = params.get('created') ?? params.get('saved');
  const saved = offers.find((o) => o.id === savedId);
  const notice = saved ? `${params.has('created') ? 'Added' : 'Saved'} “${saved.name}”.` : null;
  return { role: user.role, staff: user.username, offers, notice };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  return deleteOfferFromForm(siteOf(context).db, user, request);
}

export function meta() {
  return [{ title: `Offers | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

type OfferRow = Route.ComponentProps['loaderData']['offers'][number];

function promoText(offer: OfferRow) {
  if (!offer.promoCode) return null;
  const cap = offer.promoMaxUses === null ? '' : ` of ${offer.promoMaxUses}`;
  return `code ${offer.promoCode}, used ${offer.promoUses}${cap}`;
}

function OfferItem({ offer }: { offer: OfferRow }) {
  const facts = [
    `/offers/${offer.slug}`,
    `${offer.discountPct} % off`,
    `${offer.minNights} ${offer.minNights === 1 ? 'night' : 'nights'} or more`,
    `${offer.hotels} ${offer.hotels === 1 ? 'hotel' : 'hotels'}`,
    `nights ${formatLongDate(offer.stayFrom)} to ${formatLongDate(offer.stayUntil)}`,
    promoText(offer),
    offer.published ? null : 'not published',
  ].filter(Boolean);
  return (
    <li className="studio-item" data-testid="studio-offer">
      <div className="studio-item-text">
        <h2 className="studio-item-title">
          <Link to={`/studio/offers/${offer.id}`}>{offer.name}</Link>
        </h2>
        <p className="studio-meta">{facts.join(' · ')}</p>
      </div>
      <div className="studio-item-actions">
        <Link to={`/studio/offers/${offer.id}`} className="button button-outline">
          Edit<span className="visually-hidden"> {offer.name}</span>
        </Link>
        <Link to={`/studio/offers/${offer.id}/translations`} className="button button-outline">
          Translations<span className="visually-hidden"> of {offer.name}</span>
        </Link>
        <details className="studio-confirm">
          <summary>
            Delete<span className="visually-hidden"> {offer.name}</span>
          </summary>
          <Form method="post">
            <input type="hidden" name="id" value={offer.id} />
            <p>This removes the offer from the site at once; stays already requested on it keep their price.</p>
            <button type="submit" name="intent" value="delete" className="button button-outline button-danger">
              Delete “{offer.name}”
            </button>
          </Form>
        </details>
      </div>
    </li>
  );
}

/** The brand's offers, published or not: add, edit, translate, delete. */
export default function StudioOffersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { offers, notice } = loaderData;
  const pageRef = useFocusAnswer<HTMLDivElement>(actionData);
  return (
    <div className="container studio" ref={pageRef}>
      <StudioNav role={loaderData.role} />
      <div className="studio-head">
        <div>
          <p className="eyebrow">Signed in as {loaderData.staff}</p>
          <h1>Offers</h1>
        </div>
        <div className="studio-head-actions">
          <Link to="/studio/offers/new" className="button button-gold">
            New offer
          </Link>
        </div>
      </div>
      <FormAnswer answer={actionData ?? (notice ? { ok: true, target: 'page', message: notice } : undefined)} target="page" />
      {offers.length === 0 ? (
        <p className="muted">No offers yet.</p>
      ) : (
        <ul className="studio-list" role="list" aria-label="Offers">
          {offers.map((offer) => (
            <OfferItem key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioError error={error} area="content" />;
}
