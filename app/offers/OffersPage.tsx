import { areaMessagesFor } from '~/i18n/catalogs.server';
import { localeOfPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { offerPictures } from '~/media/picturePlaces.server';
import { contentPageMeta } from '~/seo/meta';
import { PageHero } from '~/ui/PageHero';
import { utcDay } from '~/domain/stay';
import type { Route } from './+types/OffersPage';
import { OfferCard } from './OfferCard';
import { listOffers } from './offers.server';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

/** The brand's offers and packages in the page's language (issue 31). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(pageUrl(request).pathname);
  const offers = await offerPictures.withMedia(siteOf(context).db, await listOffers(siteOf(context).db, { today: utcDay(), locale }), locale);
  return { offers, areaMessages: areaMessagesFor(request) };
}

export function meta(args: Route.MetaArgs) {
  const messages = pageMessagesFrom(args.matches);
  const t = messages && translatorFor(messages);
  return contentPageMeta(
    args,
    t ? t('offers_meta_title') : 'Offers & Packages',
    t ? t('offers_meta_description') : 'Spa escapes, long stays and weekends for the tables at Aurelia Resorts: what each offer includes, where and when.',
  );
}

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  const { offers } = loaderData;
  const t = useT();
  return (
    <>
      <PageHero variant="plain" eyebrow={t('offers_eyebrow')} title={t('offers_title')} lead={t('offers_lead')} />
      <section className="container section" aria-label={t('offers_title')}>
        {offers.length > 0 ? (
          <ul className="card-grid" role="list">
            {offers.map((offer) => (
              <li key={offer._id}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="centered muted">{t('offers_none')}</p>
        )}
      </section>
    </>
  );
}
