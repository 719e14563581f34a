import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { updateRecentActivity } from '~/preferences/localEntries';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import type { ShortlistHotel } from './shortlist.server';

function HotelLine({ hotel }: { hotel: ShortlistHotel }) {
  return (
    <>
      <Link to={`/rooms/${hotel.slug}`}>{hotel.name}</Link>{' '}
      <span className="muted">
        · {hotel.city}, {hotel.country}
      </span>
    </>
  );
}

/**
 * Saved hotels (each with Remove, a plain form to /account/saved) and the ones viewed lately, as the
 * account keeps them (docs/decisions/0016). `notice` names a change just made without scripts.
 */
export function ShortlistSection({ saved, recentlyViewed, notice }: { saved: ShortlistHotel[]; recentlyViewed: ShortlistHotel[]; notice: string | null }) {
  const navigation = useNavigation();
  const removing = navigation.formAction === '/account/saved' ? navigation.formData?.get('slug') : null;
  // Signed in, the account's list is the one: the browser's copy follows it (a removal made here,
  // even without scripts, must not come back at the next sign-in's merge).
  const savedSlugs = saved.map((hotel) => hotel.slug).join(' ');
  useEffect(() => {
    try {
      updateRecentActivity(() => ({ savedProperties: savedSlugs ? savedSlugs.split(' ') : [] }));
    } catch {
      /* storage unavailable */
    }
  }, [savedSlugs]);
  return (
    <section className="card account-card" id="saved-hotels" aria-labelledby="saved-heading">
      <h2 id="saved-heading">Saved hotels</h2>
      <FormAlert id="saved-alert" tone="success" message={notice} />
      {saved.length === 0 ? (
        <p className="muted">
          Nothing saved yet. Tap Save on a hotel’s page to keep it here. <Link to="/rooms">Browse our hotels</Link>
        </p>
      ) : (
        <ul className="account-stays" role="list" aria-labelledby="saved-heading">
          {saved.map((hotel) => (
            <li key={hotel.slug} className="account-saved">
              <span>
                <HotelLine hotel={hotel} />
              </span>
              <Form method="post" action="/account/saved">
                <input type="hidden" name="slug" value={hotel.slug} />
                <input type="hidden" name="intent" value="remove" />
                <button type="submit" className="button button-outline button-sm" disabled={removing === hotel.slug}>
                  {removing === hotel.slug && <ButtonSpinner />}
                  Remove<span className="visually-hidden"> {hotel.name}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <h3 id="viewed-heading">Recently viewed</h3>
      {recentlyViewed.length === 0 ? (
        <p className="muted">Hotels you open while signed in appear here.</p>
      ) : (
        <ul className="account-stays" role="list" aria-labelledby="viewed-heading">
          {recentlyViewed.map((hotel) => (
            <li key={hotel.slug}>
              <HotelLine hotel={hotel} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
