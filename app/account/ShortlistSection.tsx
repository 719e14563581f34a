import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { HotelPlace } from '~/hotels/HotelPlace';
import { localizedPath } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { updateRecentActivity } from '~/preferences/localEntries';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import type { ShortlistHotel } from './shortlist.server';

function HotelLine({ hotel }: { hotel: ShortlistHotel }) {
  const locale = useLocale();
  return (
    <>
      <Link to={localizedPath(locale, `/rooms/${hotel.slug}`)}>{hotel.name}</Link>{' '}
      <span className="muted">
        · <HotelPlace hotel={hotel} />
      </span>
    </>
  );
}

/**
 * Saved hotels (each with Remove, a plain form to /account/saved) and the ones viewed lately, as the
 * account keeps them (docs/decisions/0016). `notice` names a change just made without scripts, in
 * the page's language. The Remove forms name the page's language, so the answer comes back to it.
 */
export function ShortlistSection({ saved, recentlyViewed, notice }: { saved: ShortlistHotel[]; recentlyViewed: ShortlistHotel[]; notice: string | null }) {
  const t = useT();
  const locale = useLocale();
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
      <h2 id="saved-heading">{t('myaccount_saved_heading')}</h2>
      <FormAlert id="saved-alert" tone="success" message={notice} />
      {saved.length === 0 ? (
        <p className="muted">
          {t('myaccount_nothing_saved')} <Link to={localizedPath(locale, '/rooms')}>{t('myaccount_browse_hotels')}</Link>
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
                <input type="hidden" name="language" value={locale} />
                <button type="submit" className="button button-outline button-sm" disabled={removing === hotel.slug}>
                  {removing === hotel.slug && <ButtonSpinner />}
                  {t('myaccount_remove')}
                  <span className="visually-hidden"> {hotel.name}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <h3 id="viewed-heading">{t('myaccount_viewed_heading')}</h3>
      {recentlyViewed.length === 0 ? (
        <p className="muted">{t('myaccount_viewed_empty')}</p>
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
