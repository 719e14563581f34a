import { data, Form, Link } from 'react-router';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioError } from '~/studio/StudioError';
import { firstProblem, StudioField, useFocusAnswer } from '~/studio/StudioField';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/StudioHotelPage';
import { hotelPageAction } from './hotelActions.server';
import { HOTEL_FIELD_ORDER, LIMITS, type HotelField } from './hotelInput';
import { findHotelForStudio } from './hotels.write.server';
import { FormAnswer } from '~/studio/FormAnswer';
import { NewRoomTypeForm, RoomTypeForm } from './RoomTypeForms';
import { VenueCapacityForm } from './VenueCapacityForm';
import { venuesForStudio } from '~/venues/venueCapacity.server';
import { PhotosForm } from '~/media/PhotosForm';
import { hotelPictures, roomTypePictures } from '~/media/picturePlaces.server';
import { asStudioPhoto } from '~/media/studioPhoto';
import { hotelPhotosView } from './photoOwners';
import '~/studio/studio.css';
import '~/studio/studioFields.css';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  const found = await findHotelForStudio(siteOf(context).db, params.id);
  if (!found) throw data({ error: 'Hotel not found' }, { status: 404 });
  const [venues, photos, roomPhotos] = await Promise.all([
    venuesForStudio(siteOf(context).db, params.id, new Date()),
    hotelPictures.ofOwners(siteOf(context).db, [found.hotel.id]),
    roomTypePictures.ofOwners(
      siteOf(context).db,
      found.roomTypes.map((room) => room.id),
    ),
  ]);
  return {
    role: user.role,
    ...found,
    roomTypes: found.roomTypes.map((room) => ({ ...room, photos: (roomPhotos.get(room.id) ?? []).map(asStudioPhoto) })),
    venues,
    photos: (photos.get(found.hotel.id) ?? []).map(asStudioPhoto),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  if (!(await findHotelForStudio(siteOf(context).db, params.id))) throw data({ error: 'Hotel not found' }, { status: 404 });
  return hotelPageAction(siteOf(context).db, user, request, params.id);
}

