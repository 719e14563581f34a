import { useT } from '~/i18n/translate';
import { HeroImage } from '~/ui/HeroImage';

/** The hotel list's hero: all that shows while the list loads (docs/product/requirements.md section 2). */
export function HotelListHero() {
  const t = useT();
  return (
    <section className="hero hero-rooms">
      <HeroImage src="/images/heroes/rooms.svg" />
      <div className="container hero-content">
        <p className="eyebrow">{t('hotels_list_eyebrow')}</p>
        <h1>{t('hotels_list_title')}</h1>
        <p className="lead">{t('hotels_list_lead')}</p>
        <a className="button button-gold" href="#hotels">
          {t('hotels_list_explore')}
        </a>
      </div>
    </section>
  );
}
