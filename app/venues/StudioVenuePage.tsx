import { data, Link } from 'react-router';
import { FormAnswer } from '~/studio/FormAnswer';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioError } from '~/studio/StudioError';
import { useFocusAnswer } from '~/studio/StudioField';
import { StudioNav } from '~/studio/StudioNav';
import { ErrorState } from '~/ui/ErrorState';
import type { Route } from './+types/StudioVenuePage';
import { NewTreatmentForm, TreatmentForm } from './TreatmentForms';
import { NewSittingForm, SittingForm, VenueHoursForm } from './VenueHoursForms';
import { VenueTextsForm } from './VenueTextsForm';
import { venuePageAction } from './venueSettingsAction.server';
import { findVenueForEditor } from './venueSettings.server';
import { PhotosForm } from '~/media/PhotosForm';
import { venuePictures } from '~/media/picturePlaces.server';
import { asStudioPhoto } from '~/media/studioPhoto';
import { venuePhotosView } from './venuePhotos';
import '~/studio/studio.css';
import '~/studio/studioFields.css';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  const venue = await findVenueForEditor(siteOf(context).db, params.id, params.venueId, new Date());
  if (!venue) throw data({ error: 'Venue not found' }, { status: 404 });
  const photos = (await venuePictures.ofOwners(siteOf(context).db, [venue.id])).get(venue.id) ?? [];
  return { role: user.role, venue, photos: photos.map(asStudioPhoto) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  return venuePageAction(siteOf(context).db, user, request, params.id, params.venueId);
}

export function meta({ loaderData: loaderData }: Route.MetaArgs) {
  const venue = loaderData?.venue;
  return [{ title: `${venue?.name ?? 'Venue'} | ${venue?.hotelName ?? 'Hotels'} | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/** A restaurant's or spa's texts, hours and (a spa) treatments: each its own plain form. Covers and therapists are on the hotel's page. */
export default function StudioVenuePage({ loaderData, actionData }: Route.ComponentProps) {
  const { venue } = loaderData;
  const pageRef = useFocusAnswer<HTMLDivElement>(actionData);
  const hotelPath = `/studio/hotels/${venue.hotelId}`;
  return (
    <div className="container studio" ref={pageRef}>
      <StudioNav role={loaderData.role} />
      <p className="studio-back">
        <Link to={hotelPath}>← {venue.hotelName}</Link>
      </p>
      <div className="studio-head">
        <div>
          <p className="eyebrow">
            {venue.kind === 'spa' ? 'Spa' : 'Restaurant'} at {venue.hotelName}
          </p>
          <h1>{venue.name}</h1>
        </div>
        <div className="studio-head-actions">
          <Link to={`${hotelPath}/translations`} className="button button-outline">
            Translations
          </Link>
        </div>
      </div>
      <p className="field-hint">
        Nothing here can leave a booking from the hotel’s today on outside the hours, off the slot grid or on a closed day. Covers, therapists and the largest
        party are set on <Link to={hotelPath}>the hotel’s page</Link>.
      </p>
      <FormAnswer answer={actionData} target="page" />

      <VenueTextsForm venue={venue} answer={actionData} />
      <PhotosForm owner={venuePhotosView} photos={loaderData.photos} answer={actionData} />
      <VenueHoursForm venue={venue} answer={actionData} />

      <section aria-labelledby="sittings-heading">
        <h2 id="sittings-heading">Sittings</h2>
        {venue.sittings.length === 0 && <p className="muted">No sittings: guests can’t book until one is added.</p>}
        {venue.sittings.map((sitting) => (
          <SittingForm key={sitting.id} sitting={sitting} answer={actionData} />
        ))}
        <NewSittingForm key={venue.sittings.length} answer={actionData} />
      </section>

      {venue.kind === 'spa' && (
        <section aria-labelledby="treatments-heading">
          <h2 id="treatments-heading">Treatments</h2>
          {venue.treatments.map((treatment) => (
            <TreatmentForm key={treatment.id} treatment={treatment} answer={actionData} currency={venue.currency} slotMinutes={venue.slotMinutes} />
          ))}
          <NewTreatmentForm key={venue.treatments.length} answer={actionData} currency={venue.currency} slotMinutes={venue.slotMinutes} />
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (error && typeof error === 'object' && 'status' in error && error.status === 404) {
    return <ErrorState title="Venue not found" message="It may belong to another hotel." backTo={{ href: '/studio/hotels', label: 'Back to the hotels' }} />;
  }
  return <StudioError error={error} area="content" />;
}
