import { eq } from 'drizzle-orm';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { hotels } from '~/db/schema';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { isolated } from '~/i18n/format';
import { localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { isSlug } from '~/lib/slug';
import { originFrom, pageMeta } from '~/seo/meta';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import type { Route } from './+types/HotelPhotoPage';
import { photoPath } from './photoPath';
import { hotelPictures } from './picturePlaces.server';
import { jpegUrl, Picture } from './Picture';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

/**
 * One picture of a hotel's gallery on a page of its own, with the previous and next ones a link
 * away: the gallery without JavaScript (issue 33). 404 past the gallery's end.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const n = Number(params.n);
  const [hotel] = isSlug(params.slug)
    ? await siteOf(context).db.select({ id: hotels.id, name: hotels.name, slug: hotels.slug }).from(hotels).where(eq(hotels.slug, params.slug))
    : [];
  if (!hotel || !/^\d{1,4}$/.test(params.n)) throw data(null, { status: 404 });
  const locale = localeOfPath(pageUrl(request).pathname);
  const gallery = (await hotelPictures.shownOf(siteOf(context).db, hotel.id, locale)).filter((m) => m.role === 'gallery');
  const picture = gallery[n - 1];
  if (!picture) throw data(null, { status: 404 });
  return { hotel: { name: hotel.name, slug: hotel.slug }, picture, n, total: gallery.length, areaMessages: areaMessagesFor(request) };
}

export function meta({ loaderData: view, matches, location }: Route.MetaArgs) {
  const page = pageMessagesFrom(matches);
  if (!view || !page) return [{ title: site.name }];
  const t = translatorFor(page);
  const title = t('hotels_photo_title', { hotel: view.hotel.name, n: view.n, total: view.total });
  return pageMeta({
    title: `${title} | ${site.name}`,
    description: view.picture.alt || title,
    path: location.pathname,
    origin: originFrom(matches),
    image: jpegUrl(view.picture),
  });
}

export default function HotelPhotoPage({ loaderData }: Route.ComponentProps) {
  const { hotel, picture, n, total } = loaderData;
  const t = useT();
  const locale = useLocale();
  const at = (k: number) => localizedPath(locale, photoPath(hotel.slug, k));
  return (
    <div className="container photo-page">
      <p className="photo-page-back">
        <Link to={localizedPath(locale, `/rooms/${hotel.slug}`)}>{t('hotels_photo_back', { hotel: isolated(hotel.name, locale) })}</Link>
      </p>
      <h1>{t('hotels_photo_title', { hotel: isolated(hotel.name, locale), n, total })}</h1>
      <figure className="photo-page-figure">
        <Picture picture={picture} sizes="(min-width: 1200px) 1140px, 100vw" className="photo-page-image" eager />
        {picture.alt && <figcaption lang={picture.altLang}>{picture.alt}</figcaption>}
      </figure>
      <nav className="photo-page-nav" aria-label={t('hotels_photo_nav')}>
        {n > 1 && (
          <Link to={at(n - 1)} rel="prev">
            {t('hotels_photo_previous')}
          </Link>
        )}
        {n < total && (
          <Link to={at(n + 1)} rel="next">
            {t('hotels_photo_next')}
          </Link>
        )}
      </nav>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const backTo = { href: localizedPath(useLocale(), '/rooms'), label: t('hotels_see_all') };
  if (isRouteErrorResponse(error) && error.status === 404)
    return <ErrorState title={t('hotels_photo_not_found')} message={t('hotels_not_found_text')} backTo={backTo} />;
  return <ErrorState title={t('hotels_unavailable')} message={t('hotels_unavailable_text')} backTo={backTo} />;
}
