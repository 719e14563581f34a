import { data, Form, Link } from 'react-router';
import { site } from '~/site.config';
import { FormAnswer } from '~/studio/FormAnswer';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioError } from '~/studio/StudioError';
import { firstProblem, StudioField, useFocusAnswer } from '~/studio/StudioField';
import { StudioNav } from '~/studio/StudioNav';
import { ErrorState } from '~/ui/ErrorState';
import { refusalFor } from '~/pricing/studio/priceForms';
import type { Route } from './+types/StudioOfferPage';
import { HotelChoices, InclusionChoices } from './OfferChoices';
import { formValuesOf, offerPageAction } from './offerForm.server';
import { OFFER_FIELD_ORDER, OFFER_FORM, OFFER_LIMITS, type OfferField } from './offerInput';
import { findOfferForStudio, hotelChoices, type StudioOffer } from './offers.write.server';
import { PhotosForm } from '~/media/PhotosForm';
import { offerPictures } from '~/media/picturePlaces.server';
import { asStudioPhoto } from '~/media/studioPhoto';
import { offerPhotosView } from './offerPhotos';
import '~/studio/studio.css';
import '~/studio/studioFields.css';
import './offers.css';
import { siteOf } from '~/lib/loadContext.server';

/** How many hotels the form lists beside the offer's own (the brand's demo has six; a large brand adds the rest through the API). */
const HOTELS_LISTED = 200;

