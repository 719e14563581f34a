import { data, Link } from 'react-router';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioError } from '~/studio/StudioError';
import { useFocusAnswer } from '~/studio/StudioField';
import { StudioNav } from '~/studio/StudioNav';
import { TranslationsForm } from '~/studio/TranslationsForm';
import { ErrorState } from '~/ui/ErrorState';
import type { Route } from './+types/StudioHotelTranslationsPage';
import { hotelPageAction } from './hotelActions.server';
import { HOTEL_TRANSLATED, ROOM_TYPE_TRANSLATED } from './hotelInput';
import { findHotelForStudio } from './hotels.write.server';
import { venueTranslationFields, formValuesOf } from '~/venues/venueTranslationFields';
import { venueTextsOfHotel } from '~/venues/venueTranslations.server';
import { FormAnswer } from '~/studio/FormAnswer';
import { refusedAnswer } from './RoomTypeForms';
import '~/studio/studio.css';
import '~/studio/studioFields.css';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  const found = await findHotelForStudio(siteOf(context).db, params.id);
  if (!found) throw data({ error: 'Hotel not found' }, { status: 404 });
  return { role: user.role, hotel: found.hotel, roomTypes: found.roomTypes, venues: await venueTextsOfHotel(siteOf(context).db, params.id) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  if (!(await findHotelForStudio(siteOf(context).db, params.id))) throw data({ error: 'Hotel not found' }, { status: 404 });
  return hotelPageAction(siteOf(context).db, user, request, params.id);
}

export function meta({ loaderData: loaderData }: Route.MetaArgs) {
  return [{ title: `Translations | ${loaderData?.hotel.name ?? 'Hotel'} | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/** A hotel's texts, its room types' and its restaurants' and spa's in the site's other languages, each item its own plain form. */
export default function StudioHotelTranslationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel, roomTypes, venues } = loaderData;
  const pageRef = useFocusAnswer<HTMLDivElement>(actionData);
  return (
    <div className="container studio" ref={pageRef}>
      <StudioNav role={loaderData.role} />
      <p className="studio-back">
        <Link to={`/studio/hotels/${hotel.id}`}>← {hotel.name}</Link>
      </p>
      <h1>Translations: {hotel.name}</h1>
      <p className="field-hint">The hotel&rsquo;s name stays as it is in every language.</p>
      <FormAnswer answer={actionData} target="page" />
      <TranslationsForm
        target="hotel-translations"
        itemName={hotel.name}
        intent="hotelTranslations"
        fields={HOTEL_TRANSLATED.map((field) => ({ ...field, english: hotel[field.name] }))}
        translations={hotel.translations}
        failed={refusedAnswer(actionData, 'hotel-translations')}
        answer={<FormAnswer answer={actionData} target="hotel-translations" />}
        open
      />
      <h2>Room types</h2>
      {roomTypes.length === 0 && <p className="muted">This hotel has no room types yet.</p>}
      {roomTypes.map((room) => {
        const target = `room-translations-${room.id}`;
        return (
          <TranslationsForm
            key={room.id}
            target={target}
            itemName={`the ${room.name}`}
            intent="roomTypeTranslations"
            hidden={{ roomTypeId: room.id }}
            fields={ROOM_TYPE_TRANSLATED.map((field) => ({ ...field, english: room[field.name] }))}
            translations={room.translations}
            failed={refusedAnswer(actionData, target)}
            answer={<FormAnswer answer={actionData} target={target} />}
          />
        );
      })}
      {venues.length > 0 && <h2>Restaurants and spa</h2>}
      {venues.map((venue) => {
        const target = `venue-translations-${venue.id}`;
        return (
          <TranslationsForm
            key={venue.id}
            target={target}
            itemName={venue.name}
            intent="venueTranslations"
            hidden={{ venueId: venue.id }}
            fields={venueTranslationFields(venue)}
            translations={formValuesOf(venue)}
            failed={refusedAnswer(actionData, target)}
            answer={<FormAnswer answer={actionData} target={target} />}
          />
        );
      })}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (error && typeof error === 'object' && 'status' in error && error.status === 404) {
    return <ErrorState title="Hotel not found" message="It may have been removed." backTo={{ href: '/studio/hotels', label: 'Back to the hotels' }} />;
  }
  return <StudioError error={error} area="content" />;
}