export function meta({ loaderData: loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.hotel.name ?? 'Hotel'} | Hotels | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/** A hotel's description, prices, casino figures, hours and place on the map, and its room types: each its own plain form. */
export default function StudioHotelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel, roomTypes, venues } = loaderData;
  const pageRef = useFocusAnswer<HTMLDivElement>(actionData);
  const failed = actionData && !actionData.ok && actionData.target === 'hotel' ? actionData : undefined;
  const values: Record<string, string | undefined> = failed?.values ?? {
    ...Object.fromEntries(HOTEL_FIELD_ORDER.map((name) => [name, hotel[name] === null ? '' : String(hotel[name])])),
    isOpenAllDay: hotel.isOpenAllDay ? 'on' : '',
  };
  const errors = failed?.errors ?? {};
  const first = firstProblem(HOTEL_FIELD_ORDER, errors);
  const field = (name: HotelField) => ({ form: 'hotel', name, value: values[name], error: errors[name], autoFocus: first === name });
  const number = (name: HotelField, label: string, min = 0, max: number = LIMITS.casinoFigure) => (
    <StudioField {...field(name)} label={label} type="number" min={min} max={max} required />
  );

  return (
    <div className="container studio" ref={pageRef}>
      <StudioNav role={loaderData.role} />
      <p className="studio-back">
        <Link to="/studio/hotels">← All hotels</Link>
      </p>
      <div className="studio-head">
        <div>
          <p className="eyebrow">
            {hotel.city}, {hotel.country}
          </p>
          <h1>{hotel.name}</h1>
        </div>
        <div className="studio-head-actions">
          <Link to={`/studio/hotels/${hotel.id}/rates`} className="button button-outline">
            Rates grid
          </Link>
          <Link to={`/studio/hotels/${hotel.id}/seasons`} className="button button-outline">
            Seasons
          </Link>
          <Link to={`/studio/hotels/${hotel.id}/pricing`} className="button button-outline">
            Plans and taxes
          </Link>
          <Link to={`/studio/hotels/${hotel.id}/translations`} className="button button-outline">
            Translations
          </Link>
          <Link to={`/rooms/${hotel.slug}`} className="button button-outline">
            View on the site
          </Link>
        </div>
      </div>
      <FormAnswer answer={actionData} target="page" />

      <Form method="post" className="studio-form" aria-labelledby="hotel-heading" noValidate>
        <h2 id="hotel-heading">Hotel</h2>
        <FormAnswer answer={actionData} target="hotel" />
        <StudioField {...field('description')} label="Description" type="textarea" rows={6} required maxLength={LIMITS.hotelDescription} />
        <fieldset className="studio-fieldset">
          <legend>Price per night ({hotel.currency})</legend>
          {roomTypes.length > 0 && (
            <p className="field-hint">
              With room types, the range the site shows is their rates’: the lowest and highest Flexible night of the next 90 days, set again at every save and
              each day (the rates grid, seasons and weekend differences decide it). Typed prices count only while the hotel has no room types. Base rates run
              from {Math.min(...roomTypes.map((r) => r.nightlyRate))} to {Math.max(...roomTypes.map((r) => r.nightlyRate))}.
            </p>
          )}
          <div className="studio-fields">
            {number('priceMin', 'Lowest price', 0, LIMITS.price)}
            {number('priceMax', 'Highest price', 0, LIMITS.price)}
          </div>
        </fieldset>
        <fieldset className="studio-fieldset">
          <legend>Casino</legend>
          <div className="studio-fields">
            {number('totalGamingSpace', 'Gaming space (m²)')}
            {number('numberOfTables', 'Tables')}
            {number('numberOfSlots', 'Slot machines')}
            {number('vipLounges', 'VIP lounges')}
            {number('restaurants', 'Restaurants')}
            {number('yearEstablished', 'Year established', 1800, new Date().getUTCFullYear())}
            <div className="studio-field-wide">
              <StudioField {...field('dresscode')} label="Dress code" required maxLength={LIMITS.dresscode} />
            </div>
          </div>
        </fieldset>
        <fieldset className="studio-fieldset">
          <legend>Opening hours</legend>
          <div className="field studio-check">
            <input id="hotel-isOpenAllDay" name="isOpenAllDay" type="checkbox" defaultChecked={values.isOpenAllDay === 'on'} />
            <label htmlFor="hotel-isOpenAllDay">Open all day (the times below are then ignored)</label>
          </div>
          <div className="studio-fields">
            <StudioField {...field('opens')} label="Opens (HH:mm)" type="time" />
            <StudioField {...field('closes')} label="Closes (HH:mm)" type="time" />
          </div>
        </fieldset>
        <fieldset className="studio-fieldset">
          <legend>Place on the map</legend>
          <p className="field-hint">
            In decimal degrees: north and east positive, south and west negative (e.g. 55.9555 and -3.177 for Edinburgh). Both empty: the hotel is not on the
            map.
          </p>
          <div className="studio-fields">
            <StudioField {...field('latitude')} label="Latitude (-90 to 90)" />
            <StudioField {...field('longitude')} label="Longitude (-180 to 180)" />
          </div>
        </fieldset>
        <button type="submit" name="intent" value="hotel" className="button button-gold">
          Save hotel
        </button>
      </Form>

      <PhotosForm owner={hotelPhotosView} photos={loaderData.photos} answer={actionData} />

      <section aria-labelledby="rooms-heading">
        <h2 id="rooms-heading">Room types</h2>
        {roomTypes.length === 0 && <p className="muted">This hotel has no room types yet.</p>}
        {roomTypes.map((room) => (
          <RoomTypeForm key={room.id} room={room} answer={actionData} currency={hotel.currency} />
        ))}
        <NewRoomTypeForm key={roomTypes.length} answer={actionData} currency={hotel.currency} />
      </section>

      {venues.length > 0 && (
        <section aria-labelledby="venues-heading">
          <h2 id="venues-heading">Restaurants and spa</h2>
          <p className="field-hint">Covers or therapists never go below what is already booked in a slot from the hotel&rsquo;s today on.</p>
          {venues.map((venue) => (
            <VenueCapacityForm key={venue.id} venue={venue} hotelId={hotel.id} answer={actionData} />
          ))}
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (error && typeof error === 'object' && 'status' in error && error.status === 404) {
    return <ErrorState title="Hotel not found" message="It may have been removed." backTo={{ href: '/studio/hotels', label: 'Back to the hotels' }} />;
  }
  return <StudioError error={error} area="content" />;
}