async function offerOf(db: SiteContext['db'], id: string | undefined): Promise<StudioOffer | null> {
  if (!id) return null;
  const offer = await findOfferForStudio(db, id);
  if (!offer) throw data({ error: 'Offer not found' }, { status: 404 });
  return offer;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  const offer = await offerOf(siteOf(context).db, params.id);
  const [{ hotels, total }, photos] = await Promise.all([
    hotelChoices(siteOf(context).db, HOTELS_LISTED),
    offer ? offerPictures.ofOwners(siteOf(context).db, [offer.id]) : new Map<string, never[]>(),
  ]);
  const own = (offer?.hotels ?? [])
    .filter((h) => !hotels.some((c) => c.id === h.hotelId))
    .map((h) => ({ id: h.hotelId, name: h.name, city: '', currency: h.currency }));
  return {
    role: user.role,
    offer: offer && { id: offer.id, name: offer.name, slug: offer.slug, promoUses: offer.promoUses, values: formValuesOf(offer) },
    hotels: [...own, ...hotels],
    totalHotels: total,
    photos: offer ? (photos.get(offer.id) ?? []).map(asStudioPhoto) : [],
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  return offerPageAction(siteOf(context).db, user, request, await offerOf(siteOf(context).db, params.id));
}

export function meta({ loaderData: loaderData }: Route.MetaArgs) {
  const title = loaderData?.offer ? `Edit: ${loaderData.offer.name}` : 'New offer';
  return [{ title: `${title} | Offers | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

const NEW_OFFER: Record<string, string> = { refundable: 'on', published: 'on', minNights: '1', discountPct: '0' };

/** Add or change an offer: one plain form, checked on the server field by field. */
export default function StudioOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { offer } = loaderData;
  const formRef = useFocusAnswer<HTMLFormElement>(actionData);
  const failed = refusalFor(actionData, OFFER_FORM);
  const values: Record<string, string | undefined> = failed?.values ?? offer?.values ?? NEW_OFFER;
  const errors = failed?.errors ?? {};
  const first = firstProblem(OFFER_FIELD_ORDER, errors) ?? (Object.keys(errors).some((k) => k.startsWith('supplement.')) ? 'hotels' : undefined);
  const field = (name: OfferField) => ({ form: OFFER_FORM, name, value: values[name], error: errors[name], autoFocus: first === name });
  const check = (name: 'refundable' | 'published', label: string) => (
    <div className="field studio-check">
      <input id={`${OFFER_FORM}-${name}`} type="checkbox" name={name} defaultChecked={values[name] === 'on'} />
      <label htmlFor={`${OFFER_FORM}-${name}`}>{label}</label>
    </div>
  );
  const heading = offer ? `Edit: ${offer.name}` : 'New offer';

  return (
    <div className="container studio">
      <StudioNav role={loaderData.role} />
      <p className="studio-back">
        <Link to="/studio/offers">← All offers</Link>
      </p>
      <div className="studio-head">
        <h1>{heading}</h1>
        {offer && (
          <div className="studio-head-actions">
            <Link to={`/studio/offers/${offer.id}/translations`} className="button button-outline">
              Translations
            </Link>
          </div>
        )}
      </div>
      <Form method="post" className="studio-form" aria-label={heading} ref={formRef} noValidate>
        <FormAnswer answer={actionData} target={OFFER_FORM} />
        <div className="studio-fields">
          <StudioField {...field('name')} label="Name" required maxLength={OFFER_LIMITS.name} />
          <StudioField
            {...field('slug')}
            label="Slug"
            required
            maxLength={OFFER_LIMITS.slug}
            hint="Its address, /offers/slug: lower-case letters, digits and hyphens; never flexible, advance, member or points."
          />
          <div className="studio-field-wide">
            <StudioField {...field('summary')} label="Summary" type="textarea" rows={2} required maxLength={OFFER_LIMITS.summary} />
          </div>
          <div className="studio-field-wide">
            <StudioField {...field('description')} label="Description" type="textarea" rows={6} required maxLength={OFFER_LIMITS.description} />
          </div>
        </div>
        <InclusionChoices values={values} errors={errors} />
        <fieldset className="studio-fieldset">
          <legend>Nights and price</legend>
          <div className="studio-fields">
            <StudioField {...field('stayFrom')} label="First night" type="date" required />
            <StudioField {...field('stayUntil')} label="Last night (included)" type="date" required />
            <StudioField {...field('minNights')} label="Minimum nights" type="number" min={1} max={OFFER_LIMITS.maxNights} required />
            <StudioField {...field('discountPct')} label="Below Flexible (%)" type="number" min={0} max={90} required />
          </div>
          {check('refundable', 'Refundable (free cancellation as with Flexible)')}
        </fieldset>
        <HotelChoices hotels={loaderData.hotels} total={loaderData.totalHotels} values={values} errors={errors} focusFirst={first === 'hotels'} />
        <fieldset className="studio-fieldset">
          <legend>Promo code (optional)</legend>
          <p className="field-hint">
            With a code the offer is booked only by guests who type it (any case).
            {offer && ` Used ${offer.promoUses} ${offer.promoUses === 1 ? 'time' : 'times'} so far.`}
          </p>
          <div className="studio-fields">
            <StudioField {...field('promoCode')} label="Code" maxLength={OFFER_LIMITS.promoCode} hint="3 to 40 letters A-Z, digits and hyphens." />
            <StudioField {...field('promoMaxUses')} label="Cap on uses" type="number" min={1} max={OFFER_LIMITS.maxUses} hint="Empty: no cap." />
            <StudioField {...field('promoStartsOn')} label="Valid from (UTC day)" type="date" />
            <StudioField {...field('promoEndsOn')} label="Valid until (UTC day, included)" type="date" />
          </div>
        </fieldset>
        {check('published', 'Published (shown on /offers and in the search)')}
        <button type="submit" className="button button-gold">
          {offer ? 'Save changes' : 'Add offer'}
        </button>
      </Form>
      {offer && <PhotosForm owner={offerPhotosView} photos={loaderData.photos} answer={actionData} />}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (error && typeof error === 'object' && 'status' in error && error.status === 404) {
    return <ErrorState title="Offer not found" message="It may have been deleted." backTo={{ href: '/studio/offers', label: 'Back to the offers' }} />;
  }
  return <StudioError error={error} area="content" />;
}
