import { data, Link } from 'react-router';
import { moneyText } from '~/lib/money';
import { site } from '~/site.config';
import { FormAnswer } from '~/studio/FormAnswer';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioError } from '~/studio/StudioError';
import { useFocusAnswer } from '~/studio/StudioField';
import { StudioNav } from '~/studio/StudioNav';
import { ErrorState } from '~/ui/ErrorState';
import type { Route } from './+types/StudioSeasonsPage';
import { PriceLinks } from './PriceLinks';
import { NewSeasonForm, SeasonForm } from './SeasonForms';
import { seasonsOfHotel, seasonsPageAction } from './seasonsPage.server';
import '~/studio/studio.css';
import '~/studio/studioFields.css';
import './rates.css';
import { siteOf } from '~/lib/loadContext.server';

async function hotelSeasons(db: SiteContext['db'], hotelId: string) {
  const found = await seasonsOfHotel(db, hotelId);
  if (!found) throw data({ error: 'Hotel not found' }, { status: 404 });
  return found;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  return { role: user.role, ...(await hotelSeasons(siteOf(context).db, params.id)) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  const { hotel } = await hotelSeasons(siteOf(context).db, params.id);
  return seasonsPageAction(siteOf(context).db, user, request, hotel);
}

export function meta({ loaderData: loaderData }: Route.MetaArgs) {
  return [{ title: `Seasons | ${loaderData?.hotel.name ?? 'Hotel'} | Hotels | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/** Each room type's seasons from today on: change, delete or add one, each its own plain form. */
export default function StudioSeasonsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel, roomTypes } = loaderData;
  const pageRef = useFocusAnswer<HTMLDivElement>(actionData);
  return (
    <div className="container studio" ref={pageRef}>
      <StudioNav role={loaderData.role} />
      <p className="studio-back">
        <Link to={`/studio/hotels/${hotel.id}`}>← {hotel.name}</Link>
      </p>
      <div className="studio-head">
        <div>
          <p className="eyebrow">Prices in {hotel.currency}</p>
          <h1>Seasons: {hotel.name}</h1>
        </div>
        <PriceLinks hotelId={hotel.id} current="seasons" />
      </div>
      <p className="field-hint">
        A season gives a room type its own nightly rate from its first night to its last; the weekend difference is added on Friday and Saturday nights. A room
        type’s seasons never overlap. Nights priced by hand in the rates grid keep their price.
      </p>
      <FormAnswer answer={actionData} target="page" />
      {roomTypes.length === 0 && <p className="muted">This hotel has no room types yet: add one on the hotel’s page first.</p>}
      {roomTypes.map((room) => (
        <section key={room.id} aria-labelledby={`seasons-${room.id}`}>
          <h2 id={`seasons-${room.id}`}>{room.name}</h2>
          <p className="studio-meta">
            Base rate {moneyText(room.baseRateMinor, hotel.currency)} {hotel.currency}
            {room.weekendDeltaMinor !== 0 &&
              `; Friday and Saturday nights ${room.weekendDeltaMinor > 0 ? '+' : '−'}${moneyText(Math.abs(room.weekendDeltaMinor), hotel.currency)}`}
            {room.pastSeasons > 0 && ` · ${room.pastSeasons} past ${room.pastSeasons === 1 ? 'season' : 'seasons'} not shown`}
          </p>
          {room.seasons.length === 0 ? (
            <p className="muted">No seasons from today on: every night has the base rate.</p>
          ) : (
            <ul className="studio-seasons" role="list">
              {room.seasons.map((season) => (
                <SeasonForm key={season.id} season={season} roomName={room.name} answer={actionData} currency={hotel.currency} />
              ))}
            </ul>
          )}
          <NewSeasonForm roomTypeId={room.id} roomName={room.name} answer={actionData} currency={hotel.currency} />
        </section>
      ))}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (error && typeof error === 'object' && 'status' in error && error.status === 404) {
    return <ErrorState title="Hotel not found" message="It may have been removed." backTo={{ href: '/studio/hotels', label: 'Back to the hotels' }} />;
  }
  return <StudioError error={error} area="content" />;
}
