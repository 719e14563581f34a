import { data, redirect } from 'react-router';
import { safeRedirectPath } from '~/accounts/redirect';
import { userFromRequest } from '~/accounts/rootSession.server';
import { DEFAULT_LOCALE, isLocale, localeOfPath, localizedPath, unlocalizedPath } from '~/i18n/locales';
import { isSlug } from '~/lib/slug';
import type { Route } from './+types/SaveHotelRoute';
import { SAVED_MAX, saveHotel, unsaveHotel } from './shortlist.server';
import { siteOf } from '~/lib/loadContext.server';

/** A refusal is a message key (the page's language); the JSON API answers the same refusals in English. */
export type SaveHotelAnswer =
  { ok: true; slug: string; saved: boolean } | { ok: false; problem: 'hotels_save_unknown' | 'hotels_save_full'; values?: { max: number } };

/**
 * POST /account/saved: the Save control of hotel pages and the Remove buttons of the account page,
 * as plain forms (fields `slug`, `intent` = save | remove). With scripts the control submits in
 * place and gets JSON-like data back; without them the guest returns to the hotel page the form
 * names in `back` (the hotel page's control, in any language), Save shown pressed, or else lands on
 * their list, where the change shows. Signed out, the guest goes to sign-in and back to the hotel.
 * The pages it leads to are in the language of `back`, or else of `language` (the account page's
 * Remove forms name it), or English.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const slug = String(form?.get('slug') ?? '');
  const intent = form?.get('intent') === 'remove' ? 'remove' : 'save';
  if (!isSlug(slug)) return data<SaveHotelAnswer>({ ok: false, problem: 'hotels_save_unknown' }, { status: 400 });
  const back = hotelPageOf(form?.get('back'), slug);
  const language = form?.get('language');
  const locale = back ? localeOfPath(back.pathname) : isLocale(language) ? language : DEFAULT_LOCALE;
  const user = await userFromRequest(siteOf(context).db, request);
  if (!user) throw redirect(`${localizedPath(locale, '/signin')}?${new URLSearchParams({ redirectTo: localizedPath(locale, `/rooms/${slug}`) })}`);
  const change = intent === 'save' ? await saveHotel(siteOf(context).db, user._id, slug) : await unsaveHotel(siteOf(context).db, user._id, slug);
  if (!change.ok) {
    const refusal: SaveHotelAnswer =
      change.status === 409 ? { ok: false, problem: 'hotels_save_full', values: { max: SAVED_MAX } } : { ok: false, problem: 'hotels_save_unknown' };
    return data(refusal, { status: change.status });
  }
  // A plain form (no scripts) asks for a page: back to the hotel page it was sent from, saying the
  // new state in its address (the page is the same for every visitor otherwise), or the list.
  if (form?.get('enhanced') !== '1' && back) {
    if (intent === 'save') back.searchParams.set('saved', slug);
    else back.searchParams.delete('saved');
    return redirect(`${back.pathname}${back.search}`);
  }
  const account = localizedPath(locale, '/account');
  if (form?.get('enhanced') !== '1') return redirect(`${account}?${new URLSearchParams({ [intent === 'save' ? 'saved' : 'removed']: slug })}#saved-hotels`);
  return data<SaveHotelAnswer>({ ok: true, slug, saved: intent === 'save' });
}

/** The `back` field when it is this hotel's page on this site, in any language (any query: the chosen stay), else null. */
function hotelPageOf(value: FormDataEntryValue | null | undefined, slug: string): URL | null {
  if (typeof value !== 'string') return null;
  const path = safeRedirectPath(value, '');
  if (!path) return null;
  const url = new URL(path, 'https://this-site.invalid');
  return unlocalizedPath(url.pathname) === `/rooms/${slug}` ? url : null;
}

/** Nothing to show at this address: the list is on the account page. */
export function loader() {
  return redirect('/account#saved-hotels');
}
