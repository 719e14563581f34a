import { Link } from 'react-router';
import { langOf } from '~/i18n/contentTranslations';
import { useT } from '~/i18n/translate';
import { useLocale, useLocaleHref } from '~/i18n/useLocale';
import { CARD_SIZES, Picture } from '~/media/Picture';
import { percentIn } from '~/pricing/planTexts';
import { stayDayIn } from '~/domain/stayFormat';
import type { Offer } from './offer';

/** One offer on /offers: its photograph where it has one (lazily), its name and summary, what it includes, its conditions, and the way to its page. */
export function OfferCard({ offer }: { offer: Offer }) {
  const t = useT();
  const locale = useLocale();
  const page = useLocaleHref(`/offers/${offer.slug}`);
  const hero = offer.media?.find((picture) => picture.role === 'hero');
  return (
    <article className="card offer-card" aria-labelledby={`offer-${offer.slug}`}>
      {hero && <Picture picture={hero} sizes={CARD_SIZES} className="card-photo" />}
      <div className="card-body">
        {offer.promoCode && <p className="chip chip-gold offer-invitation">{t('offers_invitation')}</p>}
        <h2 id={`offer-${offer.slug}`} className="card-title" lang={langOf(offer, 'name')}>
          {offer.name}
        </h2>
        <p className="muted" lang={langOf(offer, 'summary')}>
          {offer.summary}
        </p>
        <ul className="offer-inclusions">
          {offer.inclusions.map((inclusion) => (
            <li key={inclusion}>{t(`offers_inclusion_${inclusion}`)}</li>
          ))}
        </ul>
        <p className="offer-facts muted">
          {t('offers_min_nights', { count: offer.minNights })} · {t('offers_hotels_count', { count: offer.hotels.length })}
          {offer.discountPct > 0 && <> · {t('offers_discount', { pct: percentIn(locale, offer.discountPct * 100) })}</>}
        </p>
        <p className="offer-facts muted">{t('offers_dates', { from: stayDayIn(locale, offer.stayFrom), until: stayDayIn(locale, offer.stayUntil) })}</p>
        <Link className="button button-outline" {...page}>
          {t('offers_see')}
          <span className="visually-hidden">: {offer.name}</span>
        </Link>
      </div>
    </article>
  );
}
