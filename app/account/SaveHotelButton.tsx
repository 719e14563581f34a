import { useEffect, useState } from 'react';
import { useFetcher, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '~/accounts/AuthProvider';
import { DEFAULT_LOCALE } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { HeartIcon } from '~/ui/icons';
import type { SaveHotelAnswer } from './SaveHotelRoute';

/**
 * The browser's lists (and their validation schemas) load with the first use, after hydration:
 * the hotel cards and the hotel page paint and hydrate without them (docs/decisions/0034).
 */
const shortlist = () => import('./shortlistClient');
/** Storage can refuse (private modes, quotas): the control still saves to the account. */
const ignore = () => {};

/**
 * Save a hotel to the guest's list. A plain form to /account/saved before the scripts run (signed
 * out, it leads to sign-in); once they run, a toggle that keeps `savedProperties` in the browser and,
 * signed in, the account's list too. The page is the same for every visitor (cached), so whether the
 * hotel is saved is known only in the browser: the first paint offers Save, pressed only when the
 * address says the plain form just saved it (`returnHere`, the hotel page's control).
 */
export function SaveHotelButton({ slug, name, returnHere = false }: { slug: string; name: string; returnHere?: boolean }) {
  const { user } = useAuth();
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<SaveHotelAnswer>();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // `returnHere`: a plain form comes back to this page with `?saved={slug}`, the server's word that it is saved.
  const savedByForm = returnHere && params.get('saved') === slug;
  const [saved, setSaved] = useState(savedByForm);
  const [problem, setProblem] = useState<Extract<SaveHotelAnswer, { ok: false }> | null>(null);
  const back = returnHere ? `${pathname}${queryWithout(params, 'saved')}` : null;

  useEffect(() => {
    let stop = () => {};
    let ended = false;
    shortlist()
      .then(({ isSavedLocally, keepSavedLocally, SHORTLIST_CHANGED_EVENT }) => {
        if (ended) return;
        const sync = () => setSaved(isSavedLocally(slug));
        // Another control on the page (a card, the lists on /rooms) or the merge at sign-in changed it.
        window.addEventListener(SHORTLIST_CHANGED_EVENT, sync);
        stop = () => window.removeEventListener(SHORTLIST_CHANGED_EVENT, sync);
        sync(); // the browser's list is known only after hydration
        if (savedByForm && !isSavedLocally(slug)) keepSavedLocally(slug, true); // sent before the scripts ran
      })
      .catch(ignore);
    return () => {
      ended = true;
      stop();
    };
  }, [slug, savedByForm]);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.ok) {
      const { slug: answered, saved: kept } = fetcher.data;
      shortlist()
        .then(({ keepSavedLocally }) => keepSavedLocally(answered, kept))
        .catch(ignore);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's answer settles the optimistic state
      setProblem(null);
    } else {
      setSaved((was) => !was);
      setProblem(fetcher.data);
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      action="/account/saved"
      className="save-hotel"
      onSubmit={(event) => {
        const next = !saved;
        setSaved(next);
        setProblem(null);
        event.preventDefault();
        if (!user) {
          // Signed out: the browser keeps the list until the guest signs in.
          shortlist()
            .then(({ keepSavedLocally }) => keepSavedLocally(slug, next))
            .catch(ignore);
          return;
        }
        // `enhanced` asks the action to answer in place rather than with the account page.
        fetcher.submit({ slug, intent: next ? 'save' : 'remove', enhanced: '1' }, { method: 'post', action: '/account/saved' });
      }}
    >
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="intent" value={saved ? 'remove' : 'save'} />
      {back && <input type="hidden" name="back" value={back} />}
      {/* A card's form has no page to return to: sign-in and the list open in the page's language. */}
      {!back && locale !== DEFAULT_LOCALE && <input type="hidden" name="language" value={locale} />}
      <button type="submit" className="button button-outline button-sm save-hotel-button" aria-pressed={saved}>
        <HeartIcon size={18} filled={saved} />
        {/* One name for both states (aria-pressed tells them apart), so speech and tests find it. */}
        {t('hotels_save')}
        <span className="visually-hidden"> {name}</span>
      </button>
      {problem && (
        <p className="form-alert" role="alert">
          {t(problem.problem, problem.values)}
        </p>
      )}
    </fetcher.Form>
  );
}

function queryWithout(params: URLSearchParams, name: string): string {
  const rest = new URLSearchParams(params);
  rest.delete(name);
  return rest.size ? `?${rest}` : '';
}

/** Notes the visit in the browser's `recentlyViewed` and, signed in, in the account. */
export function useHotelVisit(slug: string) {
  const { user } = useAuth();
  const signedIn = Boolean(user);
  useEffect(() => {
    shortlist()
      .then(({ noteVisit }) => noteVisit(slug, signedIn))
      .catch(ignore);
  }, [slug, signedIn]);
}
